import { PHONE_DEFAULT_PREFIX, PHONE_DIGITS_MAX, PHONE_DIGITS_MIN } from '../constants.ts';
import type { ErrorKey } from '../errors.ts';

/** Removes the spaces people type between digit groups. */
export function normalizePhone(value: string): string {
  return value.replace(/\s+/g, '');
}

/** The bare default prefix counts as no phone at all (spec 3 §5). */
export function isEmptyPhone(value: string | null | undefined): boolean {
  const normalized = normalizePhone(value ?? '');
  return normalized === '' || normalized === PHONE_DEFAULT_PREFIX || normalized === '+';
}

/**
 * A phone is '+', a non-zero digit, then digits: 5 to 16 digits after the '+'.
 * `allowSpaces: false` is the new-account form, which reports spaces instead of removing them.
 */
export function validatePhone(
  value: string,
  options: { allowSpaces?: boolean } = {},
): ErrorKey | null {
  if (!options.allowSpaces && /\s/.test(value.trim())) return 'no_spaces';
  const phone = normalizePhone(value);
  if (!/^\+[1-9]/.test(phone)) return 'must_contain_prefix';
  const digits = phone.slice(1);
  if (!/^\d+$/.test(digits)) return 'value_must_be_number';
  if (digits.length < PHONE_DIGITS_MIN || digits.length > PHONE_DIGITS_MAX) {
    return 'wrong_length_of_phone_number';
  }
  return null;
}
