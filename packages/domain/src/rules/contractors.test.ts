import { describe, expect, it } from 'vitest';
import { autoSendChoice, carrierPickerCompany } from './contractors.ts';

describe("a carrier line's pickers", () => {
  it("search a contractor's company when it is in the product, else the caller's own", () => {
    expect(carrierPickerCompany({ is_online: true, vies: 'PL5213000007' })).toBe('PL5213000007');
    expect(carrierPickerCompany({ is_online: false, vies: 'PL5213000007' })).toBeUndefined();
    expect(carrierPickerCompany({ is_online: true, vies: null })).toBeUndefined();
    expect(carrierPickerCompany(null)).toBeUndefined();
  });
});

/** How a transit's link reaches a contractor by itself (spec 2 §4, spec 3 §4). */
describe('autoSendChoice', () => {
  const outside = { is_online: false, email: '', phone: '' };

  it('sends nothing to a company in the product, whatever its contact data', () => {
    expect(autoSendChoice({ is_online: true, email: 'a@b.pl', phone: '+48600100200' })).toEqual({
      kind: 'shared',
    });
  });

  it('prefers the e-mail, else the phone without its spaces', () => {
    expect(autoSendChoice({ ...outside, email: 'Biuro@Firma.PL', phone: '+48600100200' })).toEqual({
      kind: 'email',
      to: 'biuro@firma.pl',
    });
    expect(autoSendChoice({ ...outside, phone: '+48 600 100 200' })).toEqual({
      kind: 'sms',
      to: '+48600100200',
    });
  });

  it('skips malformed or missing contact data, saying why', () => {
    expect(autoSendChoice({ ...outside, email: 'biuro@@firma', phone: '+48600100200' })).toEqual({
      kind: 'skipped',
      reason: 'wrong_email',
    });
    expect(autoSendChoice({ ...outside, phone: '600100200' })).toEqual({
      kind: 'skipped',
      reason: 'wrong_phone',
    });
    // '+48' alone is no phone (spec 3 §5).
    expect(autoSendChoice({ ...outside, phone: '+48' })).toEqual({
      kind: 'skipped',
      reason: 'no_contact_data',
    });
  });
});
