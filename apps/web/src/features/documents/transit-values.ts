import {
  formatCoordinate,
  type Carrier,
  type Transit,
  type TransitPlace,
} from '@transitdocs/domain';

/** Every column of the table view, in the order of spec 1 §2. */
export const TRANSIT_COLUMNS = [
  'status',
  'type',
  'transit_number',
  'sender',
  'sender_employee',
  'loading_place',
  'loading_additional_data',
  'loading_coordinates',
  'loading_date',
  'loading_time',
  'receiver',
  'receiver_employee',
  'unloading_place',
  'unloading_additional_data',
  'unloading_coordinates',
  'unloading_date',
  'unloading_time',
  'cargo_marks',
  'cargo_name',
  'cargo_quantity',
  'cargo_packaging',
  'cargo_statistical_number',
  'cargo_weight',
  'cargo_volume',
  'origin_country',
  'destination_country',
  'carrier',
  'carrier_employee',
  'carrier_driver',
  'vehicle_number',
  'semitrailer_number',
  'forwarder_carrier',
  'forwarder_employee',
  'sender_instruction',
  'special_agreements',
] as const;
export type TransitColumnKey = (typeof TRANSIT_COLUMNS)[number];

type Person = { user: { first_name: string; last_name: string } } | null;

function personName(person: Person): string {
  return person ? `${person.user.first_name} ${person.user.last_name}`.trim() : '';
}

function placeText(place: TransitPlace): string {
  const town = `${place.zip_code} ${place.town}`.trim();
  return [place.place, place.address, town, place.country].filter((part) => part !== '').join(', ');
}

function coordinates(place: TransitPlace): string {
  return place.latitude !== null && place.longitude !== null
    ? `${formatCoordinate(place.latitude, 'latitude')}, ${formatCoordinate(place.longitude, 'longitude')}`
    : '';
}

function numberText(value: number | null): string {
  return value === null ? '' : String(value);
}

/** Distinct non-empty values: two cargo lines from PL are one origin country, not "many". */
function distinct(values: readonly string[]): string[] {
  return [...new Set(values.map((value) => value.trim()).filter((value) => value !== ''))];
}

const unloadingPlaces = (transit: Transit) =>
  transit.receivers.flatMap((receiver) => receiver.destiny_places);
const cargo = (transit: Transit) => transit.receivers.flatMap((receiver) => receiver.cargo);
const carriers = (transit: Transit) => transit.carrier.filter((carrier) => !carrier.is_forwarder);
const forwarders = (transit: Transit) => transit.carrier.filter((carrier) => carrier.is_forwarder);

function driverName(carrier: Carrier): string {
  return personName(carrier.driver) || (carrier.driver_not_from_system ?? '');
}

const EXTRACTORS: Record<TransitColumnKey, (transit: Transit) => string[]> = {
  status: (t) => [t.status],
  type: (t) => [t.type],
  transit_number: (t) => [t.transit_number],
  sender: (t) => [t.sender_client?.name ?? ''],
  sender_employee: (t) => [personName(t.sender_employee)],
  loading_place: (t) => t.sender_location.map(placeText),
  loading_additional_data: (t) => t.sender_location.map((place) => place.additional_data),
  loading_coordinates: (t) => t.sender_location.map(coordinates),
  loading_date: (t) => [t.loading_date ?? ''],
  loading_time: (t) => [t.loading_time ?? ''],
  receiver: (t) => t.receivers.map((receiver) => receiver.client.name),
  receiver_employee: (t) => t.receivers.map((receiver) => personName(receiver.employee)),
  unloading_place: (t) => unloadingPlaces(t).map(placeText),
  unloading_additional_data: (t) => unloadingPlaces(t).map((place) => place.additional_data),
  unloading_coordinates: (t) => unloadingPlaces(t).map(coordinates),
  unloading_date: (t) => [t.unloading_date ?? ''],
  unloading_time: (t) => [t.unloading_time ?? ''],
  cargo_marks: (t) => cargo(t).map((line) => line.other.marks),
  cargo_name: (t) => cargo(t).map((line) => line.name),
  cargo_quantity: (t) => cargo(t).map((line) => numberText(line.quantity)),
  cargo_packaging: (t) => cargo(t).map((line) => line.other.method_of_packaging),
  cargo_statistical_number: (t) => cargo(t).map((line) => line.other.statistical_number),
  cargo_weight: (t) => cargo(t).map((line) => numberText(line.other.weight_gross_kg)),
  cargo_volume: (t) => cargo(t).map((line) => numberText(line.other.capacity)),
  origin_country: (t) => cargo(t).map((line) => line.other.origin_country),
  destination_country: (t) => cargo(t).map((line) => line.other.destination_country),
  carrier: (t) => carriers(t).map((carrier) => carrier.client.name),
  carrier_employee: (t) => carriers(t).map((carrier) => personName(carrier.employee)),
  carrier_driver: (t) => t.carrier.map(driverName),
  vehicle_number: (t) =>
    t.carrier.map((carrier) => carrier.vehicle?.number ?? carrier.vehicle_not_from_system ?? ''),
  semitrailer_number: (t) =>
    t.carrier.map(
      (carrier) => carrier.semitrailer?.number ?? carrier.semitrailer_not_from_system ?? '',
    ),
  forwarder_carrier: (t) => forwarders(t).map((carrier) => carrier.client.name),
  forwarder_employee: (t) => forwarders(t).map((carrier) => personName(carrier.employee)),
  sender_instruction: (t) => [t.sender_instruction],
  special_agreements: (t) => [t.special_agreements],
};

/** What a cell of `column` holds for `transit`: none, one, or several (shown as "many"). */
export function transitCellValues(transit: Transit, column: TransitColumnKey): string[] {
  return distinct(EXTRACTORS[column](transit));
}
