import { describe, expect, it } from 'vitest';
import { monthTitle, monthWeeks, weekdayNames } from './calendar-month.ts';
import {
  formatDate,
  formatDateTime,
  formatTime,
  maskDateText,
  maskTimeText,
  parseDate,
} from './date-time.ts';

describe('date and time formats', () => {
  const afternoon = new Date(2026, 10, 25, 14, 5);
  const morning = new Date(2026, 0, 3, 9, 7);

  it('prints yyyy-MM-dd, 24-hour HH:mm and both, padded', () => {
    expect(formatDate(afternoon)).toBe('2026-11-25');
    expect(formatTime(afternoon)).toBe('14:05');
    expect(formatDateTime(afternoon)).toBe('2026-11-25 14:05');
    expect(formatDateTime(morning)).toBe('2026-01-03 09:07');
  });

  it('reads ISO texts and epoch milliseconds in local time', () => {
    expect(formatDateTime(afternoon.toISOString())).toBe('2026-11-25 14:05');
    expect(formatDate(afternoon.getTime())).toBe('2026-11-25');
  });

  it('prints nothing for a value that is no time', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatTime('')).toBe('');
    expect(formatDateTime(Number.NaN)).toBe('');
  });

  it('parses only real yyyy-MM-dd dates, as local midnight', () => {
    expect(parseDate('2026-11-25')).toEqual(new Date(2026, 10, 25));
    expect(parseDate('2026-02-30')).toBeNull();
    expect(parseDate('25.11.2026')).toBeNull();
  });

  it('gives typed digits their dashes and colon, leaving other text as typed', () => {
    expect(maskDateText('2026')).toBe('2026');
    expect(maskDateText('202611')).toBe('2026-11');
    expect(maskDateText('20261125')).toBe('2026-11-25');
    expect(maskDateText('2026-120')).toBe('2026-12-0');
    expect(maskDateText('2026-12')).toBe('2026-12');
    expect(maskDateText('2026-1-5')).toBe('2026-1-5');
    expect(maskDateText('25.11.2026')).toBe('25.11.2026');
    expect(maskTimeText('14')).toBe('14');
    expect(maskTimeText('1405')).toBe('14:05');
    expect(maskTimeText('14:05')).toBe('14:05');
    expect(maskTimeText('2:05 PM')).toBe('2:05 PM');
  });
});

describe('calendar month', () => {
  it('starts every week on Monday', () => {
    // 1 November 2026 is a Sunday: the last cell of the first week.
    const weeks = monthWeeks({ year: 2026, month: 10 });
    expect(weeks[0]?.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0]?.[6]).toEqual(new Date(2026, 10, 1));
    expect(weeks.at(-1)?.[0]).toEqual(new Date(2026, 10, 30));
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('names months and days in the interface language, Monday first', () => {
    expect(weekdayNames('en-GB', 'long')).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(weekdayNames('pl', 'long')[0]).toBe('poniedziałek');
    expect(monthTitle({ year: 2026, month: 10 }, 'pl')).toBe('Listopad 2026');
    expect(monthTitle({ year: 2026, month: 10 }, 'en-GB')).toBe('November 2026');
  });
});
