import type { GeneratedDocumentCode } from '../enums.ts';

export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some(isFilled);
  if (typeof value === 'object') return Object.values(value).some(isFilled);
  return true;
}

type Row = Record<string, unknown>;

function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A cargo line or place with nothing filled but its id or contractor link. */
export function isEmptyRow(row: Row): boolean {
  const { id: _id, client: _client, ...fields } = row;
  return !isFilled(fields);
}

/** Keeps a list that is not a list of objects as it is: validation reports it. */
function keepFilled(list: unknown): unknown {
  if (!Array.isArray(list) || !list.every(isRow)) return list;
  return list.filter((row) => !isEmptyRow(row));
}

/**
 * The drop rules of spec 2 §4 on a body not yet validated: empty cargo lines and empty places
 * go; on a CMR carriers without a contractor go too (unless they name a driver, vehicle or
 * person: those are reported, not silently lost). Anything of the wrong shape stays for the
 * schema to report.
 */
export function dropEmptyDocumentPartsOf(code: GeneratedDocumentCode, value: unknown): unknown {
  if (!isRow(value)) return value;
  const cleaned: Row = { ...value };
  if ('loading' in value) cleaned.loading = keepFilled(value.loading);
  if (Array.isArray(value.receivers)) {
    cleaned.receivers = value.receivers.map((receiver: unknown) => {
      if (!isRow(receiver)) return receiver;
      const next: Row = { ...receiver };
      if ('cargo' in receiver) next.cargo = keepFilled(receiver.cargo);
      if ('destinyPlaces' in receiver) next.destinyPlaces = keepFilled(receiver.destinyPlaces);
      return next;
    });
  }
  if (code === 'CMR' && Array.isArray(value.carriers)) {
    // A carrier naming a driver or vehicle without a contractor stays, for the schema to report.
    cleaned.carriers = value.carriers.filter((carrier: unknown) => {
      if (!isRow(carrier)) return true;
      const { client, isForwarder: _forwarder, driver_not_from_system: _typed, ...rest } = carrier;
      return isFilled(client) || isFilled(rest);
    });
  }
  return cleaned;
}

/** The same drop rules on typed data (the web calls it before showing the preview). */
export function dropEmptyDocumentParts<T extends object>(code: GeneratedDocumentCode, data: T): T {
  return dropEmptyDocumentPartsOf(code, data) as T;
}
