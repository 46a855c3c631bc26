import { z } from '../zod-config.ts';
import { AVAILABILITY, VEHICLE_TYPES, type Availability, type VehicleType } from '../enums.ts';
import { requiredText } from './fields.ts';
import { pagedResponse } from './common.ts';

export const VehicleTypeSchema = z.enum(VEHICLE_TYPES);
export const AvailabilitySchema = z.enum(AVAILABILITY);

/** Search filter labels of the cars list (spec 3 §3); `set` is a tractor or truck with a trailer attached. */
export const VEHICLE_SEARCH_TYPES = [
  { label: 'Solówka', value: 'solo_truck' },
  { label: 'Zestaw', value: 'set' },
  { label: 'Ciągnik siodłowy', value: 'tractor_unit' },
  { label: 'Przyczepa', value: 'trailer' },
  { label: 'Bus', value: 'van' },
  { label: 'Naczepa', value: 'semitrailer' },
] as const;
export type VehicleSearchType = (typeof VEHICLE_SEARCH_TYPES)[number]['value'];

/** Semitrailers and trailers hang on a vehicle; everything else is driven by a driver (spec 3 §4). */
export function attachesToVehicle(type: VehicleType): boolean {
  return type === 'semitrailer' || type === 'trailer';
}

const optionalId = () => z.number().int().positive().nullable().optional();

export const VehicleRequest = z
  .strictObject({
    number: requiredText(20).transform((value) => value.toUpperCase()),
    type: VehicleTypeSchema,
    driver: optionalId(),
    attached_vehicle: optionalId(),
    status: AvailabilitySchema.optional(),
  })
  .superRefine((vehicle, ctx) => {
    if (attachesToVehicle(vehicle.type) && vehicle.driver) {
      ctx.addIssue({ code: 'custom', path: ['driver'], message: 'vehicle_type_takes_vehicle' });
    }
    if (!attachesToVehicle(vehicle.type) && vehicle.attached_vehicle) {
      ctx.addIssue({
        code: 'custom',
        path: ['attached_vehicle'],
        message: 'vehicle_type_takes_driver',
      });
    }
  });
export type VehicleRequest = z.infer<typeof VehicleRequest>;

export const VehiclePatchRequest = z.strictObject({
  number: requiredText(20)
    .transform((value) => value.toUpperCase())
    .optional(),
  type: VehicleTypeSchema.optional(),
  driver: optionalId(),
  attached_vehicle: optionalId(),
  status: AvailabilitySchema.optional(),
});
export type VehiclePatchRequest = z.infer<typeof VehiclePatchRequest>;

export const VehicleRef = z.object({
  id: z.number().int(),
  number: z.string(),
  type: VehicleTypeSchema,
});
export const DriverRef = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
});

/**
 * The last position the driver's phone gave (when signing with an Action-location, or
 * from the driver view with consent): accuracy in metres and the time it was taken (ISO). All
 * null when no position was ever given; optional for responses of older servers.
 */
const positionFields = {
  current_pos_accuracy: z.number().nullable().optional(),
  current_pos_at: z.string().nullable().optional(),
};

/** POST /company/api/v1/my-position/ (a driver only): the position the driver view reports. */
export const MyPositionRequest = z.strictObject({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  accuracy: z.number().min(0).nullable().optional(),
});
export type MyPositionRequest = z.infer<typeof MyPositionRequest>;

/** The stored position, as my-position/ answers it. */
export const MyPositionResponse = z.object({
  latitude: z.number(),
  longitude: z.number(),
  accuracy: z.number().nullable(),
  at: z.string(),
});
export type MyPositionResponse = z.infer<typeof MyPositionResponse>;

export const Vehicle = z.object({
  id: z.number().int(),
  number: z.string(),
  type: VehicleTypeSchema,
  status: AvailabilitySchema,
  /** For a semitrailer or trailer: the vehicle it hangs on. */
  attached_vehicle: VehicleRef.nullable(),
  /** For a tractor unit, solo truck or van: the trailer hanging on it (the reverse link). */
  trailer: VehicleRef.nullable(),
  driver: DriverRef.nullable(),
  company: z.number().int(),
  current_pos_latitude: z.number().nullable(),
  current_pos_longitude: z.number().nullable(),
  ...positionFields,
});
export type Vehicle = z.infer<typeof Vehicle>;
export const VehicleListResponse = pagedResponse(Vehicle);

export const VehicleListQuery = z.object({
  page: z.coerce.number().int().positive().optional(),
  number: z.string().trim().max(20).optional(),
  search: z.string().trim().max(500).optional(),
  /** The search sends Available / Unavailable; both cases are read as the stored value. */
  status: z
    .enum(['Available', 'Unavailable', 'available', 'unavailable'])
    .transform((value): Availability =>
      value.toLowerCase() === 'available' ? 'available' : 'unavailable',
    )
    .optional(),
  type: z
    .enum(VEHICLE_SEARCH_TYPES.map((t) => t.value) as [VehicleSearchType, ...VehicleSearchType[]])
    .optional(),
});
export type VehicleListQuery = z.infer<typeof VehicleListQuery>;

export const Driver = z.object({
  id: z.number().int(),
  user: z.object({ first_name: z.string(), last_name: z.string(), phone: z.string().nullable() }),
  client: z.number().int().nullable(),
  vehicle: z
    .object({ id: z.number().int(), number: z.string(), attached_vehicle: VehicleRef.nullable() })
    .nullable(),
  is_available: AvailabilitySchema,
  current_pos_latitude: z.number().nullable(),
  current_pos_longitude: z.number().nullable(),
  ...positionFields,
});
export type Driver = z.infer<typeof Driver>;
export const DriverListResponse = pagedResponse(Driver);

export const DriverListQuery = z.object({
  page: z.coerce.number().int().positive().optional(),
  search: z.string().trim().max(500).optional(),
  vehicle_number: z.string().trim().max(20).optional(),
  vehicle_name: z.string().trim().max(20).optional(),
  has_no_vehicle: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type DriverListQuery = z.infer<typeof DriverListQuery>;

const trueQuery = () =>
  z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional();

/**
 * `company_vies` names the caller's company or one connected to it by an accepted invitation;
 * any other company gives empty results.
 */
const companyVies = () => z.string().trim().max(17).optional();

/** vehicle/not_trailer/ and vehicle/trailer/ autocompletes. */
export const VehicleAutocompleteQuery = z.object({
  page: z.coerce.number().int().positive().optional(),
  number: z.string().trim().max(20).optional(),
  company_vies: companyVies(),
  /** not_trailer: no trailer hangs on it; trailer: it hangs on no vehicle. */
  is_not_attached: trueQuery(),
});
export type VehicleAutocompleteQuery = z.infer<typeof VehicleAutocompleteQuery>;

/** driver/ autocomplete. */
export const DriverAutocompleteQuery = z.object({
  page: z.coerce.number().int().positive().optional(),
  search: z.string().trim().max(500).optional(),
  company_vies: companyVies(),
});
export type DriverAutocompleteQuery = z.infer<typeof DriverAutocompleteQuery>;
