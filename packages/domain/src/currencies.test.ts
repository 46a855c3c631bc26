import { describe, expect, it } from 'vitest';
import { ACTIVE_CURRENCIES, activeCurrencyOf, isActiveCurrency } from './currencies.ts';
import { COUNTRY_CODES, OFFERED_COUNTRY_CODES } from './countries.ts';
import { PaymentCod } from './documents/payments.ts';

describe('ISO 4217 currencies', () => {
  it('holds the active table with its minor units and numeric codes', () => {
    const byCode = new Map(ACTIVE_CURRENCIES.map((row) => [row.code, row]));
    expect(byCode.get('PLN')).toMatchObject({ minorUnit: 2, numericCode: '985' });
    expect(byCode.get('EUR')).toMatchObject({ minorUnit: 2, numericCode: '978' });
    // Minor units run 0 to 4 (spec 2 §9): yen 0, Kuwaiti dinar 3, Uruguayan unidad 4.
    expect(byCode.get('JPY')?.minorUnit).toBe(0);
    expect(byCode.get('KWD')?.minorUnit).toBe(3);
    expect(byCode.get('UYW')?.minorUnit).toBe(4);
    expect(ACTIVE_CURRENCIES.length).toBeGreaterThan(150);
  });

  it('leaves out what is no country money and codes ISO withdrew', () => {
    for (const code of ['XAU', 'XTS', 'XXX', 'XBA']) expect(isActiveCurrency(code)).toBe(false);
    // Withdrawn: the Lithuanian litas (2015), the Deutsche Mark (2002), the Croatian kuna (2023).
    for (const code of ['LTL', 'DEM', 'HRK', 'EURO', 'eur'])
      expect(isActiveCurrency(code)).toBe(false);
    for (const code of ['EUR', 'PLN', 'UAH', 'CHF', 'XAF'])
      expect(isActiveCurrency(code)).toBe(true);
  });

  it('offers the countries whose money is active', () => {
    expect(activeCurrencyOf('PL')).toBe('PLN');
    expect(activeCurrencyOf('HR')).toBe('EUR');
    expect(activeCurrencyOf('ZZ')).toBeUndefined();
    expect(OFFERED_COUNTRY_CODES[0]).toBe('PL');
    expect(OFFERED_COUNTRY_CODES.every((code) => activeCurrencyOf(code) !== undefined)).toBe(true);
    expect(OFFERED_COUNTRY_CODES.length).toBe(COUNTRY_CODES.length);
  });

  it('refuses a document amount in a currency ISO does not list as active', () => {
    const messages = (currency: string) =>
      PaymentCod.safeParse({ value: 10, currency }).error?.issues.map((issue) => issue.message);
    expect(messages('DEM')).toEqual(['currency_incorrect']);
    expect(messages('XAU')).toEqual(['currency_incorrect']);
    expect(messages('pln')).toBeUndefined();
  });
});
