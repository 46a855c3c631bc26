import { describe, expect, it } from 'vitest';
import { carrierPickerCompany } from './contractors.ts';

describe("a carrier line's pickers", () => {
  it("search a contractor's company when it is in the product, else the caller's own", () => {
    expect(carrierPickerCompany({ is_online: true, vies: 'PL5213000007' })).toBe('PL5213000007');
    expect(carrierPickerCompany({ is_online: false, vies: 'PL5213000007' })).toBeUndefined();
    expect(carrierPickerCompany({ is_online: true, vies: null })).toBeUndefined();
    expect(carrierPickerCompany(null)).toBeUndefined();
  });
});
