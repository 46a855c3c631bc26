/** One value someone typed since the form was loaded: its dotted path and what it holds now. */
export type ChangedValue = { path: string; value: unknown; isRemoved: boolean };

export type ChangedValuesOptions = {
  /** Objects shown as one value (a picked contractor or driver), not walked into. */
  isLeaf?: (value: Record<string, unknown>) => boolean;
  /** Keys nobody types (row ids). */
  isSkipped?: (key: string, value: unknown) => boolean;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Nothing in it: a new row's untouched fields equal the missing ones of the loaded record. */
function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '' || value === false;
}

function isSame(loaded: unknown, typed: unknown): boolean {
  return (isBlank(loaded) && isBlank(typed)) || JSON.stringify(loaded) === JSON.stringify(typed);
}

const join = (path: string, key: string | number) =>
  path ? `${path}.${String(key)}` : String(key);

function walk(
  loaded: unknown,
  typed: unknown,
  path: string,
  options: ChangedValuesOptions,
  out: ChangedValue[],
): void {
  if (Array.isArray(typed)) {
    const before: unknown[] = Array.isArray(loaded) ? loaded : [];
    typed.forEach((item: unknown, index) => {
      walk(before[index], item, join(path, index), options, out);
    });
    for (let index = typed.length; index < before.length; index += 1) {
      out.push({ path: join(path, index), value: undefined, isRemoved: true });
    }
    return;
  }
  if (isRecord(typed) && !(options.isLeaf?.(typed) ?? false)) {
    const before = isRecord(loaded) ? loaded : {};
    const keys = [...Object.keys(typed), ...Object.keys(before).filter((key) => !(key in typed))];
    for (const key of keys) {
      if (options.isSkipped?.(key, typed[key] ?? before[key]) ?? false) continue;
      walk(before[key], typed[key], join(path, key), options, out);
    }
    return;
  }
  if (!isSame(loaded, typed)) out.push({ path, value: typed, isRemoved: false });
}

/**
 * What differs in `typed` from `loaded`, field by field in the form's order: the values someone
 * typed since loading, kept in view when the form takes another person's newer version.
 */
export function changedValues(
  loaded: unknown,
  typed: unknown,
  options: ChangedValuesOptions = {},
): ChangedValue[] {
  const out: ChangedValue[] = [];
  walk(loaded, typed, '', options, out);
  return out;
}
