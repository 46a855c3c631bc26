import { isValidIsoDate, isValidTime, type Language } from '@transitdocs/domain';

/**
 * Dates and times as the app prints them, whatever the browser's locale: `yyyy-MM-dd` and
 * 24-hour `HH:mm` (spec 1 §5), in the browser's time zone.
 */

export type DateLike = Date | string | number;

const pad = (value: number) => String(value).padStart(2, '0');

function toDate(value: DateLike): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `2026-11-25`, or '' for a value that is no time. */
export function formatDate(value: DateLike): string {
  const date = toDate(value);
  if (!date) return '';
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `14:05`, or '' for a value that is no time. */
export function formatTime(value: DateLike): string {
  const date = toDate(value);
  return date ? `${pad(date.getHours())}:${pad(date.getMinutes())}` : '';
}

/** `2026-11-25 14:05`, or '' for a value that is no time. */
export function formatDateTime(value: DateLike): string {
  const date = toDate(value);
  return date ? `${formatDate(date)} ${formatTime(date)}` : '';
}

/** The local midnight of a `yyyy-MM-dd` text, or null when the text is no such date. */
export function parseDate(text: string): Date | null {
  if (!isValidIsoDate(text)) return null;
  const [year, month, day] = text.split('-').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, day ?? 1);
}

export function isDateText(text: string): boolean {
  return isValidIsoDate(text);
}

export function isTimeText(text: string): boolean {
  return isValidTime(text);
}

/**
 * Typed digits get their dashes (`20261125` -> `2026-11-25`, `2026-120` -> `2026-12-0`), so a
 * phone's number pad is enough. Any other text is left as typed, to be judged as it stands.
 */
export function maskDateText(text: string): string {
  const full = /^(\d{4})-?(\d{2})-?(\d{1,2})$/.exec(text);
  if (full) return `${full[1] ?? ''}-${full[2] ?? ''}-${full[3] ?? ''}`;
  const month = /^(\d{4})(\d{1,2})$/.exec(text);
  return month ? `${month[1] ?? ''}-${month[2] ?? ''}` : text;
}

/** Typed digits get their colon (`1405` -> `14:05`); any other text is left as typed. */
export function maskTimeText(text: string): string {
  const match = /^(\d{2}):?(\d{1,2})$/.exec(text);
  return match ? `${match[1] ?? ''}:${match[2] ?? ''}` : text;
}

const INTL_LOCALES: Record<Language, string> = {
  'en-GB': 'en-GB',
  pl: 'pl-PL',
  de: 'de-DE',
  uk: 'uk-UA',
  es: 'es-ES',
};

/** The Intl locale of an interface language, for names of months and days and for numbers. */
export function intlLocale(language: string): string {
  return language in INTL_LOCALES ? INTL_LOCALES[language as Language] : 'pl-PL';
}
