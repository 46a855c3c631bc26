import { describe, expect, it } from 'vitest';
import {
  polishDate,
  transitStatusOf,
  changeCarrierClient,
  chooseCarrierDriver,
  chooseCarrierVehicle,
  currentDriverParty,
  formatTransitNumber,
} from './transits.ts';
import {
  TransitCreateRequest,
  TransitSubmitRequest,
  dropEmptyTransitParts,
  dropEmptyTransitPartsOf,
} from '../schemas/transits.ts';
import { flattenFieldErrors, zodErrorToFieldErrors } from '../errors.ts';

describe('current driver party', () => {
  it('is the sender until the sender signs, then the first unsigned receiver, then the last', () => {
    expect(currentDriverParty([7, 8], [])).toEqual({ kind: 'sender' });
    const sender = { signed_by_type: 'sender', receiver_id: null };
    expect(currentDriverParty([7, 8], [sender])).toEqual({ kind: 'receiver', index: 0 });
    expect(
      currentDriverParty([7, 8], [sender, { signed_by_type: 'receiver', receiver_id: 7 }]),
    ).toEqual({
      kind: 'receiver',
      index: 1,
    });
    expect(
      currentDriverParty(
        [7, 8],
        [
          sender,
          { signed_by_type: 'receiver', receiver_id: 7 },
          { signed_by_type: 'receiver', receiver_id: 8 },
        ],
      ),
    ).toEqual({ kind: 'receiver', index: 1 });
  });
});

describe('carrier auto-fill', () => {
  it('fills vehicle, trailer and contractor from a driver only where empty', () => {
    const driver = { id: 3, client: 9, vehicle: { id: 4, attached_vehicle: { id: 5 } } };
    expect(chooseCarrierDriver({}, driver)).toMatchObject({
      driver: 3,
      client: 9,
      vehicle: 4,
      semitrailer: 5,
    });
    expect(chooseCarrierDriver({ client: 1, vehicle: 2 }, driver)).toMatchObject({
      client: 1,
      vehicle: 2,
      semitrailer: 5,
    });
  });

  it('fills driver and trailer from a vehicle', () => {
    expect(
      chooseCarrierVehicle({}, { id: 4, driver: { id: 3 }, attached_vehicle: { id: 5 } }),
    ).toMatchObject({
      vehicle: 4,
      driver: 3,
      semitrailer: 5,
    });
  });

  it('clears the dependants when the contractor changes', () => {
    expect(
      changeCarrierClient({ client: 1, employee: 2, driver: 3, vehicle: 4, semitrailer: 5 }, 6),
    ).toMatchObject({
      client: 6,
      employee: null,
      driver: null,
      vehicle: null,
      semitrailer: null,
    });
  });
});

describe('transit payload', () => {
  const place = {
    address: 'ul. Portowa 1',
    zip_code: '81-300',
    town: 'Gdynia',
    country: 'PL',
    latitude: '54.5189',
    longitude: '18.5305',
  };

  it('drops empty parts before validation', () => {
    const cleaned = dropEmptyTransitParts({
      sender_location: [{}, place],
      receivers: [
        { client: 1, cargo: [{}, { name: 'Pallets' }], destiny_places: [{}] },
        { cargo: [{}], destiny_places: [{}] },
      ],
      carrier: [{ client: 2 }, { is_forwarder: false }],
    });
    expect(cleaned.sender_location).toHaveLength(1);
    expect(cleaned.receivers).toHaveLength(1);
    expect(cleaned.receivers[0]?.cargo).toHaveLength(1);
    expect(cleaned.carrier).toHaveLength(1);
  });

  it.each([
    [
      { sender_location: [{ ...place, zip_code: '' }] },
      'sender_location.0.zip_code',
      'field_required',
    ],
    [
      { sender_location: [{ ...place, latitude: '54° 31\' 8.0" E' }] },
      'sender_location.0.latitude',
      'coordinate_incorrect',
    ],
    [
      { sender_location: [{ ...place, longitude: '181' }] },
      'sender_location.0.longitude',
      'coordinate_incorrect',
    ],
    [
      { sender_location: [{ ...place, zip_code: '81300' }] },
      'sender_location.0.zip_code',
      'zip_code_incorrect',
    ],
    [
      { sender_location: [{ ...place, longitude: '190' }] },
      'sender_location.0.longitude',
      'coordinate_incorrect',
    ],
    [{ carrier: [{ vehicle: 3 }] }, 'carrier.0.client', 'field_required'],
    [
      { carrier: [{ client: 1, driver_not_from_system: 'Jan' }] },
      'carrier.0.driver_not_from_system',
      'must_contain_a_space',
    ],
    [{ receivers: [{ employee: 3 }] }, 'receivers.0.client', 'field_required'],
    [
      { carrier: Array.from({ length: 11 }, () => ({ client: 1 })) },
      'carrier',
      'enter_max_elements?count=10',
    ],
    [{ loading_date: '2026-02-30' }, 'loading_date', 'invalid_date'],
    [{ loading_time: '24:00' }, 'loading_time', 'invalid_time'],
  ])('%o -> %s %s', (payload, field, message) => {
    const result = TransitCreateRequest.safeParse(payload);
    expect(result.success).toBe(false);
    if (!result.success)
      expect(flattenFieldErrors(zodErrorToFieldErrors(result.error))[field]).toContain(message);
  });

  it('numbers transits per year', () => {
    expect(formatTransitNumber(2026, 42)).toBe('2026/000042');
  });
});

describe('transit status and roles', () => {
  it('is running once something is signed or the loading day has come (Polish date)', () => {
    const open = { stored_status: 'pending', has_signed_documents: false, loading_date: null };
    expect(transitStatusOf(open, '2026-05-10')).toBe('pending');
    expect(transitStatusOf({ ...open, loading_date: '2026-05-11' }, '2026-05-10')).toBe('pending');
    expect(transitStatusOf({ ...open, loading_date: '2026-05-10' }, '2026-05-10')).toBe('running');
    expect(transitStatusOf({ ...open, has_signed_documents: true }, '2026-05-10')).toBe('running');
    expect(transitStatusOf({ ...open, stored_status: 'finished' }, '2026-05-10')).toBe('finished');
  });

  it('reads a stored running status as "something is signed", even without the flag', () => {
    const signed = { stored_status: 'running', has_signed_documents: false, loading_date: null };
    expect(transitStatusOf(signed, '2026-05-10')).toBe('running');
    expect(transitStatusOf({ ...signed, loading_date: '2026-05-11' }, '2026-05-10')).toBe(
      'running',
    );
    const finished = { stored_status: 'finished', has_signed_documents: true, loading_date: null };
    expect(transitStatusOf(finished, '2026-05-10')).toBe('finished');
  });

  it('takes the date in Poland, not in UTC', () => {
    expect(polishDate(new Date('2026-01-01T23:30:00Z'))).toBe('2026-01-02');
    expect(polishDate(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(polishDate(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });

  it('changes the date at the first millisecond of a Polish midnight, in both directions', () => {
    // Asked within one minute the answer is remembered; the next minute must not reuse it.
    expect(polishDate(new Date('2026-10-24T21:59:00.000Z'))).toBe('2026-10-24');
    expect(polishDate(new Date('2026-10-24T21:59:59.999Z'))).toBe('2026-10-24');
    expect(polishDate(new Date('2026-10-24T22:00:00.000Z'))).toBe('2026-10-25');
    expect(polishDate(new Date('2026-10-24T22:00:30.000Z'))).toBe('2026-10-25');
    expect(polishDate(new Date('2026-10-24T21:59:30.000Z'))).toBe('2026-10-24');
    // After the October clock change midnight is at 23:00 UTC.
    expect(polishDate(new Date('2026-10-25T22:59:59.999Z'))).toBe('2026-10-25');
    expect(polishDate(new Date('2026-10-25T23:00:00.000Z'))).toBe('2026-10-26');
  });
});

describe('transit submit request', () => {
  it('drops empty parts, then validates, keeping sections that were not sent unnamed', () => {
    const parsed = TransitSubmitRequest.parse({
      carrier: [{ is_forwarder: true }, { client: 3 }],
      receivers: [{ cargo: [{}], destiny_places: [{}] }],
    });
    expect(parsed.carrier).toHaveLength(1);
    expect(parsed.receivers).toEqual([]);
    expect('sender_location' in parsed).toBe(false);
  });

  it('leaves malformed lists to validation', () => {
    expect(dropEmptyTransitPartsOf({ carrier: 'x' })).toEqual({ carrier: 'x' });
    const result = TransitSubmitRequest.safeParse({ receivers: [{ cargo: 5 }] });
    expect(result.success).toBe(false);
  });

  it('wants a contractor for a carrier person too', () => {
    const result = TransitSubmitRequest.safeParse({ carrier: [{ employee: 4 }] });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(flattenFieldErrors(zodErrorToFieldErrors(result.error))['carrier.0.client']).toEqual([
        'field_required',
      ]);
    }
  });
});
