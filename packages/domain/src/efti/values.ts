import { COUNTRY_CODES } from '../countries.ts';
import { leaf, type EftiNode } from './model.ts';

/** ISO codes of our country list that the schema's 2006 code list has (it lacks XK). */
const SCHEMA_COUNTRIES: ReadonlySet<string> = new Set(COUNTRY_CODES.filter((c) => c !== 'XK'));

/** The schema's country code for ours; null (a gap) when the schema cannot name it. */
export function eftiCountry(code: string | null | undefined): string | null {
  const upper = (code ?? '').trim().toUpperCase();
  return SCHEMA_COUNTRIES.has(upper) ? upper : null;
}

/** xs:decimal text with at most `digits` decimals (never exponent notation). */
export function eftiDecimal(value: number | null | undefined, digits = 3): string | null {
  if (value === null || value === undefined || !Number.isFinite(value) || value < 0) return null;
  if (value >= 1e10) return null;
  return value.toFixed(digits).replace(/\.?0+$/, '');
}

/** Integer8 text: whole, non-negative, at most eight digits. */
export function eftiInteger(value: number | null | undefined): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  const whole = Math.round(value);
  return whole >= 0 && whole < 1e8 ? String(whole) : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * types:DateTime. An ISO instant is written in UTC with its offset (format 205,
 * CCYYMMDDHHMM+0000); a planned date (yyyy-MM-dd) as 102 and with a time (HH:mm) as 203.
 */
export function eftiDateTime(
  name: string,
  value: string | null | undefined,
  options: { time?: string | null; field?: string } = {},
): EftiNode {
  const text = (value ?? '').trim();
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (date) {
    const time = /^(\d{2}):(\d{2})$/.exec((options.time ?? '').trim());
    const day = `${date[1]}${date[2]}${date[3]}`;
    return time
      ? leaf(name, `${day}${time[1]}${time[2]}`, { ...options, attributes: { formatId: '203' } })
      : leaf(name, day, { ...options, attributes: { formatId: '102' } });
  }
  const instant = text === '' ? NaN : Date.parse(text);
  if (Number.isNaN(instant)) return leaf(name, null, options);
  const d = new Date(instant);
  const stamp =
    `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}` +
    `${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}+0000`;
  return leaf(name, stamp, { ...options, attributes: { formatId: '205' } });
}

/**
 * Our one address line as street and building number: `ul. Łąkowa 12/3` -> `ul. Łąkowa`, `12/3`.
 * A line without a trailing number stays whole.
 */
export function splitStreet(address: string | null | undefined): {
  street: string | null;
  number: string | null;
} {
  const text = (address ?? '').trim();
  if (text === '') return { street: null, number: null };
  const match = /^(.*\D)[\s,]+(\d+[A-Za-z]?(?:\s?[/-]\s?\d+[A-Za-z]?)?)$/.exec(text);
  if (!match?.[1]) return { street: text, number: null };
  return { street: match[1].replace(/[\s,]+$/, ''), number: match[2]?.replace(/\s/g, '') ?? null };
}

/** UNECE Recommendation 21 codes for the packaging words people type (pl, en, de). */
const PACKAGE_CODES: [RegExp, string][] = [
  [/^(euro)?palet|^pallet|^palette/i, 'PX'],
  [/^karton|^carton|^box/i, 'CT'],
  [/^skrzyn|^crate|^kiste/i, 'CR'],
  [/^wor[ek]|^bag|^sack/i, 'BG'],
  [/^becz|^barrel|^fass/i, 'BA'],
  [/^luzem|^bulk|^lose/i, 'VY'],
];

/** Rec. 21 code of a typed packaging method: a known word's code, else ZZ (mutually defined). */
export function packageTypeCode(method: string | null | undefined): string | null {
  const text = (method ?? '').trim();
  if (text === '') return null;
  return PACKAGE_CODES.find(([pattern]) => pattern.test(text))?.[1] ?? 'ZZ';
}

/** UN/ECE Recommendation 19 has one digit; our two-digit Polish codes refine it. */
export function transportModeCode(code: number | null | undefined): string {
  if (!code || !Number.isInteger(code) || code < 0) return '3';
  return String(code).slice(0, 1);
}
