import type { Language } from '../languages.ts';
import { word } from './value-words.ts';

/**
 * Readers over `document_data` as it may be while being edited: anything missing or of another
 * shape reads as empty, so a draft prints what it has.
 */
export type Loose = Record<string, unknown>;

export function obj(value: unknown): Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Loose)
    : {};
}

export function list(value: unknown): Loose[] {
  return Array.isArray(value) ? value.map(obj) : [];
}

export function str(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

const LOCALES: Record<Language, string> = {
  pl: 'pl-PL',
  'en-GB': 'en-GB',
  de: 'de-DE',
  uk: 'uk-UA',
  es: 'es-ES',
};
const numberFormats = new Map<Language, Intl.NumberFormat>();

/** Numbers as the reader writes them (decimal comma in Polish), no grouping, up to 3 decimals. */
export function num(value: unknown, language: Language): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return str(value);
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], {
      maximumFractionDigits: 3,
      useGrouping: false,
    });
    numberFormats.set(language, format);
  }
  return format.format(value);
}

export function joined(parts: unknown[], separator = ' '): string {
  return parts
    .map(str)
    .filter((part) => part !== '')
    .join(separator);
}

/** Multi-line text as lines, blank lines dropped. */
export function textLines(value: unknown): string[] {
  return str(value)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export function compact(lines: string[]): string[] {
  return lines.filter((line) => line !== '');
}

/** `[code, name]`: the name when known, else the code. */
export function countryText(value: unknown): string {
  if (Array.isArray(value)) {
    const [code, name] = value as unknown[];
    return str(name) || str(code);
  }
  return str(value);
}

export function clientLines(value: unknown): string[] {
  const client = obj(value);
  return compact([
    str(client.name),
    str(client.address),
    joined([client.postCode, client.city]),
    countryText(client.country),
    str(client.vies) ? `VAT: ${str(client.vies)}` : '',
  ]);
}

export function personName(value: unknown): string {
  const user = obj(obj(value).user);
  return joined([user.first_name, user.last_name]);
}

export function placeLine(value: unknown): string {
  const place = obj(value);
  return joined(
    [place.place, place.address, joined([place.postCode, place.city]), countryText(place.country)],
    ', ',
  );
}

/** `miejscowość, kraj` as CMR boxes 3 and 4 ask. */
export function cityCountry(value: unknown): string {
  const place = obj(value);
  return joined([place.city, countryText(place.country)], ', ');
}

export function driverName(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  const driver = obj(value);
  return joined([driver.firstName, driver.lastName]);
}

export function vehicleNumber(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  return str(obj(value).number);
}

export function driverVehicleLines(carrierValue: unknown, language: Language): string[] {
  const carrier = obj(carrierValue);
  const driver = driverName(carrier.driver);
  const vehicle = vehicleNumber(carrier.vehicle);
  const semitrailer = vehicleNumber(carrier.semitrailer);
  return compact([
    driver ? `${word('driver', language)}: ${driver}` : '',
    vehicle ? `${word('vehicle', language)}: ${vehicle}` : '',
    semitrailer ? `${word('semitrailer', language)}: ${semitrailer}` : '',
  ]);
}

export function carrierLines(carrierValue: unknown, language: Language): string[] {
  const carrier = obj(carrierValue);
  const lines = clientLines(carrier.client);
  if (carrier.isForwarder === true && lines.length > 0) {
    lines[0] = `${lines[0] ?? ''} (${word('forwarder', language)})`;
  }
  return lines;
}

export function receivers(data: Loose): Loose[] {
  return list(data.receivers);
}

export function cargoLines(data: Loose): Loose[] {
  return receivers(data).flatMap((receiver) => list(receiver.cargo));
}

export function destinyPlaces(data: Loose): Loose[] {
  return receivers(data).flatMap((receiver) => list(receiver.destinyPlaces));
}

/** Table rows: one cell per column id, numbers in the reader's format. */
export function tableRows(lines: Loose[], columns: string[], language: Language): string[][] {
  return lines.map((line) => columns.map((column) => num(line[column], language)));
}
