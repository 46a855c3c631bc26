/**
 * A small checker of JSON answers against a JSON Schema derived from a domain zod schema (see
 * features/share-link/share-link-shapes.ts), for screens that must show before zod is loaded.
 * It knows only the keywords zod's `toJSONSchema` emits for plain data; the test that writes a
 * shape refuses any other keyword, so a shape never says more than this checker reads.
 *
 * It reads a value the way zod's parse does: an object shape with `properties` and no
 * `additionalProperties` keeps only its declared keys (zod's `z.object` strips the others),
 * `anyOf` takes the first option that fits, and string lengths count UTF-16 units (`.length`, as
 * zod counts them). A shape without keywords (`{}`) takes any value as it is.
 */

export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'object' | 'array';
type JsonScalar = string | number | boolean | null;

export type JsonShape = {
  type?: JsonType | readonly JsonType[];
  enum?: readonly JsonScalar[];
  const?: JsonScalar;
  anyOf?: readonly JsonShape[];
  oneOf?: readonly JsonShape[];
  properties?: Readonly<Record<string, JsonShape>>;
  required?: readonly string[];
  /** absent (with `properties`): undeclared keys are left out; a shape: each is checked and kept */
  additionalProperties?: boolean | JsonShape;
  prefixItems?: readonly JsonShape[];
  /** the items after `prefixItems`; false: none may follow */
  items?: boolean | JsonShape;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
};

/** The keywords above, for the test that writes shapes. */
export const JSON_SHAPE_KEYWORDS: ReadonlySet<string> = new Set([
  'type',
  'enum',
  'const',
  'anyOf',
  'oneOf',
  'properties',
  'required',
  'additionalProperties',
  'prefixItems',
  'items',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
]);

/** `value` as read, or the paths (`$.document[0].id`) where it does not fit. */
export type ShapeResult<T> = { ok: true; value: T } | { ok: false; problems: string[] };

const patterns = new Map<string, RegExp>();

function patternOf(source: string): RegExp {
  let pattern = patterns.get(source);
  if (!pattern) {
    pattern = new RegExp(source, 'u');
    patterns.set(source, pattern);
  }
  return pattern;
}

function typeOf(value: unknown): JsonType | undefined {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isFinite(value) ? 'number' : undefined;
  if (typeof value === 'string') return 'string';
  if (typeof value === 'boolean') return 'boolean';
  return typeof value === 'object' ? 'object' : undefined;
}

function fitsType(value: unknown, type: JsonType): boolean {
  const actual = typeOf(value);
  if (type === 'integer') return actual === 'number' && Number.isInteger(value);
  return actual === type;
}

/**
 * The value as read at `path`. What does not fit is added to `problems`; the caller compares
 * their count before and after (the value returned then means nothing).
 */
function read(shape: JsonShape, value: unknown, path: string, problems: string[]): unknown {
  // The test that writes shapes refuses keywords beside anyOf/oneOf: the option read is the value.
  if (shape.anyOf) {
    for (const option of shape.anyOf) {
      const optionProblems: string[] = [];
      const optionValue = read(option, value, path, optionProblems);
      if (optionProblems.length === 0) return optionValue;
    }
    problems.push(`${path}: fits none of anyOf`);
    return value;
  }
  if (shape.oneOf) {
    const fitting = shape.oneOf.flatMap((option) => {
      const optionProblems: string[] = [];
      const optionValue = read(option, value, path, optionProblems);
      return optionProblems.length === 0 ? [optionValue] : [];
    });
    if (fitting.length !== 1) problems.push(`${path}: fits ${fitting.length} of oneOf, not 1`);
    return fitting[0];
  }
  if (shape.type !== undefined) {
    const types: readonly JsonType[] = typeof shape.type === 'string' ? [shape.type] : shape.type;
    if (!types.some((type) => fitsType(value, type))) {
      problems.push(`${path}: not ${types.join(' or ')}`);
      return value;
    }
  }
  if (shape.enum && !shape.enum.some((option) => option === value)) {
    problems.push(`${path}: not in enum`);
  }
  if (shape.const !== undefined && shape.const !== value) problems.push(`${path}: not the const`);
  if (typeof value === 'string') checkString(shape, value, path, problems);
  if (typeof value === 'number') checkNumber(shape, value, path, problems);
  if (Array.isArray(value)) return readArray(shape, value, path, problems);
  if (typeof value === 'object' && value !== null) {
    return readObject(shape, value as Record<string, unknown>, path, problems);
  }
  return value;
}

function checkString(shape: JsonShape, value: string, path: string, problems: string[]): void {
  if (shape.minLength !== undefined && value.length < shape.minLength) {
    problems.push(`${path}: too short`);
  }
  if (shape.maxLength !== undefined && value.length > shape.maxLength) {
    problems.push(`${path}: too long`);
  }
  if (shape.pattern !== undefined && !patternOf(shape.pattern).test(value)) {
    problems.push(`${path}: does not match the pattern`);
  }
}

function checkNumber(shape: JsonShape, value: number, path: string, problems: string[]): void {
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = shape;
  if (
    (minimum !== undefined && value < minimum) ||
    (exclusiveMinimum !== undefined && value <= exclusiveMinimum)
  ) {
    problems.push(`${path}: too small`);
  }
  if (
    (maximum !== undefined && value > maximum) ||
    (exclusiveMaximum !== undefined && value >= exclusiveMaximum)
  ) {
    problems.push(`${path}: too big`);
  }
}

function readArray(
  shape: JsonShape,
  value: readonly unknown[],
  path: string,
  problems: string[],
): unknown[] {
  if (shape.minItems !== undefined && value.length < shape.minItems) {
    problems.push(`${path}: too few items`);
  }
  if (shape.maxItems !== undefined && value.length > shape.maxItems) {
    problems.push(`${path}: too many items`);
  }
  const prefix = shape.prefixItems ?? [];
  return value.map((item, index) => {
    const itemShape = index < prefix.length ? prefix[index] : shape.items;
    const itemPath = `${path}[${index}]`;
    if (itemShape === false) problems.push(`${itemPath}: no item allowed here`);
    if (itemShape === undefined || typeof itemShape === 'boolean') return item;
    return read(itemShape, item, itemPath, problems);
  });
}

function readObject(
  shape: JsonShape,
  value: Readonly<Record<string, unknown>>,
  path: string,
  problems: string[],
): Record<string, unknown> {
  const properties = shape.properties ?? {};
  const result: Record<string, unknown> = {};
  for (const key of shape.required ?? []) {
    if (!Object.hasOwn(value, key)) problems.push(`${path}.${key}: missing`);
  }
  for (const [key, item] of Object.entries(value)) {
    const keyPath = `${path}.${key}`;
    const declared = Object.hasOwn(properties, key) ? properties[key] : undefined;
    const other = shape.additionalProperties;
    if (declared) result[key] = read(declared, item, keyPath, problems);
    else if (other === false) problems.push(`${keyPath}: not allowed`);
    else if (typeof other === 'object') result[key] = read(other, item, keyPath, problems);
    // Declared properties and nothing said of others: left out, as zod's z.object does.
    else if (other === true || !shape.properties) result[key] = item;
  }
  return result;
}

/**
 * `value` checked against `shape`; `T` is the type the shape was derived with (the drift test
 * keeps the two together).
 */
export function readJsonShape<T>(shape: JsonShape, value: unknown): ShapeResult<T> {
  const problems: string[] = [];
  const result = read(shape, value, '$', problems);
  return problems.length === 0 ? { ok: true, value: result as T } : { ok: false, problems };
}
