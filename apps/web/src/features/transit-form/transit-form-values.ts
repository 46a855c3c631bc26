import {
  formatCoordinate,
  MAX_CARRIERS,
  newTransitDraft,
  type Carrier,
  type Cargo,
  type Receiver,
  type Transit,
  type TransitPlace,
} from '@transitdocs/domain';

/** A contractor picked in an autocomplete: what it shows, scopes and copies into a place. */
export type ClientOption = {
  id: number;
  name: string;
  vies: string | null;
  /** a company in the product: a carrier line's pickers offer its drivers and vehicles */
  is_online: boolean;
  address: string;
  zip_code: string;
  town: string;
  country: string;
};

/** A person, driver, vehicle or trailer picked in an autocomplete. */
export type RefOption = { id: number; label: string };

export type PlaceForm = {
  id: number | null;
  client: number | null;
  place: string;
  address: string;
  zip_code: string;
  town: string;
  country: string;
  additional_data: string;
  latitude: string;
  longitude: string;
};

export type CargoForm = {
  id: number | null;
  name: string;
  quantity: string;
  method_of_packaging: string;
  weight_gross_kg: string;
  capacity: string;
  marks: string;
  statistical_number: string;
  origin_country: string;
  destination_country: string;
};

export type ReceiverForm = {
  id: number | null;
  client: ClientOption | null;
  employee: RefOption | null;
  cargo: CargoForm[];
  destiny_places: PlaceForm[];
};

/** A carrier: driver, vehicle and semitrailer are either picked (option) or typed (text). */
export type CarrierForm = {
  id: number | null;
  client: ClientOption | null;
  employee: RefOption | null;
  driver: RefOption | null;
  driver_not_from_system: string;
  vehicle: RefOption | null;
  vehicle_not_from_system: string;
  semitrailer: RefOption | null;
  semitrailer_not_from_system: string;
  is_forwarder: boolean;
};

export type TransitFormValues = {
  loading_date: string;
  loading_time: string;
  unloading_date: string;
  unloading_time: string;
  sender_client: ClientOption | null;
  sender_employee: RefOption | null;
  sender_location: PlaceForm[];
  receivers: ReceiverForm[];
  carrier: CarrierForm[];
  sender_instruction: string;
  special_agreements: string;
};

export const MAX_PLACES = 20;
export const MAX_RECEIVERS = 20;
export const MAX_CARGO = 100;

export function emptyPlace(): PlaceForm {
  return {
    id: null,
    client: null,
    place: '',
    address: '',
    zip_code: '',
    town: '',
    country: '',
    additional_data: '',
    latitude: '',
    longitude: '',
  };
}

export function emptyCargo(): CargoForm {
  return {
    id: null,
    name: '',
    quantity: '',
    method_of_packaging: '',
    weight_gross_kg: '',
    capacity: '',
    marks: '',
    statistical_number: '',
    origin_country: '',
    destination_country: '',
  };
}

export function emptyReceiver(): ReceiverForm {
  return {
    id: null,
    client: null,
    employee: null,
    cargo: [emptyCargo()],
    destiny_places: [emptyPlace()],
  };
}

export function emptyCarrier(): CarrierForm {
  return {
    id: null,
    client: null,
    employee: null,
    driver: null,
    driver_not_from_system: '',
    vehicle: null,
    vehicle_not_from_system: '',
    semitrailer: null,
    semitrailer_not_from_system: '',
    is_forwarder: false,
  };
}

/** The new-transit defaults of the domain (1 receiver, 1 cargo line, 1 place, 2 carriers). */
export function newTransitFormValues(): TransitFormValues {
  const draft = newTransitDraft();
  return {
    loading_date: '',
    loading_time: '',
    unloading_date: '',
    unloading_time: '',
    sender_client: null,
    sender_employee: null,
    sender_location: draft.sender_location.map(() => emptyPlace()),
    receivers: draft.receivers.map((receiver) => ({
      ...emptyReceiver(),
      cargo: (receiver.cargo ?? []).map(() => emptyCargo()),
      destiny_places: (receiver.destiny_places ?? []).map(() => emptyPlace()),
    })),
    carrier: draft.carrier.map((carrier) => ({
      ...emptyCarrier(),
      is_forwarder: carrier.is_forwarder ?? false,
    })),
    sender_instruction: '',
    special_agreements: '',
  };
}

/** Lists never start empty: one blank row to type into (blank rows are dropped on save). */
function padded<T>(items: T[], minimum: number, blank: () => T): T[] {
  const result = [...items];
  while (result.length < minimum) result.push(blank());
  return result;
}

/** Keeps the form's own minimum rows (1 place, 1 receiver with 1 line and 1 place, 2 carriers). */
export function withDefaultRows(values: TransitFormValues): TransitFormValues {
  const defaults = newTransitDraft();
  return {
    ...values,
    sender_location: padded(values.sender_location, defaults.sender_location.length, emptyPlace),
    receivers: padded(values.receivers, defaults.receivers.length, emptyReceiver).map(
      (receiver) => ({
        ...receiver,
        cargo: padded(receiver.cargo, 1, emptyCargo),
        destiny_places: padded(receiver.destiny_places, 1, emptyPlace),
      }),
    ),
    carrier: padded(values.carrier, defaults.carrier.length, emptyCarrier).slice(0, MAX_CARRIERS),
  };
}

export function personLabel(person: { first_name: string; last_name: string }): string {
  return `${person.first_name} ${person.last_name}`.trim();
}

export function clientOptionOf(client: ClientOption): ClientOption {
  const { id, name, vies, is_online, address, zip_code, town, country } = client;
  return { id, name, vies, is_online, address, zip_code, town, country };
}

const numberText = (value: number | null) => (value === null ? '' : String(value));

function placeToForm(place: TransitPlace): PlaceForm {
  return {
    id: place.id,
    client: place.client,
    place: place.place,
    address: place.address,
    zip_code: place.zip_code,
    town: place.town,
    country: place.country,
    additional_data: place.additional_data,
    latitude: formatCoordinate(place.latitude, 'latitude'),
    longitude: formatCoordinate(place.longitude, 'longitude'),
  };
}

function cargoToForm(cargo: Cargo): CargoForm {
  return {
    id: cargo.id,
    name: cargo.name,
    quantity: numberText(cargo.quantity),
    method_of_packaging: cargo.other.method_of_packaging,
    weight_gross_kg: numberText(cargo.other.weight_gross_kg),
    capacity: numberText(cargo.other.capacity),
    marks: cargo.other.marks,
    statistical_number: cargo.other.statistical_number,
    origin_country: cargo.other.origin_country,
    destination_country: cargo.other.destination_country,
  };
}

const personOption = (
  person: { id: number; user: { first_name: string; last_name: string } } | null,
) => (person ? { id: person.id, label: personLabel(person.user) } : null);

const vehicleOption = (vehicle: { id: number; number: string } | null) =>
  vehicle ? { id: vehicle.id, label: vehicle.number } : null;

function receiverToForm(receiver: Receiver): ReceiverForm {
  return {
    id: receiver.id,
    client: clientOptionOf(receiver.client),
    employee: personOption(receiver.employee),
    cargo: receiver.cargo.map(cargoToForm),
    destiny_places: receiver.destiny_places.map(placeToForm),
  };
}

function carrierToForm(carrier: Carrier): CarrierForm {
  return {
    id: carrier.id,
    client: clientOptionOf(carrier.client),
    employee: personOption(carrier.employee),
    driver: personOption(carrier.driver),
    driver_not_from_system: carrier.driver_not_from_system ?? '',
    vehicle: vehicleOption(carrier.vehicle),
    vehicle_not_from_system: carrier.vehicle_not_from_system ?? '',
    semitrailer: vehicleOption(carrier.semitrailer),
    semitrailer_not_from_system: carrier.semitrailer_not_from_system ?? '',
    is_forwarder: carrier.is_forwarder,
  };
}

/** A loaded transit as form values (ids kept, so an edit updates rows instead of replacing). */
export function transitToForm(transit: Transit): TransitFormValues {
  return withDefaultRows({
    loading_date: transit.loading_date ?? '',
    loading_time: transit.loading_time ?? '',
    unloading_date: transit.unloading_date ?? '',
    unloading_time: transit.unloading_time ?? '',
    sender_client: transit.sender_client ? clientOptionOf(transit.sender_client) : null,
    sender_employee: personOption(transit.sender_employee),
    sender_location: transit.sender_location.map(placeToForm),
    receivers: transit.receivers.map(receiverToForm),
    carrier: transit.carrier.map(carrierToForm),
    sender_instruction: transit.sender_instruction,
    special_agreements: transit.special_agreements,
  });
}
