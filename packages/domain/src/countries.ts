import { activeCurrencyOf } from './currencies.ts';

/**
 * The countries road freight from Poland actually reaches (Europe and neighbours). Names are
 * English; the web translates them with Intl.DisplayNames.
 */
export const COUNTRY_CODES = [
  'PL',
  'AL',
  'AD',
  'AM',
  'AT',
  'AZ',
  'BY',
  'BE',
  'BA',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'GE',
  'DE',
  'GR',
  'HU',
  'IS',
  'IE',
  'IT',
  'KZ',
  'XK',
  'LV',
  'LI',
  'LT',
  'LU',
  'MT',
  'MD',
  'MC',
  'ME',
  'NL',
  'MK',
  'NO',
  'PT',
  'RO',
  'RU',
  'SM',
  'RS',
  'SK',
  'SI',
  'ES',
  'SE',
  'CH',
  'TR',
  'UA',
  'GB',
  'US',
  'CN',
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/**
 * Countries offered in forms: the spec filters the list by the active ISO 4217 codes (spec 3 §3,
 * spec 2 §9), so a country whose money ISO withdrew without a successor drops out with the table.
 */
export const OFFERED_COUNTRY_CODES: readonly CountryCode[] = COUNTRY_CODES.filter(
  (code) => activeCurrencyOf(code) !== undefined,
);

export function isCountryCode(value: string): value is CountryCode {
  return (COUNTRY_CODES as readonly string[]).includes(value);
}

/** VIES uses EL for Greece where ISO 3166 has GR. */
export function viesPrefixToCountry(prefix: string): string {
  return prefix === 'EL' ? 'GR' : prefix;
}

export function countryToViesPrefix(country: string): string {
  return country === 'GR' ? 'EL' : country;
}
