import { MAX_CARRIERS, type Transit } from '@transitdocs/domain';
import {
  MAX_CARGO,
  MAX_PLACES,
  MAX_RECEIVERS,
  personLabel,
  transitToForm,
  withDefaultRows,
  type CarrierForm,
  type CargoForm,
  type ClientOption,
  type PlaceForm,
  type ReceiverForm,
  type RefOption,
  type TransitFormValues,
} from './transit-form-values.ts';
import { TRANSIT_ADD_PATH } from './transit-form-paths.ts';

/**
 * Reading a JSON form state that came from outside (the `initialValues` query parameter or a
 * saved draft): anything of the wrong shape becomes an empty field, and every id of the transit
 * and its rows is left out, so saving creates a new transit.
 */
type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown, max = 500): string {
  if (typeof value === 'string') return value.slice(0, max);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

function positiveId(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

function list(value: unknown, max: number): Json[] {
  return Array.isArray(value) ? value.filter(isObject).slice(0, max) : [];
}

function readClient(value: unknown): ClientOption | null {
  if (!isObject(value)) return null;
  const id = positiveId(value.id);
  const name = text(value.name) || text(value.label);
  if (id === null || name === '') return null;
  return {
    id,
    name,
    vies: typeof value.vies === 'string' ? value.vies : null,
    is_online: value.is_online === true,
    address: text(value.address),
    zip_code: text(value.zip_code),
    town: text(value.town),
    country: text(value.country),
  };
}

/** `{id, label}`, a person `{id, user: {first_name, last_name}}` or a vehicle `{id, number}`. */
function readRef(value: unknown): RefOption | null {
  if (!isObject(value)) return null;
  const id = positiveId(value.id);
  const user = isObject(value.user) ? value.user : value;
  const label =
    text(value.label) ||
    text(value.number) ||
    personLabel({ first_name: text(user.first_name), last_name: text(user.last_name) });
  return id === null || label === '' ? null : { id, label };
}

function readPlace(value: Json): PlaceForm {
  return {
    id: null,
    client: positiveId(value.client),
    place: text(value.place),
    address: text(value.address),
    zip_code: text(value.zip_code, 10),
    town: text(value.town),
    country: text(value.country, 3),
    additional_data: text(value.additional_data),
    latitude: text(value.latitude, 20),
    longitude: text(value.longitude, 20),
  };
}

function readCargo(value: Json): CargoForm {
  // A transit keeps the details in `other`; the form state has them flat.
  const other = isObject(value.other) ? value.other : value;
  return {
    id: null,
    name: text(value.name),
    quantity: text(value.quantity, 20),
    method_of_packaging: text(other.method_of_packaging),
    weight_gross_kg: text(other.weight_gross_kg, 20),
    capacity: text(other.capacity, 20),
    marks: text(other.marks),
    statistical_number: text(other.statistical_number),
    origin_country: text(other.origin_country, 3),
    destination_country: text(other.destination_country, 3),
  };
}

function readReceiver(value: Json): ReceiverForm {
  return {
    id: null,
    client: readClient(value.client),
    employee: readRef(value.employee),
    cargo: list(value.cargo, MAX_CARGO).map(readCargo),
    destiny_places: list(value.destiny_places, MAX_PLACES).map(readPlace),
  };
}

function readCarrier(value: Json): CarrierForm {
  return {
    id: null,
    client: readClient(value.client),
    employee: readRef(value.employee),
    driver: readRef(value.driver),
    driver_not_from_system: text(value.driver_not_from_system),
    vehicle: readRef(value.vehicle),
    vehicle_not_from_system: text(value.vehicle_not_from_system, 20),
    semitrailer: readRef(value.semitrailer),
    semitrailer_not_from_system: text(value.semitrailer_not_from_system, 20),
    is_forwarder: value.is_forwarder === true,
  };
}

/** A form state from JSON (form values or a transit as the API gives it), without ids. */
export function readFormState(value: unknown): TransitFormValues | null {
  if (!isObject(value)) return null;
  return withDefaultRows({
    loading_date: text(value.loading_date, 10),
    loading_time: text(value.loading_time, 5),
    unloading_date: text(value.unloading_date, 10),
    unloading_time: text(value.unloading_time, 5),
    sender_client: readClient(value.sender_client),
    sender_employee: readRef(value.sender_employee),
    sender_location: list(value.sender_location, MAX_PLACES).map(readPlace),
    receivers: list(value.receivers, MAX_RECEIVERS).map(readReceiver),
    carrier: list(value.carrier, MAX_CARRIERS).map(readCarrier),
    sender_instruction: text(value.sender_instruction),
    special_agreements: text(value.special_agreements),
  });
}

/** The `initialValues` query parameter: JSON of a form state; null when absent or unreadable. */
export function parseInitialValues(raw: string | null): TransitFormValues | null {
  if (!raw) return null;
  try {
    return readFormState(JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

/** Form values without the ids of the transit's rows: what a duplicate starts from. */
export function withoutIds(values: TransitFormValues): TransitFormValues {
  return readFormState(values) ?? values;
}

/**
 * `/documents/transitAdd?initialValues=...`: the add form filled with a copy of `transit`
 * (the transit page's Duplicate action).
 */
export function duplicateTransitPath(transit: Transit): string {
  const values = withoutIds(transitToForm(transit));
  const query = new URLSearchParams({ initialValues: JSON.stringify(values) }).toString();
  return `${TRANSIT_ADD_PATH}?${query}`;
}
