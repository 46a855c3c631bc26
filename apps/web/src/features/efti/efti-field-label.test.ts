import {
  buildConsignmentModel,
  eftiMissing,
  LANGUAGES,
  leavesOf,
  type EftiConsignmentInput,
  type Transit,
} from '@transitdocs/domain';
import { TEST_TRANSIT } from '@transitdocs/domain/testing';
import { describe, expect, it } from 'vitest';
import { bundledResources } from '../../i18n/bundled-resources.ts';
import type { Messages } from '../../i18n/resources.ts';
import { compareFieldKeys, eftiFieldLabelParts } from './efti-field-label.ts';

const copy = (): Transit => JSON.parse(JSON.stringify(TEST_TRANSIT)) as Transit;

const CMR: EftiConsignmentInput['cmr'] = {
  documentId: 1,
  data: {
    waybillNumber: '',
    dateOfIssue: '',
    place: '',
    transportMode: { code: 30, name: '' },
    attachedDocuments: [],
  },
};

/** Every string of the transit blanked, so every slot of every part is a gap. */
function blanked<T>(value: T): T {
  if (typeof value === 'string') return '' as T;
  if (Array.isArray(value)) return value.map(blanked) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, blanked(v)])) as T;
  }
  return value;
}

/**
 * Transits that make the builder name every kind of field key: a blank one with several
 * receivers, cargo lines, places and carriers (a vehicle and trailer on each), one with nothing
 * in its lists, and with and without a CMR and dangerous goods.
 */
function inputs(): EftiConsignmentInput[] {
  const full = copy();
  for (const carrier of full.carrier) carrier.semitrailer_not_from_system = 'X';
  const blank = blanked(full);
  for (const carrier of blank.carrier) carrier.semitrailer_not_from_system = 'X';
  blank.status = 'running';
  const empty: Transit = {
    ...copy(),
    sender_client: null,
    sender_location: [],
    receivers: [],
    carrier: [],
  };
  const hollow = copy();
  for (const receiver of hollow.receivers) {
    receiver.cargo = [];
    receiver.destiny_places = [];
  }
  return [blank, empty, hollow].flatMap((transit) =>
    [null, CMR].flatMap((cmr) =>
      [false, true].map((dangerousGoods) => ({ transit, cmr, signatures: [], dangerousGoods })),
    ),
  );
}

/** Every field key the builder puts on a slot, whether a required subset needs it or not. */
function builderFields(): Set<string> {
  const fields = new Set<string>();
  for (const input of inputs()) {
    for (const { node } of leavesOf(buildConsignmentModel(input))) {
      if (node.field !== undefined) fields.add(node.field);
    }
    for (const missing of eftiMissing(input)) fields.add(missing.field);
  }
  return fields;
}

function textOf(messages: Messages | undefined, path: string): string | undefined {
  let node: Messages | string | undefined = messages;
  for (const key of path.split('.')) {
    node = typeof node === 'object' ? node[key] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

describe('eFTI field labels', () => {
  const fields = builderFields();
  const resources = bundledResources();

  it('finds the kinds of keys the builder emits', () => {
    for (const expected of [
      'receivers.0.client.town',
      'receivers.1.destiny_places.0.zip_code',
      'receivers.0.cargo.0.other.marks',
      'carrier.0.vehicle',
      'carrier.1.semitrailer',
      'sender_location',
      'receivers',
      'carrier',
      'cmr',
      'cmr.place',
      'dangerous_goods',
    ]) {
      expect(fields, expected).toContain(expected);
    }
  });

  it('gives every field key the builder can emit a label in every language', () => {
    const unlabelled: string[] = [];
    for (const field of fields) {
      const parts = eftiFieldLabelParts(field);
      if (!parts || parts.length === 0) {
        unlabelled.push(field);
        continue;
      }
      for (const part of parts) {
        const [namespace = '', key = ''] = part.key.split(':');
        for (const language of LANGUAGES) {
          if (!textOf(resources[language]?.[namespace], key)?.trim()) {
            unlabelled.push(`${language}: ${field} (${part.key})`);
          }
        }
      }
    }
    expect(unlabelled).toEqual([]);
  });

  it('names a field by its part of the form', () => {
    const label = (field: string) =>
      eftiFieldLabelParts(field)?.map((part) => [part.key, part.values?.n]);
    expect(label('receivers.0.client.town')).toEqual([
      ['transit_form:groups.receiver', 1],
      ['transit_form:fields.town', undefined],
    ]);
    expect(label('carrier.0.vehicle')?.[0]).toEqual([
      'transit_form:groups.carrier_main',
      undefined,
    ]);
    expect(label('carrier.2.client.country')?.[0]).toEqual(['transit_form:groups.carrier', 3]);
    expect(label('receivers.1.cargo.3.other.marks')?.[1]).toEqual(['transit_form:groups.cargo', 4]);
    expect(eftiFieldLabelParts('receivers.x.client')).toBeNull();
    expect(eftiFieldLabelParts('something_else')).toBeNull();
  });

  it('orders keys as the form does, numbers by value', () => {
    const keys = ['cmr', 'receivers.10.client', 'receivers.2.client', 'carrier.0.vehicle'];
    expect([...keys].sort(compareFieldKeys)).toEqual([
      'carrier.0.vehicle',
      'receivers.2.client',
      'receivers.10.client',
      'cmr',
    ]);
  });
});
