import { describe, expect, it } from 'vitest';
import { parseInitialValues, withoutIds } from './transit-initial-values.ts';
import { TRANSIT } from './transit-form-test-data.ts';
import {
  emptyCargo,
  emptyReceiver,
  newTransitFormValues,
  transitToForm,
} from './transit-form-values.ts';
import { buildPayload, splitPath, toFormPath } from './transit-payload.ts';

describe('buildPayload', () => {
  it('drops the empty rows of a new form and says where the kept rows came from', () => {
    const values = newTransitFormValues();
    const filled = {
      ...emptyReceiver(),
      client: transitToForm(TRANSIT).receivers[0]?.client ?? null,
    };
    values.receivers = [emptyReceiver(), filled];
    const { payload, indexes } = buildPayload(values);
    expect(payload.sender_location).toEqual([]);
    expect(payload.carrier).toEqual([]);
    expect(payload.receivers).toHaveLength(1);
    expect(indexes.receivers).toEqual([1]);
    expect(toFormPath(splitPath('receivers.0.client'), indexes)).toBe('receivers.1.client');
  });

  it('maps cargo details out of `other` and through dropped lines', () => {
    const values = transitToForm(TRANSIT);
    const receiver = values.receivers[0];
    if (!receiver) throw new Error('fixture has a receiver');
    receiver.cargo = [emptyCargo(), ...receiver.cargo];
    const { indexes } = buildPayload(values);
    expect(toFormPath(['receivers', 0, 'cargo', 0, 'other', 'weight_gross_kg'], indexes)).toBe(
      'receivers.0.cargo.1.weight_gross_kg',
    );
  });

  it('sends only the carriers of a transit with signed documents', () => {
    const { payload } = buildPayload(transitToForm(TRANSIT), 'carriers');
    expect(Object.keys(payload)).toEqual(['carrier']);
  });
});

describe('parseInitialValues', () => {
  it('reads a transit as the API gives it, without ids', () => {
    const values = parseInitialValues(JSON.stringify(TRANSIT));
    expect(values?.sender_client?.name).toBe(TRANSIT.sender_client?.name);
    expect(values?.carrier[0]?.driver).toEqual({ id: 7, label: 'Krzysztof Kierowca' });
    expect(values?.carrier).toHaveLength(2);
    expect(values?.receivers[0]?.id).toBeNull();
    expect(values?.receivers[0]?.cargo[0]?.weight_gross_kg).toBe('1000');
  });

  it('gives the form state back as it was, minus ids', () => {
    const state = withoutIds(transitToForm(TRANSIT));
    expect(parseInitialValues(JSON.stringify(state))).toEqual(state);
  });

  it('ignores what it cannot read', () => {
    expect(parseInitialValues('{broken')).toBeNull();
    expect(parseInitialValues('[1,2]')).toBeNull();
    expect(
      parseInitialValues(JSON.stringify({ carrier: 'x', receivers: [5] }))?.carrier,
    ).toHaveLength(2);
  });
});
