import { toNestErrors } from '@hookform/resolvers';
import {
  dropEmptyTransitParts,
  dropIncompleteTransitParts,
  isCompletePlace,
  isEmptyCargo,
  isEmptyPlace,
  TransitCreateRequest,
  type CargoInput,
  type CarrierInput,
  type ReceiverInput,
  type TransitCreateInput,
  type TransitPlaceInput,
} from '@transitdocs/domain';
import type { FieldError, Resolver } from 'react-hook-form';
import type {
  CargoForm,
  CarrierForm,
  PlaceForm,
  ReceiverForm,
  TransitFormValues,
} from './transit-form-values.ts';

/** Which sections a save sends: all, or only the carriers (a transit with signed documents). */
export type PayloadSections = 'all' | 'carriers';

/**
 * Where each row of the sent payload came from in the form: the drop rules leave rows out, and
 * the errors of the schema and of the server index the lists as they were sent.
 */
export type PayloadIndexes = {
  sender_location: number[];
  receivers: number[];
  /** By form receiver index. */
  cargo: number[][];
  destiny_places: number[][];
  carrier: number[];
};

const withId = (id: number | null) => (id === null ? {} : { id });

/** Typed numbers: a comma counts as the decimal point; empty is null; other text is NaN. */
export function toNumber(value: string): number | null {
  const text = value.trim().replace(',', '.');
  if (text === '') return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : Number.NaN;
}

function toCoordinate(value: string): string | null {
  const text = value.trim().replace(',', '.');
  return text === '' ? null : text;
}

const nullIfEmpty = (value: string) => (value.trim() === '' ? null : value);

function placeInput(place: PlaceForm): TransitPlaceInput {
  return {
    ...withId(place.id),
    place: place.place,
    address: place.address,
    zip_code: place.zip_code,
    town: place.town,
    country: place.country,
    additional_data: place.additional_data,
    client: place.client,
    latitude: toCoordinate(place.latitude),
    longitude: toCoordinate(place.longitude),
  };
}

function cargoInput(cargo: CargoForm): CargoInput {
  return {
    ...withId(cargo.id),
    name: cargo.name,
    quantity: toNumber(cargo.quantity),
    other: {
      capacity: toNumber(cargo.capacity),
      method_of_packaging: cargo.method_of_packaging,
      weight_gross_kg: toNumber(cargo.weight_gross_kg),
      origin_country: cargo.origin_country,
      destination_country: cargo.destination_country,
      statistical_number: cargo.statistical_number,
      marks: cargo.marks,
    },
  };
}

function receiverInput(receiver: ReceiverForm): ReceiverInput {
  return {
    ...withId(receiver.id),
    client: receiver.client?.id ?? null,
    employee: receiver.employee?.id ?? null,
    cargo: receiver.cargo.map(cargoInput),
    destiny_places: receiver.destiny_places.map(placeInput),
  };
}

/** A carrier as the API takes it (also what the domain's auto-fill helpers read). */
export function carrierInput(carrier: CarrierForm): CarrierInput {
  return {
    ...withId(carrier.id),
    client: carrier.client?.id ?? null,
    employee: carrier.employee?.id ?? null,
    driver: carrier.driver?.id ?? null,
    driver_not_from_system: carrier.driver ? null : nullIfEmpty(carrier.driver_not_from_system),
    is_forwarder: carrier.is_forwarder,
    vehicle: carrier.vehicle?.id ?? null,
    vehicle_not_from_system: carrier.vehicle ? null : nullIfEmpty(carrier.vehicle_not_from_system),
    semitrailer: carrier.semitrailer?.id ?? null,
    semitrailer_not_from_system: carrier.semitrailer
      ? null
      : nullIfEmpty(carrier.semitrailer_not_from_system),
  };
}

function keptIndexes<T>(items: readonly T[], isKept: (item: T) => boolean): number[] {
  return items.flatMap((item, index) => (isKept(item) ? [index] : []));
}

/**
 * Which drop rule a save applies: `empty` leaves out rows with nothing typed (every save);
 * `incomplete` also what spec 1 §4 drops on submit, once the user confirmed the form's notice.
 */
export type DropRule = 'empty' | 'incomplete';

const DROP = { empty: dropEmptyTransitParts, incomplete: dropIncompleteTransitParts } as const;

const isKeptReceiver = (rule: DropRule) => (receiver: ReceiverInput) =>
  DROP[rule]({ receivers: [receiver] }).receivers.length === 1;
const isKeptCarrier = (rule: DropRule) => (carrier: CarrierInput) =>
  DROP[rule]({ carrier: [carrier] }).carrier.length === 1;
const isKeptPlace = (rule: DropRule) => (place: TransitPlaceInput) =>
  rule === 'incomplete' ? isCompletePlace(place) : !isEmptyPlace(place);

/**
 * The POST/PATCH body of spec 1 §7 after the drop rule, and where each of its rows came from.
 */
export function buildPayload(
  values: TransitFormValues,
  sections: PayloadSections = 'all',
  rule: DropRule = 'empty',
): { payload: TransitCreateInput; indexes: PayloadIndexes } {
  const carriers = values.carrier.map(carrierInput);
  const receivers = values.receivers.map(receiverInput);
  const senderPlaces = values.sender_location.map(placeInput);
  const drop = DROP[rule];
  const indexes: PayloadIndexes = {
    sender_location: keptIndexes(senderPlaces, isKeptPlace(rule)),
    receivers: keptIndexes(receivers, isKeptReceiver(rule)),
    cargo: receivers.map((receiver) =>
      keptIndexes(receiver.cargo ?? [], (cargo) => !isEmptyCargo(cargo)),
    ),
    destiny_places: receivers.map((receiver) =>
      keptIndexes(receiver.destiny_places ?? [], isKeptPlace(rule)),
    ),
    carrier: keptIndexes(carriers, isKeptCarrier(rule)),
  };
  if (sections === 'carriers') {
    return { payload: { carrier: drop({ carrier: carriers }).carrier }, indexes };
  }
  const payload = drop({
    loading_date: nullIfEmpty(values.loading_date),
    loading_time: nullIfEmpty(values.loading_time),
    unloading_date: nullIfEmpty(values.unloading_date),
    unloading_time: nullIfEmpty(values.unloading_time),
    sender_client: values.sender_client?.id ?? null,
    sender_employee: values.sender_employee?.id ?? null,
    sender_location: senderPlaces,
    receivers,
    carrier: carriers,
    sender_instruction: values.sender_instruction,
    special_agreements: values.special_agreements,
  });
  return { payload, indexes };
}

/** Cargo details travel in `other`; the form keeps them flat on the cargo line. */
const CARGO_OTHER = 'other';

/**
 * A payload path (`receivers.1.cargo.0.other.weight_gross_kg`) as the form field it belongs to
 * (`receivers.2.cargo.0.weight_gross_kg` when the first receiver was empty and dropped).
 */
export function toFormPath(path: readonly PropertyKey[], indexes: PayloadIndexes): string {
  const parts = path.map((part) => (typeof part === 'symbol' ? String(part) : part));
  const [head, first, ...rest] = parts;
  if (typeof first !== 'number') return parts.join('.');
  if (head === 'sender_location' || head === 'carrier') {
    return [head, indexes[head].at(first) ?? first, ...rest].join('.');
  }
  if (head !== 'receivers') return parts.join('.');
  const receiver = indexes.receivers.at(first) ?? first;
  const [list, row, ...tail] = rest;
  if ((list === 'cargo' || list === 'destiny_places') && typeof row === 'number') {
    const formRow = indexes[list].at(receiver)?.at(row) ?? row;
    const field = tail[0] === CARGO_OTHER ? tail.slice(1) : tail;
    return ['receivers', receiver, list, formRow, ...field].join('.');
  }
  return ['receivers', receiver, ...rest].join('.');
}

/** `a.0.b` (the server's flattened keys) as a path with numbers for list indexes. */
export function splitPath(key: string): (string | number)[] {
  return key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** Number fields that hold text the schema cannot read say so, not "wrong type". */
function messageOf(message: string): string {
  return message === 'invalid_type' ? 'invalid_format' : message;
}

/**
 * Validates what would be sent, with the domain's `TransitCreateRequest`, after the drop rules;
 * each message goes to the form field its row came from.
 */
export function transitFormResolver(sections: PayloadSections): Resolver<TransitFormValues> {
  return (values, _context, options) => {
    const { payload, indexes } = buildPayload(values, sections);
    const parsed = TransitCreateRequest.safeParse(payload);
    if (parsed.success) return { values, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) {
      const path = toFormPath(issue.path, indexes);
      flat[path] ??= { type: issue.code, message: messageOf(issue.message) };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}
