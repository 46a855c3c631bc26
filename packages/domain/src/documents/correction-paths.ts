/**
 * The parts of a document's data a correction can name below its top-level fields
 * (docs/decisions/0127-corrections-after-signing.md): a goods line's description or weight, a
 * party's address. A proposal still carries the whole top-level value (the server compares and
 * stores top-level fields); these helpers edit one leaf inside it and tell which leaves changed.
 */

/** Where a leaf sits: the top-level field first, then keys and array positions. */
export type DataPath = readonly (string | number)[];

/** A text or number value the person can retype, and where it is. */
export type DataLeaf = { path: DataPath; value: string | number };

/** A leaf whose value differs between two versions of a field. */
export type LeafChange = { path: DataPath; old: unknown; new: unknown };

/** Ids tie a part to master data; they are not corrected by hand. */
const NOT_EDITABLE = new Set(['id']);
const MAX_DEPTH = 6;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function walk(value: unknown, path: DataPath, into: DataLeaf[]): void {
  if (typeof value === 'string' || typeof value === 'number') {
    into.push({ path, value });
    return;
  }
  if (path.length >= MAX_DEPTH) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      walk(item, [...path, index], into);
    });
  } else if (isRecord(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (!NOT_EDITABLE.has(key)) walk(item, [...path, key], into);
    }
  }
}

/** Every text or number leaf of the data, top-level fields first, in the data's own order. */
export function correctableLeavesOf(data: Record<string, unknown>): DataLeaf[] {
  const leaves: DataLeaf[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (!NOT_EDITABLE.has(key)) walk(value, [key], leaves);
  }
  return leaves;
}

function copyOf(value: unknown): unknown {
  return value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown);
}

/** The leaf's value as typed: a number stays a number when the text is one. */
function typed(old: unknown, typedText: string): string | number {
  const trimmed = typedText.trim();
  if (typeof old === 'number' && /^-?\d+([.,]\d+)?$/.test(trimmed)) {
    return Number(trimmed.replace(',', '.'));
  }
  return typedText;
}

/**
 * The new value of the path's top-level field with the leaf at `path` set to `typedText`: what a
 * proposal sends for that field. The data itself is not changed.
 */
export function withLeaf(
  data: Record<string, unknown>,
  path: DataPath,
  typedText: string,
): { field: string; value: unknown } {
  const [field, ...rest] = path;
  const name = String(field);
  if (rest.length === 0) return { field: name, value: typed(data[name], typedText) };
  const top = copyOf(data[name]);
  let parent: unknown = top;
  for (const step of rest.slice(0, -1)) {
    parent = (parent as Record<string | number, unknown>)[step];
  }
  const last = rest[rest.length - 1] as string | number;
  const holder = parent as Record<string | number, unknown>;
  holder[last] = typed(holder[last], typedText);
  return { field: name, value: top };
}

/** The value at `path` in the data, or undefined where there is none. */
export function leafAt(data: Record<string, unknown>, path: DataPath): unknown {
  let value: unknown = data;
  for (const step of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string | number, unknown>)[step];
  }
  return value;
}

/**
 * Only what changed between a field's old and new value, leaf by leaf (its path starting with the
 * field): a goods line's weight, not the whole list of receivers.
 */
export function changedLeaves(field: string, old: unknown, next: unknown): LeafChange[] {
  const changes: LeafChange[] = [];
  const compare = (a: unknown, b: unknown, path: DataPath) => {
    const bothLists = Array.isArray(a) && Array.isArray(b);
    const bothRecords = isRecord(a) && isRecord(b);
    if ((bothLists || bothRecords) && path.length < MAX_DEPTH) {
      const keys = bothLists
        ? Array.from({ length: Math.max(a.length, b.length) }, (_, index) => index)
        : [...new Set([...Object.keys(a as object), ...Object.keys(b as object)])];
      for (const key of keys) {
        compare(
          (a as Record<string | number, unknown>)[key],
          (b as Record<string | number, unknown>)[key],
          [...path, key],
        );
      }
      return;
    }
    if (JSON.stringify(a ?? null) !== JSON.stringify(b ?? null)) {
      changes.push({ path, old: a ?? null, new: b ?? null });
    }
  };
  compare(old, next, [field]);
  return changes;
}
