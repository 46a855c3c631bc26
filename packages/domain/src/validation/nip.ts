import { NIP_PL_LENGTH } from '../constants.ts';

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;

/** Polish NIP: 10 digits, the last one the weighted sum mod 11 (a remainder of 10 is never issued). */
export function isValidNip(value: string): boolean {
  if (!new RegExp(`^\\d{${NIP_PL_LENGTH}}$`).test(value)) return false;
  const digits = Array.from(value, Number);
  const sum = NIP_WEIGHTS.reduce((acc, weight, i) => acc + weight * (digits[i] ?? 0), 0);
  const check = sum % 11;
  return check !== 10 && check === digits[9];
}
