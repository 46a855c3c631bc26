import type { TransitStatus } from '../enums.ts';
import type { CarrierInput, ReceiverInput } from '../schemas/transits.ts';
import { MAX_CARRIERS } from '../constants.ts';

export function canAddCarrier(carrierCount: number): boolean {
  return carrierCount < MAX_CARRIERS;
}

/**
 * Whom the driver deals with now (spec 1 §4): the sender until it has signed the main document,
 * then the first receiver that has not signed yet, or the last receiver once all have.
 */
export type DriverParty =
  { kind: 'sender' } | { kind: 'receiver'; index: number } | { kind: 'none' };

export function currentDriverParty(
  receiverIds: number[],
  mainDocumentSignatures: { signed_by_type: string; receiver_id: number | null }[],
): DriverParty {
  const senderSigned = mainDocumentSignatures.some((s) => s.signed_by_type === 'sender');
  if (!senderSigned) return { kind: 'sender' };
  if (receiverIds.length === 0) return { kind: 'none' };
  const signed = new Set(
    mainDocumentSignatures.filter((s) => s.signed_by_type === 'receiver').map((s) => s.receiver_id),
  );
  const waiting = receiverIds.findIndex((id) => !signed.has(id));
  return { kind: 'receiver', index: waiting >= 0 ? waiting : receiverIds.length - 1 };
}

/** New transit form: 1 receiver with 1 cargo line and 1 place, 2 carrier slots (main first). */
export function newTransitDraft(): {
  sender_location: object[];
  receivers: ReceiverInput[];
  carrier: CarrierInput[];
} {
  return {
    sender_location: [{}],
    receivers: [{ cargo: [{}], destiny_places: [{}] }],
    carrier: [{ is_forwarder: false }, { is_forwarder: false }],
  };
}

type VehicleChoice = {
  id: number;
  driver?: { id: number } | null;
  attached_vehicle?: { id: number } | null;
};
type DriverChoice = { id: number; client?: number | null; vehicle?: VehicleChoice | null };

/** Choosing a driver fills vehicle, trailer and contractor where they are empty. */
export function chooseCarrierDriver(
  carrier: CarrierInput,
  driver: DriverChoice | null,
): CarrierInput {
  if (!driver) return { ...carrier, driver: null };
  return {
    ...carrier,
    driver: driver.id,
    driver_not_from_system: null,
    client: carrier.client ?? driver.client ?? null,
    vehicle: carrier.vehicle ?? driver.vehicle?.id ?? null,
    semitrailer: carrier.semitrailer ?? driver.vehicle?.attached_vehicle?.id ?? null,
  };
}

/** Choosing a vehicle fills its driver and its attached trailer. */
export function chooseCarrierVehicle(
  carrier: CarrierInput,
  vehicle: VehicleChoice | null,
): CarrierInput {
  if (!vehicle) return { ...carrier, vehicle: null };
  return {
    ...carrier,
    vehicle: vehicle.id,
    vehicle_not_from_system: null,
    driver: vehicle.driver?.id ?? carrier.driver ?? null,
    semitrailer: vehicle.attached_vehicle?.id ?? carrier.semitrailer ?? null,
  };
}

/** A carrier's contractor change clears everything that belonged to the old contractor. */
export function changeCarrierClient(carrier: CarrierInput, client: number | null): CarrierInput {
  return {
    ...carrier,
    client,
    employee: null,
    driver: null,
    driver_not_from_system: null,
    vehicle: null,
    vehicle_not_from_system: null,
    semitrailer: null,
    semitrailer_not_from_system: null,
  };
}

export function changeReceiverClient(
  receiver: ReceiverInput,
  client: number | null,
): ReceiverInput {
  return { ...receiver, client, employee: null };
}

/** Human transit numbers are per company and per year: 2026/000042. */
export function formatTransitNumber(year: number, sequence: number): string {
  return `${year}/${String(sequence).padStart(6, '0')}`;
}

/** The calendar date (yyyy-MM-dd) in Poland at `at`: the day a Polish user calls "today". */
export function polishDate(at: Date = new Date()): string {
  // Poland's midnight and its clock changes fall on whole UTC minutes, so the date is the same
  // all minute long: asked on every request, it is formatted once a minute.
  const minute = Math.floor(at.getTime() / 60_000);
  if (minute === lastPolishDate.minute) return lastPolishDate.date;
  polishDateFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Warsaw',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const date = polishDateFormat.format(at);
  lastPolishDate = { minute, date };
  return date;
}
/** Built once: constructing a formatter costs far more than formatting. */
let polishDateFormat: Intl.DateTimeFormat | undefined;
let lastPolishDate = { minute: Number.NaN, date: '' };

/**
 * The status a transit shows (spec 1 §4), from what is stored: `stored_status` is `finished` once
 * finished and `running` once something was signed (the server writes it with
 * `has_signed_documents`, so either one says "signed"), else `pending`. An open transit is
 * `running` once something is signed or its loading date has come (Polish date), else `pending`.
 */
export function transitStatusOf(
  transit: { stored_status: string; has_signed_documents: boolean; loading_date: string | null },
  today: string,
): TransitStatus {
  if (transit.stored_status === 'finished') return 'finished';
  if (transit.stored_status === 'running' || transit.has_signed_documents) return 'running';
  if (transit.loading_date !== null && transit.loading_date <= today) return 'running';
  return 'pending';
}
