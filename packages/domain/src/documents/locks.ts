import type { FieldErrors } from '../errors.ts';
import type { DocumentLocks, PartyCargoField } from './rules.ts';
import { PARTY_CARGO_FIELDS } from './rules.ts';

type Loose = Record<string, unknown>;
type Path = (string | number)[];

const SECTION_KEYS = {
  sender: ['sender', 'senderEmployee'],
  loading: ['loading'],
  receivers: ['receivers'],
} as const;
const NON_DETAIL_KEYS = new Set(['sender', 'senderEmployee', 'loading', 'receivers', 'carriers']);

function row(value: unknown): Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Loose)
    : {};
}

function rows(value: unknown): Loose[] {
  return Array.isArray(value) ? value.map(row) : [];
}

/** Equality of JSON values where a missing value, null and '' all mean empty. */
function same(a: unknown, b: unknown): boolean {
  const empty = (v: unknown) => v === undefined || v === null || v === '';
  if (empty(a) && empty(b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    const left = Array.isArray(a) ? a : [];
    const right = Array.isArray(b) ? b : [];
    return left.length === right.length && left.every((item, i) => same(item, right[i]));
  }
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    const left = a as Loose;
    const right = b as Loose;
    const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
    return [...keys].every((key) => same(left[key], right[key]));
  }
  return a === b;
}

/** Receivers without the party fields that stay editable, for comparing the locked rest. */
function withoutFields(receivers: unknown, fields: readonly PartyCargoField[]): unknown {
  return rows(receivers).map((receiver) => ({
    ...receiver,
    cargo: rows(receiver.cargo).map((line) => {
      const copy = { ...line };
      for (const field of fields) Reflect.deleteProperty(copy, field);
      return copy;
    }),
  }));
}

/**
 * Where `after` changes what `locks` protects in `before` (spec 2 §4): one path per changed
 * part, for the field-keyed `document_section_locked` error. Empty when the edit is allowed.
 */
export function lockedChanges(before: unknown, after: unknown, locks: DocumentLocks): Path[] {
  const old = row(before);
  const next = row(after);
  const changes: Path[] = [];
  const check = (key: string, path: Path = [key]) => {
    if (!same(old[key], next[key])) changes.push(path);
  };
  const locked = new Set(locks.sections);
  if (locked.has('sender')) for (const key of SECTION_KEYS.sender) check(key);
  if (locked.has('loading')) check('loading');
  if (locked.has('receivers')) {
    const editable = PARTY_CARGO_FIELDS.filter((field) => !locks.cargoFields.includes(field));
    if (!same(withoutFields(old.receivers, editable), withoutFields(next.receivers, editable))) {
      changes.push(['receivers']);
    }
  }
  const oldCarriers = rows(old.carriers);
  const newCarriers = rows(next.carriers);
  if (locked.has('carriers')) {
    if (!same(old.carriers, next.carriers)) changes.push(['carriers']);
  } else if (locked.has('mainCarrier') && !same(oldCarriers[0], newCarriers[0])) {
    changes.push(['carriers', 0]);
  }
  if (locked.has('details')) {
    const keys = new Set([...Object.keys(old), ...Object.keys(next)]);
    for (const key of keys) if (!NON_DETAIL_KEYS.has(key)) check(key);
  }
  const oldReceivers = rows(old.receivers);
  rows(next.receivers).forEach((receiver, r) => {
    const oldLines = rows(oldReceivers[r]?.cargo);
    rows(receiver.cargo).forEach((line, c) => {
      for (const field of locks.cargoFields) {
        if (!same(oldLines[c]?.[field], line[field])) {
          changes.push(['receivers', r, 'cargo', c, field]);
        }
      }
    });
  });
  return changes;
}

/** The same as a DRF-style body: `{path: ['document_section_locked']}`, nested. */
export function lockedChangesToFieldErrors(changes: Path[]): FieldErrors {
  const body: FieldErrors = {};
  for (const path of changes) {
    let target = body;
    path.forEach((part, index) => {
      const key = String(part);
      if (index === path.length - 1) {
        const existing = target[key];
        if (existing === undefined) target[key] = ['document_section_locked'];
        else if (!Array.isArray(existing)) existing.non_field_errors = ['document_section_locked'];
        return;
      }
      const child = target[key];
      if (child === undefined || Array.isArray(child)) {
        const nested: FieldErrors = {};
        target[key] = nested;
        target = nested;
      } else {
        target = child;
      }
    });
  }
  return body;
}
