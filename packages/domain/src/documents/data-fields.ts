import { z } from '../zod-config.ts';
import { DEFAULT_CURRENCY } from '../constants.ts';
import { isActiveCurrency } from '../currencies.ts';
import { optionalText } from '../schemas/fields.ts';
import { parseCoordinate, type CoordinateAxis } from '../validation/coordinates.ts';

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

/** An active ISO 4217 alphabetic code; EUR when left out (spec 2 §9). */
export const currency = () =>
  z
    .string()
    .trim()
    .toUpperCase()
    .refine(isActiveCurrency, { message: 'currency_incorrect' })
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

/** Decimal degrees (52.2297) or the spec's `52° 13' 47.0" N`, kept as typed; empty allowed. */
const coordinateField = (axis: CoordinateAxis) =>
  z
    .union([z.number(), z.string().trim().max(30)])
    .refine((value) => !Number.isNaN(parseCoordinate(value, axis)), {
      message: 'coordinate_incorrect',
    })
    .nullable()
    .optional();

export const latitudeField = () => coordinateField('latitude');
export const longitudeField = () => coordinateField('longitude');
