import { PASSWORD_MAX, PASSWORD_MIN, PIN_LENGTH } from '../constants.ts';
import { formatErrorKey } from '../errors.ts';

/** 8 to 20 characters with a lower-case letter, an upper-case letter, a digit and a special one. */
export function validatePassword(value: string): string | null {
  if (value.length > PASSWORD_MAX) return 'password_too_long';
  if (value.length < PASSWORD_MIN)
    return formatErrorKey('enter_min_chars', { count: PASSWORD_MIN });
  const classes = [/\p{Ll}/u, /\p{Lu}/u, /\d/, /[^\p{L}\d]/u];
  return classes.every((pattern) => pattern.test(value)) ? null : 'incorrect_password';
}

/** A PIN is exactly four digits. */
export function validatePin(value: string): string | null {
  if (!/^\d*$/.test(value)) return 'value_must_be_number';
  if (value.length !== PIN_LENGTH) {
    return formatErrorKey('enter_exact_length_of_chars', { count: PIN_LENGTH });
  }
  return null;
}
