import { describe, expect, it } from 'vitest';
import { leaf, limitText } from './model.ts';
import {
  eftiCountry,
  eftiDateTime,
  eftiDecimal,
  eftiInteger,
  packageTypeCode,
  splitStreet,
  transportModeCode,
} from './values.ts';

describe('eFTI values', () => {
  it('splits a trailing building number off the address line', () => {
    expect(splitStreet('ul. Łąkowa 12/3')).toEqual({ street: 'ul. Łąkowa', number: '12/3' });
    expect(splitStreet('Hauptstraße 1a')).toEqual({ street: 'Hauptstraße', number: '1a' });
    expect(splitStreet('Aleja 3 Maja')).toEqual({ street: 'Aleja 3 Maja', number: null });
    expect(splitStreet('  ')).toEqual({ street: null, number: null });
  });

  it('writes dates in the schema’s formats', () => {
    expect(eftiDateTime('d', '2026-11-23')).toMatchObject({
      value: '20261123',
      attributes: { formatId: '102' },
    });
    expect(eftiDateTime('d', '2026-11-23', { time: '08:30' })).toMatchObject({
      value: '202611230830',
      attributes: { formatId: '203' },
    });
    expect(eftiDateTime('d', '2026-11-23T07:45:00.000Z')).toMatchObject({
      value: '202611230745+0000',
      attributes: { formatId: '205' },
    });
    expect(eftiDateTime('d', null, { field: 'loading_date' })).toEqual({
      name: 'd',
      value: null,
      field: 'loading_date',
    });
  });

  it('maps typed packaging to Recommendation 21 codes', () => {
    expect(packageTypeCode('palety EUR')).toBe('PX');
    expect(packageTypeCode('Kartony')).toBe('CT');
    expect(packageTypeCode('big bag')).toBe('ZZ');
    expect(packageTypeCode('')).toBeNull();
  });

  it('keeps only codes, numbers and lengths the schema accepts', () => {
    expect(eftiCountry('de')).toBe('DE');
    expect(eftiCountry('XK')).toBeNull();
    expect(eftiDecimal(12000.25)).toBe('12000.25');
    expect(eftiDecimal(-1)).toBeNull();
    expect(eftiInteger(32.6)).toBe('33');
    expect(transportModeCode(30)).toBe('3');
    expect(transportModeCode(null)).toBe('3');
    expect(limitText('Żółć'.repeat(10), 35)).toHaveLength(35);
    expect(leaf('n', '   ').value).toBeNull();
  });
});
