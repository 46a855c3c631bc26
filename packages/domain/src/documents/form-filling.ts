import type { DocCarrier, DocClient, DocDriver, DocPerson, DocPlace, DocVehicle } from './parts.ts';

/**
 * Form-filling behaviours of the document editors (spec 2 §4), on `document_data` shapes. The
 * editor calls them when a picker's choice is made; they never touch what the rule does not name.
 */

/** A receiver of any document type: only the parts the rules read or write. */
type ReceiverParts = {
  client?: DocClient | null;
  employee?: DocPerson | null;
  destinyPlaces?: DocPlace[];
};

/** A company person as a picker finds it, with the contractor it belongs to (if any). */
export type PersonChoice = { employee: DocPerson; client?: DocClient | null };

/** A driver as a picker finds it: his contractor and the vehicle and trailer he drives. */
export type DriverChoice = {
  driver: Exclude<DocDriver, string>;
  client?: DocClient | null;
  vehicle?: Exclude<DocVehicle, string> | null;
  semitrailer?: Exclude<DocVehicle, string> | null;
};

/** A vehicle or trailer as a picker finds it, with what is attached to it and its driver. */
export type VehicleChoice = {
  vehicle: Exclude<DocVehicle, string>;
  attached?: Exclude<DocVehicle, string> | null;
  driver?: Exclude<DocDriver, string> | null;
};

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Choosing a carrier's contractor clears that carrier's person, driver, vehicle and trailer. */
export function chooseDocumentCarrierClient(
  carrier: DocCarrier,
  client: DocClient | null,
): DocCarrier {
  return {
    ...carrier,
    client,
    employee: null,
    driver: null,
    driver_not_from_system: null,
    vehicle: null,
    semitrailer: null,
  };
}

/** Choosing a person fills the contractor when the party has none (any party with both). */
export function chooseDocumentPerson<
  T extends { client?: DocClient | null; employee?: DocPerson | null },
>(party: T, person: PersonChoice | null): T {
  if (!person) return { ...party, employee: null };
  return {
    ...party,
    employee: person.employee,
    client: isEmpty(party.client?.name) ? (person.client ?? party.client ?? null) : party.client,
  };
}

/** Choosing a driver fills the contractor, vehicle and trailer where they are empty. */
export function chooseDocumentDriver(carrier: DocCarrier, choice: DriverChoice | null): DocCarrier {
  if (!choice) return { ...carrier, driver: null, driver_not_from_system: null };
  const keep = <V>(current: V | null | undefined, offered: V | null | undefined) =>
    isEmpty(current) ||
    (typeof current === 'object' && isEmpty((current as { number?: unknown }).number))
      ? (offered ?? current ?? null)
      : current;
  return {
    ...carrier,
    driver: choice.driver,
    driver_not_from_system: false,
    client: isEmpty(carrier.client?.name)
      ? (choice.client ?? carrier.client ?? null)
      : carrier.client,
    vehicle: keep(carrier.vehicle, choice.vehicle),
    semitrailer: keep(carrier.semitrailer, choice.semitrailer),
  };
}

/** Choosing a vehicle fills its attached trailer and its driver (the carrier's stay otherwise). */
export function chooseDocumentVehicle(
  carrier: DocCarrier,
  choice: VehicleChoice | null,
): DocCarrier {
  if (!choice) return { ...carrier, vehicle: null };
  return {
    ...carrier,
    vehicle: choice.vehicle,
    semitrailer: choice.attached ?? carrier.semitrailer ?? null,
    ...(choice.driver ? { driver: choice.driver, driver_not_from_system: false } : {}),
  };
}

/** Choosing a trailer fills the vehicle it is attached to and that vehicle's driver. */
export function chooseDocumentSemitrailer(
  carrier: DocCarrier,
  choice: VehicleChoice | null,
): DocCarrier {
  if (!choice) return { ...carrier, semitrailer: null };
  return {
    ...carrier,
    semitrailer: choice.vehicle,
    vehicle: choice.attached ?? carrier.vehicle ?? null,
    ...(choice.driver ? { driver: choice.driver, driver_not_from_system: false } : {}),
  };
}

/**
 * Choosing a receiver's contractor clears the person and copies the contractor's address into
 * the first unloading place (made when there is none; its other fields stay).
 */
export function chooseDocumentReceiverClient<T extends ReceiverParts>(
  receiver: T,
  client: DocClient | null,
): T & ReceiverParts {
  const next: T & ReceiverParts = { ...receiver, client, employee: null };
  if (!client) return next;
  const [first, ...rest] = receiver.destinyPlaces ?? [];
  const place: DocPlace = {
    ...first,
    address: client.address ?? null,
    postCode: client.postCode ?? null,
    city: client.city ?? null,
    country: client.country ?? null,
    ...(client.id ? { client: client.id } : {}),
  };
  return { ...next, destinyPlaces: [place, ...rest] };
}
