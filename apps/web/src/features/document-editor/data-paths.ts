import {
  PARTY_CARGO_FIELDS,
  isSectionLocked,
  type DocumentLocks,
  type DocumentSection,
  type PartyCargoField,
} from '@transitdocs/domain';

/** `document_data` as the editor holds it: loose JSON, checked by the type's schema. */
export type EditorData = Record<string, unknown>;
export type DataPath = string;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function segmentsOf(path: DataPath): string[] {
  return path === '' ? [] : path.split('.');
}

export function joinPath(...parts: (string | number)[]): DataPath {
  return parts.filter((part) => part !== '').join('.');
}

/** The value at a dotted path (`receivers.0.cargo.1.name`), undefined when missing. */
export function getAt(data: unknown, path: DataPath): unknown {
  let current: unknown = data;
  for (const segment of segmentsOf(path)) {
    if (Array.isArray(current)) current = current[Number(segment)];
    else if (isRecord(current)) current = current[segment];
    else return undefined;
  }
  return current;
}

function setIn(container: unknown, segments: string[], value: unknown): unknown {
  const [head, ...rest] = segments;
  if (head === undefined) return value;
  if (/^\d+$/.test(head)) {
    const list = Array.isArray(container) ? [...(container as unknown[])] : [];
    const index = Number(head);
    while (list.length < index) list.push({});
    list[index] = setIn(list[index], rest, value);
    return list;
  }
  const object = isRecord(container) ? { ...container } : {};
  object[head] = setIn(object[head], rest, value);
  return object;
}

/** A copy of `data` with `value` at `path`; missing objects and lists on the way are created. */
export function setAt(data: EditorData, path: DataPath, value: unknown): EditorData {
  const next = setIn(data, segmentsOf(path), value);
  return isRecord(next) ? next : {};
}

/** Whether `path` is `prefix` or lies under it. */
export function isUnder(path: DataPath, prefix: DataPath): boolean {
  return path === prefix || path.startsWith(`${prefix}.`);
}

/** The part of a document (spec 2 §4) a path belongs to, for the locks. */
export function sectionOf(path: DataPath): DocumentSection {
  const [head, index] = segmentsOf(path);
  if (head === 'sender' || head === 'senderEmployee') return 'sender';
  if (head === 'loading') return 'loading';
  if (head === 'receivers') return 'receivers';
  if (head === 'carriers') return index === '0' ? 'mainCarrier' : 'carriers';
  return 'details';
}

function isPartyCargoField(name: string | undefined): name is PartyCargoField {
  return (PARTY_CARGO_FIELDS as readonly string[]).includes(name ?? '');
}

/**
 * Whether the field at `path` is read-only: its section is locked, or, for the quantities and
 * container data of a cargo line, the party's rights say so (those stay editable otherwise).
 */
export function isPathLocked(locks: DocumentLocks, path: DataPath): boolean {
  const segments = segmentsOf(path);
  const field = segments.at(-1);
  if (segments[0] === 'receivers' && segments[2] === 'cargo' && isPartyCargoField(field)) {
    return locks.cargoFields.includes(field);
  }
  const section = sectionOf(path);
  if (section === 'mainCarrier' && isSectionLocked(locks, 'carriers')) return true;
  if (path === 'carriers') {
    return isSectionLocked(locks, 'carriers') || isSectionLocked(locks, 'mainCarrier');
  }
  return isSectionLocked(locks, section);
}
