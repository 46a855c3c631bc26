import {
  attachesToVehicle,
  requiredText,
  VEHICLE_TYPES,
  z,
  type Vehicle,
  type VehicleRequest,
  type VehicleType,
} from '@transitdocs/domain';

/** A vehicle or driver picked in the related field: its id and what the field shows. */
export type RelatedOption = { id: number; label: string };

/** The add/edit vehicle form (spec 3 §5: number and type are required). */
export const VehicleForm = z.object({
  number: requiredText(20),
  // '' is the "choose a type" option: the form starts there and it counts as missing.
  type: z
    .union([z.enum(VEHICLE_TYPES), z.literal('')])
    .refine((value) => value !== '', { message: 'field_required' }),
  related: z.object({ id: z.number().int(), label: z.string() }).nullable(),
});
export type VehicleFormValues = {
  number: string;
  type: VehicleType | '';
  related: RelatedOption | null;
};

export const EMPTY_VEHICLE_FORM: VehicleFormValues = { number: '', type: '', related: null };

/** Which kind of related field a type takes; none until a type is chosen. */
export function relatedKind(type: VehicleType | ''): 'vehicle' | 'driver' | null {
  if (type === '') return null;
  return attachesToVehicle(type) ? 'vehicle' : 'driver';
}

export function driverLabel(person: { first_name: string; last_name: string }): string {
  return `${person.first_name} ${person.last_name}`.trim();
}

/** The form's values as the API takes them: the related id goes to `driver` or `attached_vehicle`. */
export function vehicleFormToRequest(values: VehicleFormValues): VehicleRequest {
  if (values.type === '') throw new Error('A vehicle type is required');
  const kind = relatedKind(values.type);
  const relatedId = values.related?.id ?? null;
  return {
    number: values.number.trim().toUpperCase(),
    type: values.type,
    driver: kind === 'driver' ? relatedId : null,
    attached_vehicle: kind === 'vehicle' ? relatedId : null,
  };
}

/** A loaded vehicle as form values for the edit dialog. */
export function vehicleToForm(vehicle: Vehicle): VehicleFormValues {
  const related = attachesToVehicle(vehicle.type)
    ? vehicle.attached_vehicle && {
        id: vehicle.attached_vehicle.id,
        label: vehicle.attached_vehicle.number,
      }
    : vehicle.driver && { id: vehicle.driver.id, label: driverLabel(vehicle.driver) };
  return { number: vehicle.number, type: vehicle.type, related };
}
