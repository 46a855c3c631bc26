import { describe, expect, it } from 'vitest';
import {
  formatCoordinate,
  illFormedTextPaths,
  isValidEmail,
  isValidLatitude,
  isValidLongitude,
  isValidNip,
  isValidPesel,
  isValidZip,
  isWellFormedText,
  maskPolishZip,
  normalizeCoordinateText,
  normalizePhone,
  parseCoordinate,
  validatePassword,
  validatePhone,
  validatePin,
  validateTaxNumber,
} from './index.ts';

describe('isValidNip', () => {
  it.each([
    ['5260250274', true],
    ['7740001454', true],
    ['1234563218', true],
    ['5260250275', false],
    ['526025027', false],
    ['52602502741', false],
    ['52602502a4', false],
    ['1234567890', false], // remainder 10 is never a valid check digit
    ['', false],
  ])('%s -> %s', (nip, valid) => {
    expect(isValidNip(nip)).toBe(valid);
  });
});

describe('isValidPesel', () => {
  it.each([
    ['44051401359', true],
    ['02070803628', true],
    ['44051401358', false],
    ['4405140135', false],
    ['440514013590', false],
    ['4405140135a', false],
  ])('%s -> %s', (pesel, valid) => {
    expect(isValidPesel(pesel)).toBe(valid);
  });
});

describe('validatePhone', () => {
  it.each([
    ['+48600100200', null],
    ['+4860010', null],
    ['+12345', null],
    ['+1234567890123456', null],
    ['+1234', 'wrong_length_of_phone_number'],
    ['+12345678901234567', 'wrong_length_of_phone_number'],
    ['48600100200', 'must_contain_prefix'],
    ['+0600100200', 'must_contain_prefix'],
    ['+48 600 100 200', 'no_spaces'],
    ['+48600a00200', 'value_must_be_number'],
  ])('%s -> %s', (phone, error) => {
    expect(validatePhone(phone)).toBe(error);
  });

  it('accepts spaces where the form removes them', () => {
    expect(validatePhone('+48 600 100 200', { allowSpaces: true })).toBeNull();
    expect(normalizePhone(' +48 600 100 200 ')).toBe('+48600100200');
  });
});

describe('isValidZip', () => {
  it.each([
    ['PL', '00-950', true],
    ['PL', '00950', false],
    ['PL', '0-950', false],
    ['PL', '00-9501', false],
    ['DE', '10115', true],
    ['GB', 'SW1A 1AA', true],
    ['DE', '', false],
    ['DE', '12345678901', false],
  ])('%s %s -> %s', (country, zip, valid) => {
    expect(isValidZip(country, zip)).toBe(valid);
  });

  it('masks Polish codes as nn-nnn while typing', () => {
    expect(maskPolishZip('0')).toBe('0');
    expect(maskPolishZip('009')).toBe('00-9');
    expect(maskPolishZip('00950123')).toBe('00-950');
    expect(maskPolishZip('00-95a0')).toBe('00-950');
  });
});

describe('validateTaxNumber', () => {
  it.each([
    ['PL', '5260250274', null],
    ['PL', '5260250275', 'nip_incorrect'],
    ['PL', '526025027', 'nip_incorrect'],
    ['DE', '123456789', null],
    ['DE', '123456', 'tax_number_incorrect'],
    ['DE', '1234567890123456', 'tax_number_incorrect'],
    ['FR', 'AB123456789', null],
    ['US', '123456789', 'vies_country_incorrect'],
  ])('%s %s -> %s', (country, number, error) => {
    expect(validateTaxNumber(country, number)).toBe(error);
  });
});

describe('validatePassword', () => {
  it.each([
    ['Abcdef1!', null],
    ['Zażółć1!', null],
    ['Abcdefghijklmnopq1!x', null],
    ['Abcdefghijklmnopq1!xy', 'password_too_long'],
    ['Abc1!', 'enter_min_chars?count=8'],
    ['abcdefg1!', 'incorrect_password'],
    ['ABCDEFG1!', 'incorrect_password'],
    ['Abcdefgh!', 'incorrect_password'],
    ['Abcdefgh1', 'incorrect_password'],
  ])('%s -> %s', (password, error) => {
    expect(validatePassword(password)).toBe(error);
  });
});

describe('validatePin', () => {
  it.each([
    ['1234', null],
    ['0000', null],
    ['123', 'enter_exact_length_of_chars?count=4'],
    ['12345', 'enter_exact_length_of_chars?count=4'],
    ['12a4', 'value_must_be_number'],
  ])('%s -> %s', (pin, error) => {
    expect(validatePin(pin)).toBe(error);
  });
});

describe('coordinates as typed: decimal degrees or dd° mm\' ss.s" N|S / E|W', () => {
  it.each([
    ['52.2297', 'latitude', 52.2297],
    ['52,2297', 'latitude', 52.2297],
    [21.0122, 'longitude', 21.0122],
    ['52° 13\' 47.0" N', 'latitude', 52.2297222],
    ['52°13\'47"N', 'latitude', 52.2297222],
    ['33° 52′ 4.3″ S', 'latitude', -33.8678611],
    ['0° 7\' 39.4" W', 'longitude', -0.1276111],
    ['', 'latitude', null],
    [null, 'longitude', null],
  ] as const)('%s (%s) -> %s', (value, axis, expected) => {
    expect(parseCoordinate(value, axis)).toBe(expected);
  });

  it.each([
    ['52° 13\' 47.0" E', 'latitude'],
    ['21° 0\' 43.9" N', 'longitude'],
    ['91', 'latitude'],
    ['52° 61\' 0" N', 'latitude'],
    ['north', 'latitude'],
  ] as const)('%s is no %s', (value, axis) => {
    expect(parseCoordinate(value, axis)).toBeNaN();
  });

  it('shows every coordinate one way, and reads it back', () => {
    expect(formatCoordinate(52.2297, 'latitude')).toBe('52° 13\' 46.9" N');
    expect(formatCoordinate(-0.1276, 'longitude')).toBe('0° 7\' 39.4" W');
    expect(formatCoordinate(10.99999, 'longitude')).toBe('11° 0\' 0.0" E');
    expect(formatCoordinate(null, 'latitude')).toBe('');
    const shown = formatCoordinate(18.5305, 'longitude');
    expect(Math.abs((parseCoordinate(shown, 'longitude') ?? 0) - 18.5305)).toBeLessThan(0.00003);
  });

  it('rewrites typed coordinates into the shown form, leaving other text as typed', () => {
    expect(normalizeCoordinateText('52,2297', 'latitude')).toBe('52° 13\' 46.9" N');
    expect(normalizeCoordinateText('52°13\'46.9"N', 'latitude')).toBe('52° 13\' 46.9" N');
    expect(normalizeCoordinateText('21° 0\' 43.9" E', 'latitude')).toBe('21° 0\' 43.9" E');
    expect(normalizeCoordinateText('', 'longitude')).toBe('');
  });
});

describe('coordinates', () => {
  it.each([
    [52.2297, true],
    [-90, true],
    [90, true],
    [90.0001, false],
    [Number.NaN, false],
  ])('latitude %s -> %s', (value, valid) => {
    expect(isValidLatitude(value)).toBe(valid);
  });

  it.each([
    [21.0122, true],
    [-180, true],
    [180, true],
    [-180.5, false],
    [Number.POSITIVE_INFINITY, false],
  ])('longitude %s -> %s', (value, valid) => {
    expect(isValidLongitude(value)).toBe(valid);
  });
});

describe('isValidEmail', () => {
  it.each([
    ['jan.kowalski@firma.pl', true],
    ['a@b.travel', true],
    ['no-at-sign.pl', false],
    ['spaces in@firma.pl', false],
    ['jan@firma', false],
  ])('%s -> %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });
});

describe('well-formed text', () => {
  it('tells a lone or reversed surrogate from a pair', () => {
    expect(isWellFormedText('Zażółć 😀 𝄞')).toBe(true);
    expect(isWellFormedText('')).toBe(true);
    for (const text of ['\ud800', 'a\udc00', '\udc00\ud800', 'x\ud83dy']) {
      expect(isWellFormedText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('finds the paths of ill-formed texts in a JSON value, names included', () => {
    expect(
      illFormedTextPaths({
        name: 'ok',
        cargo: [{ name: '\ud800' }, { name: 'ok' }],
        data: { '\udc00': 1, deep: ['ok', 'a\udc00'] },
        count: 3,
      }),
    ).toEqual([['cargo', 0, 'name'], ['data'], ['data', 'deep', 1]]);
    expect(illFormedTextPaths('\ud800')).toEqual([[]]);
    expect(illFormedTextPaths(undefined)).toEqual([]);
    expect(
      illFormedTextPaths(
        Array.from({ length: 50 }, () => '\ud800'),
        5,
      ),
    ).toHaveLength(5);
  });
});
