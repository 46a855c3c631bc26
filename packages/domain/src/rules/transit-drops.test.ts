import { describe, expect, it } from 'vitest';
import {
  dropIncompleteTransitParts,
  hasIncompleteParts,
  incompleteTransitParts,
} from './transit-drops.ts';

const complete = { address: 'ul. Długa 1', zip_code: '00-001', town: 'Warszawa', country: 'PL' };
const townOnly = { town: 'Gdańsk' };
const empty = { address: '', town: '  ' };

describe('the submit rule of spec 1 §4', () => {
  const transit = {
    sender_location: [complete, townOnly, empty],
    receivers: [
      { client: 5, cargo: [{ name: 'Pallets' }, {}], destiny_places: [complete, townOnly] },
      { client: null, employee: 9, cargo: [{ name: 'Boxes' }], destiny_places: [complete] },
      { client: null, cargo: [{}], destiny_places: [empty] },
    ],
    carrier: [{ client: 7, driver: 3 }, { client: null, driver_not_from_system: 'Jan Nowak' }, {}],
  };

  it('drops incomplete places, receivers and carriers without a contractor, empty rows', () => {
    expect(dropIncompleteTransitParts(transit)).toEqual({
      sender_location: [complete],
      receivers: [{ client: 5, cargo: [{ name: 'Pallets' }], destiny_places: [complete] }],
      carrier: [{ client: 7, driver: 3 }],
    });
  });

  it('counts only what held data, for the one-line notice', () => {
    const parts = incompleteTransitParts(transit);
    // The sender's town-only place and the first receiver's; the second receiver (with its
    // complete place) and the carrier typed by name. Empty rows are not counted.
    expect(parts).toEqual({ places: 2, receivers: 1, carriers: 1 });
    expect(hasIncompleteParts(parts)).toBe(true);
    const whole = dropIncompleteTransitParts(transit);
    expect(hasIncompleteParts(incompleteTransitParts(whole))).toBe(false);
  });

  it('leaves a carriers-only body alone but for its carriers', () => {
    expect(dropIncompleteTransitParts({ carrier: [{ client: null, vehicle: 4 }] })).toEqual({
      carrier: [],
    });
  });
});
