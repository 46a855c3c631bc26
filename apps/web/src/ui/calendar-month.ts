import { intlLocale } from './date-time.ts';

/** A calendar month; `month` is 0 for January, as `Date` counts. */
export type YearMonth = { year: number; month: number };

export function monthOf(date: Date): YearMonth {
  return { year: date.getFullYear(), month: date.getMonth() };
}

export function addMonths({ year, month }: YearMonth, by: number): YearMonth {
  const index = year * 12 + month + by;
  return { year: Math.floor(index / 12), month: ((index % 12) + 12) % 12 };
}

export function addDays(date: Date, by: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + by);
}

/** The same day `by` months on, or the month's last day when it is shorter. */
export function addMonthsToDay(date: Date, by: number): Date {
  const target = addMonths(monthOf(date), by);
  const lastDay = new Date(target.year, target.month + 1, 0).getDate();
  return new Date(target.year, target.month, Math.min(date.getDate(), lastDay));
}

export function isSameDay(a: Date, b: Date): boolean {
  return (
    a.getFullYear() === b.getFullYear() &&
    a.getMonth() === b.getMonth() &&
    a.getDate() === b.getDate()
  );
}

/** Days since Monday: 0 for Monday, 6 for Sunday (the week starts on Monday, spec 1 §5). */
export function weekdayIndex(date: Date): number {
  return (date.getDay() + 6) % 7;
}

export function startOfWeek(date: Date): Date {
  return addDays(date, -weekdayIndex(date));
}

/**
 * The weeks shown for a month, Monday first: from the Monday on or before the 1st to the Sunday
 * on or after the last day; days of the neighbouring months are null (blank cells).
 */
export function monthWeeks({ year, month }: YearMonth): (Date | null)[][] {
  const first = new Date(year, month, 1);
  const days = new Date(year, month + 1, 0).getDate();
  const cells: (Date | null)[] = [
    ...Array.from({ length: weekdayIndex(first) }, () => null),
    ...Array.from({ length: days }, (_, index) => new Date(year, month, index + 1)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** Day names of the interface language, Monday first. */
export function weekdayNames(language: string, width: 'short' | 'long'): string[] {
  const format = new Intl.DateTimeFormat(intlLocale(language), { weekday: width });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, index) => format.format(new Date(2024, 0, 1 + index)));
}

/** `November 2026` / `listopad 2026` in the interface language. */
export function monthTitle({ year, month }: YearMonth, language: string): string {
  const text = new Intl.DateTimeFormat(intlLocale(language), {
    month: 'long',
    year: 'numeric',
  }).format(new Date(year, month, 1));
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}

/** A day read out in full for a screen reader: `Wednesday, 25 November 2026`. */
export function spokenDay(date: Date, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'full' }).format(date);
}
