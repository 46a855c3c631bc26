import { data as iso4217 } from 'currency-codes';
import countryToCurrency from 'country-to-currency';

/**
 * A currency of ISO 4217 list one (the active codes), as the spec's currency reference table
 * describes it: alphabetic code, name, entities, minor unit and numeric code (spec 2 §9). The
 * table is the maintained `currency-codes` package, so a code ISO withdraws leaves with an update.
 */
export type Currency = {
  code: string;
  name: string;
  minorUnit: number;
  numericCode: string;
  entities: readonly string[];
};

/**
 * ISO marks the entries that are no country's money (gold, testing, "no currency") with `ZZ`
 * entities; a consignment note is paid in money.
 */
const isMoney = (entities: readonly string[]) =>
  entities.some((entity) => !entity.toUpperCase().startsWith('ZZ'));

export const ACTIVE_CURRENCIES: readonly Currency[] = iso4217
  .filter((row) => isMoney(row.countries))
  .map((row) => ({
    code: row.code,
    name: row.currency,
    minorUnit: row.digits,
    numericCode: row.number,
    entities: row.countries,
  }));

const ACTIVE_CODES: ReadonlySet<string> = new Set(ACTIVE_CURRENCIES.map((row) => row.code));

export function isActiveCurrency(code: string): boolean {
  return ACTIVE_CODES.has(code);
}

const CURRENCY_BY_COUNTRY: Readonly<Record<string, string | undefined>> = countryToCurrency;

/** The currency a country pays in (ISO 3166 alpha-2 to ISO 4217), if it is an active one. */
export function activeCurrencyOf(country: string): string | undefined {
  const code = CURRENCY_BY_COUNTRY[country];
  return code !== undefined && ACTIVE_CODES.has(code) ? code : undefined;
}
