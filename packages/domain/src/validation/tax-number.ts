import { TAX_NUMBER_MAX, TAX_NUMBER_MIN, VIES_COUNTRIES } from '../constants.ts';
import type { ErrorKey } from '../errors.ts';
import { isValidNip } from './nip.ts';

export function isViesCountry(value: string): boolean {
  return (VIES_COUNTRIES as readonly string[]).includes(value);
}

/**
 * Tax number for a tax (VIES) country: PL is a 10-digit NIP with its checksum; others 7 to 15
 * letters or digits, as VAT numbers are.
 */
export function validateTaxNumber(taxCountry: string, value: string): ErrorKey | null {
  if (!isViesCountry(taxCountry)) return 'vies_country_incorrect';
  const number = value.replace(/[\s-]/g, '');
  if (taxCountry === 'PL') return isValidNip(number) ? null : 'nip_incorrect';
  if (number.length < TAX_NUMBER_MIN || number.length > TAX_NUMBER_MAX) {
    return 'tax_number_incorrect';
  }
  return /^[A-Za-z0-9+*]+$/.test(number) ? null : 'tax_number_incorrect';
}

/** The VIES identifier is the country prefix followed by the number: PL5260250274. */
export function toVies(taxCountry: string, value: string): string {
  return `${taxCountry}${value.replace(/[\s-]/g, '').toUpperCase()}`;
}
