import { intlLocale } from '../../ui/date-time.ts';

/** A billing month as `yyyy-MM` (spec 3 §5). */
export type MonthValue = string;

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function toMonthValue(year: number, month: number): MonthValue {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

export function currentMonth(today: Date = new Date()): MonthValue {
  return toMonthValue(today.getFullYear(), today.getMonth() + 1);
}

export function parseMonth(value: string): { year: number; month: number } | null {
  const match = MONTH_PATTERN.exec(value);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]) };
}

/** Months after the current one have no bill yet: the picker disables them. */
export function isFutureMonth(value: MonthValue, today: Date = new Date()): boolean {
  return value > currentMonth(today);
}

export function shiftMonth(value: MonthValue, by: number): MonthValue {
  const parsed = parseMonth(value);
  if (!parsed) return value;
  const index = parsed.year * 12 + (parsed.month - 1) + by;
  return toMonthValue(Math.floor(index / 12), (index % 12) + 1);
}

/** Month names of the interface language, January first. */
export function monthNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(intlLocale(language), { month: 'long' });
  return Array.from({ length: 12 }, (_, index) => format.format(new Date(2024, index, 1)));
}
