import { PESEL_LENGTH } from '../constants.ts';

const PESEL_WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3] as const;

/** PESEL: 11 digits; the last is (10 - weighted sum mod 10) mod 10 with weights 1,3,7,9 repeating. */
export function isValidPesel(value: string): boolean {
  if (!new RegExp(`^\\d{${PESEL_LENGTH}}$`).test(value)) return false;
  const digits = Array.from(value, Number);
  const sum = PESEL_WEIGHTS.reduce((acc, weight, i) => acc + weight * (digits[i] ?? 0), 0);
  return (10 - (sum % 10)) % 10 === digits[10];
}
