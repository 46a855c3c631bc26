import { ZIP_MAX } from '../constants.ts';

/** Polish codes are nn-nnn; elsewhere formats vary too much, so 1 to 10 characters (spec 3 §5). */
export function isValidZip(country: string, zip: string): boolean {
  const value = zip.trim();
  if (country === 'PL') return /^\d{2}-\d{3}$/.test(value);
  return value.length >= 1 && value.length <= ZIP_MAX;
}

/** Applies the PL mask nn-nnn while typing: keeps digits and inserts the dash. */
export function maskPolishZip(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 5);
  return digits.length > 2 ? `${digits.slice(0, 2)}-${digits.slice(2)}` : digits;
}
