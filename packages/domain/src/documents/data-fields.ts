import { z } from '../zod-config.ts';
import { DEFAULT_CURRENCY } from '../constants.ts';
import { optionalText } from '../schemas/fields.ts';

/** Field builders of `document_data` (not exported from the package). */
export const text = (max?: number) => optionalText(max).nullable().optional();
export const amount = () => z.number().nonnegative().nullable().optional();
export const count = () =>
  z
    .number()
    .int({ error: (issue) => (typeof issue.input === 'number' ? 'enter_integer' : undefined) })
    .nonnegative()
    .nullable()
    .optional();
export const optionalId = () => z.number().int().positive().nullable().optional();

/** ISO 4217 alphabetic code; EUR when left out (spec 2 §9). */
export const currency = () =>
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { message: 'currency_incorrect' })
    .default(DEFAULT_CURRENCY);

/** Country as the spec sends it: `[code, name]`, code 1-3 letters (or empty), name max 100. */
export const CountryPair = z.tuple([
  z
    .string()
    .trim()
    .regex(/^[A-Za-z]{0,3}$/, { message: 'country_incorrect' }),
  z.string().trim().max(100),
]);
export type CountryPair = z.infer<typeof CountryPair>;

/** Decimal degrees (52.2297) or the spec's `52° 13' 47.0" N`; empty allowed. */
const DECIMAL = /^-?\d{1,3}(\.\d{1,7})?$/;
const DMS_LAT = /^\d{1,2}° ?\d{1,2}' ?\d{1,2}(\.\d+)?" ?[NS]$/;
const DMS_LON = /^\d{1,3}° ?\d{1,2}' ?\d{1,2}(\.\d+)?" ?[EW]$/;

function isCoordinate(value: string | number, limit: number, dms: RegExp): boolean {
  const textValue = String(value).trim();
  if (textValue === '') return true;
  if (DECIMAL.test(textValue)) return Math.abs(Number(textValue)) <= limit;
  return dms.test(textValue);
}

const coordinateField = (limit: number, dms: RegExp, message: string) =>
  z
    .union([z.number(), z.string().trim().max(30)])
    .refine((value) => isCoordinate(value, limit, dms), { message })
    .nullable()
    .optional();

export const latitudeField = () => coordinateField(90, DMS_LAT, 'latitude_incorrect');
export const longitudeField = () => coordinateField(180, DMS_LON, 'longitude_incorrect');
