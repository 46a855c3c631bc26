/**
 * Dates travel as yyyy-MM-dd and times as HH:mm (spec 1 §5). Apart from the transit schemas so the
 * web's date formatting (on the share link's landing) does not bring zod with it.
 */
const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isValidIsoDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export function isValidTime(value: string): boolean {
  return TIME_PATTERN.test(value);
}
