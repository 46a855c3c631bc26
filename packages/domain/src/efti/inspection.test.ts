import { describe, expect, it } from 'vitest';
import { buildConsignmentModel } from './consignment-model.ts';
import { inspectionElements, uilText } from './inspection.ts';
import { leavesOf, type EftiNode } from './model.ts';
import { completeEftiInput } from './test-consignment.ts';

const tree: EftiNode = {
  name: 'consignment',
  children: [
    { name: 'grossWeight', value: '12.5', attributes: { unitId: 'KGM' } },
    {
      name: 'mainCarriageTransportMovement',
      children: [
        { name: 'sequenceNumber', value: '1' },
        { name: 'usedTransportMeans', children: [{ name: 'id', value: 'WA 12345' }] },
      ],
    },
    { name: 'consignee', children: [{ name: 'name', value: null, field: 'receivers.0' }] },
    {
      name: 'mainCarriageTransportMovement',
      children: [
        { name: 'sequenceNumber', value: '2' },
        { name: 'usedTransportMeans', children: [{ name: 'id', value: 'B XY 123' }] },
      ],
    },
    {
      name: 'natureIdentificationCargo',
      children: [{ name: 'identificationText', value: 'Stal' }],
    },
    { name: 'deliveryEvent', children: [] },
  ],
};

describe('inspectionElements', () => {
  it('lists the leaves with a value in document order, numbering only repeated siblings', () => {
    expect(inspectionElements(tree)).toEqual([
      { path: 'consignment/grossWeight', value: '12.5', attributes: { unitId: 'KGM' } },
      { path: 'consignment/mainCarriageTransportMovement[1]/sequenceNumber', value: '1' },
      {
        path: 'consignment/mainCarriageTransportMovement[1]/usedTransportMeans/id',
        value: 'WA 12345',
      },
      { path: 'consignment/mainCarriageTransportMovement[2]/sequenceNumber', value: '2' },
      {
        path: 'consignment/mainCarriageTransportMovement[2]/usedTransportMeans/id',
        value: 'B XY 123',
      },
      { path: 'consignment/natureIdentificationCargo/identificationText', value: 'Stal' },
    ]);
  });

  it('copies the attributes rather than sharing the model’s', () => {
    const [weight] = inspectionElements(tree);
    expect(weight?.attributes).not.toBe(tree.children?.[0]?.attributes);
  });

  it('reads a whole consignment: every filled leaf once, both carriers’ vehicles', () => {
    const model = buildConsignmentModel(completeEftiInput());
    const elements = inspectionElements(model);
    const filled = leavesOf(model).filter(({ node }) => node.value !== null);
    expect(elements).toHaveLength(filled.length);
    expect(elements.map((e) => e.value)).toEqual(filled.map(({ node }) => node.value));
    expect(new Set(elements.map((e) => e.path)).size).toBe(elements.length);
    const plates = elements.filter((e) =>
      /^consignment\/mainCarriageTransportMovement\[\d\]\/usedTransportMeans\/id$/.test(e.path),
    );
    expect(plates.map((e) => [e.path, e.value])).toEqual([
      ['consignment/mainCarriageTransportMovement[1]/usedTransportMeans/id', 'PO 12345'],
      ['consignment/mainCarriageTransportMovement[2]/usedTransportMeans/id', 'DW 55555'],
    ]);
    expect(elements.find((e) => e.path === 'consignment/consignee/name')?.value).toBe(
      'Müller & Söhne <GmbH> "Süd"',
    );
    expect(elements.find((e) => e.path === 'consignment/grossWeight')?.attributes).toEqual({
      unitId: 'KGM',
    });
  });

  it('gives an empty list for a model without values', () => {
    expect(inspectionElements({ name: 'consignment', children: [] })).toEqual([]);
  });
});

describe('uilText', () => {
  it('joins gate, platform and data set with slashes', () => {
    expect(uilText({ gate_id: 'gate-pl', platform_id: 'transitdocs', dataset_id: 'abc' })).toBe(
      'gate-pl/transitdocs/abc',
    );
  });
});
