import { isValidIsoDate } from '../validation/dates.ts';
import type { CsvDateFormat } from './contract.ts';

export type ParsedCsvDate = { date: string; time: string | null };

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

const ORDER: Record<CsvDateFormat, readonly ('Y' | 'm' | 'd')[]> = {
  Ymd: ['Y', 'm', 'd'],
  Ydm: ['Y', 'd', 'm'],
  mdY: ['m', 'd', 'Y'],
  dmY: ['d', 'm', 'Y'],
};

/**
 * Reads a spreadsheet date in the chosen format and separator ("21.11.2026" for dmY with '.') as
 * yyyy-MM-dd. Day and month may have one digit; a trailing time ("21.11.2026 8:30", as Excel
 * writes date-times) is returned as HH:mm. Null when the text is not such a date or the day does
 * not exist (31.02.2026).
 */
export function parseCsvDate(
  value: string,
  format: CsvDateFormat,
  separator: string,
): ParsedCsvDate | null {
  const text = value.trim();
  const sep = escapeRegExp(separator);
  const part = { Y: '(\\d{4})', m: '(\\d{1,2})', d: '(\\d{1,2})' };
  const order = ORDER[format];
  const pattern = new RegExp(
    `^${order.map((p) => part[p]).join(sep)}(?:[ T]+(\\d{1,2}:\\d{2})(?::\\d{2})?)?$`,
  );
  const match = pattern.exec(text);
  if (!match) return null;
  const values: Record<string, string> = {};
  order.forEach((name, index) => {
    values[name] = match[index + 1] ?? '';
  });
  const date = `${values.Y}-${(values.m ?? '').padStart(2, '0')}-${(values.d ?? '').padStart(2, '0')}`;
  if (!isValidIsoDate(date)) return null;
  const time = match[4] ? parseCsvTime(match[4]) : null;
  return { date, time };
}

/** "8:30", "08:30" or "08:30:00" -> "08:30"; null when it is not a time of day. */
export function parseCsvTime(value: string): string | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/**
 * A spreadsheet number: spaces (also non-breaking) between digit groups are dropped and a decimal
 * comma becomes a dot ("1 234,5" -> 1234.5). Null when it is not a number.
 */
export function parseCsvNumber(value: string): number | null {
  let text = value.trim().replace(/[\s\u00a0]/g, '');
  if (text.includes(',') && !text.includes('.')) text = text.replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}
