import {
  buildConsignmentModel,
  inspectionElements,
  LANGUAGES,
  leavesOf,
  type EftiConsignmentInput,
} from '@transitdocs/domain';
import { describe, expect, it } from 'vitest';
import { completeEftiInput } from '../../../../../packages/domain/src/efti/test-consignment.ts';
import { bundledResources } from '../../i18n/bundled-resources.ts';
import type { Messages } from '../../i18n/resources.ts';
import {
  blockLabelKey,
  fieldLabelKeys,
  groupElements,
  placeElement,
  sectionOf,
} from './inspection-elements.ts';

/** The texts of the view in `language`, looked up by a dotted key. */
function textOf(language: string, key: string): string | null {
  let node: Messages | string | undefined = bundledResources()[language]?.efti_inspection;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return null;
    node = node[part];
  }
  return typeof node === 'string' && node.trim() !== '' ? node : null;
}

/**
 * Inputs that make the builder write every element it knows: a full consignment with two
 * receivers, two carriers, vehicles and a trailer and a CMR with an attachment, the same with
 * dangerous goods, and one without a CMR.
 */
function inputs(): EftiConsignmentInput[] {
  const full = completeEftiInput();
  return [full, { ...completeEftiInput(), dangerousGoods: true }, { ...full, cmr: null }];
}

/** Every leaf path the builder can write (gaps included), without sibling numbers. */
function builderPaths(): string[] {
  const paths = new Set<string>();
  for (const input of inputs()) {
    for (const { path } of leavesOf(buildConsignmentModel(input))) paths.add(path);
  }
  return [...paths].sort();
}

describe('inspection element labels', () => {
  it('places every element the builder writes in a known block, never under "other"', () => {
    const paths = builderPaths();
    expect(paths.length).toBeGreaterThan(80);
    expect(paths.filter((path) => placeElement(path).kind === 'other')).toEqual([]);
  });

  it('has a label for every element name the builder writes, in every language', () => {
    const missing: string[] = [];
    for (const path of builderPaths()) {
      const placement = placeElement(path);
      for (const language of LANGUAGES) {
        const keys = fieldLabelKeys(placement);
        if (!keys.some((key) => textOf(language, key))) missing.push(`${language}: ${path}`);
        if (!textOf(language, blockLabelKey(placement.kind))) {
          missing.push(`${language}: block of ${path}`);
        }
        if (!textOf(language, `sections.${sectionOf(placement.kind)}`)) {
          missing.push(`${language}: section of ${path}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('names every code the builder writes in every language', () => {
    const coded: Record<string, string> = {
      roleCode: 'role',
      statementCode: 'signer',
      modeCode: 'mode',
      'usedTransportMeans/typeCode': 'vehicle_type',
      'usedTransportEquipment/categoryCode': 'equipment',
      'transportContractDocument/typeCode': 'document_type',
      'transportPackage/typeCode': 'package_type',
    };
    const missing: string[] = [];
    for (const input of inputs()) {
      for (const element of inspectionElements(buildConsignmentModel(input))) {
        const plain = element.path.replace(/\[\d+\]/g, '');
        const suffix = Object.keys(coded).find((end) => plain.endsWith(`/${end}`));
        if (!suffix) continue;
        for (const language of LANGUAGES) {
          const key = `values.${coded[suffix] ?? ''}.${element.value}`;
          if (!textOf(language, key)) missing.push(`${language}: ${key}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('groupElements', () => {
  it('puts the sections in the human order and numbers repeated blocks', () => {
    const elements = inspectionElements(buildConsignmentModel(completeEftiInput()));
    const groups = groupElements(elements);
    expect(groups.map((group) => group.section)).toEqual([
      'consignor',
      'consignee',
      'carriers',
      'transport',
      'taking_over',
      'delivery',
      'goods',
      'documents',
    ]);
    const transport = groups.find((group) => group.section === 'transport');
    expect(transport?.blocks.map((block) => [block.kind, block.number])).toEqual([
      ['vehicle', 1],
      ['vehicle', 2],
      ['trailer', 1],
      ['trailer', 2],
    ]);
    const carriers = groups.find((group) => group.section === 'carriers');
    expect(carriers?.blocks.map((block) => [block.kind, block.number])).toEqual([
      ['carrier', null],
      ['connectingCarrier', 1],
    ]);
    // Every leaf is shown exactly once.
    expect(groups.flatMap((group) => group.blocks.flatMap((block) => block.rows))).toHaveLength(
      elements.length,
    );
  });

  it('keeps what it does not know, last, under its own name', () => {
    const groups = groupElements([
      { path: 'consignment/consignor/name', value: 'A' },
      { path: 'consignment/newThing[2]/code', value: 'X' },
    ]);
    expect(groups.map((group) => group.section)).toEqual(['consignor', 'other']);
    expect(groups[1]?.blocks[0]).toMatchObject({ kind: 'other', name: 'newThing', number: 2 });
  });

  it('reads the vehicle of the second movement and the second unloading place', () => {
    expect(
      placeElement('consignment/mainCarriageTransportMovement[2]/usedTransportMeans/id'),
    ).toMatchObject({ kind: 'vehicle', number: 2, field: 'usedTransportMeans.id' });
    expect(
      placeElement(
        'consignment/mainCarriageTransportMovement[1]/unloadingEvent[2]/occurrenceLocation/postalAddress/cityName',
      ),
    ).toMatchObject({ kind: 'unloading', number: 2, field: 'postalAddress.cityName' });
    expect(
      placeElement('consignment/natureIdentificationCargo/identificationText[3]'),
    ).toMatchObject({ kind: 'goods', field: 'identificationText', fieldNumber: 3 });
  });
});
