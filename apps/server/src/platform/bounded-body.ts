/**
 * Error bodies echo the names of the fields a client sent (`{"<name>": ["unknown_field"]}`). A
 * hostile client can make those names, and their number, as large as the body limit allows; the
 * answer keeps a short excerpt of each name and a bounded number of entries.
 */
const MAX_NAME = 64;
const MAX_TEXT = 200;
const MAX_ENTRIES = 50;
const MAX_DEPTH = 6;

function excerpt(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export function boundedErrorBody(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return excerpt(value, MAX_TEXT);
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_DEPTH) return {};
  if (Array.isArray(value)) {
    return value.slice(0, MAX_ENTRIES).map((item) => boundedErrorBody(item, depth + 1));
  }
  const bounded: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value).slice(0, MAX_ENTRIES)) {
    bounded[excerpt(name, MAX_NAME)] = boundedErrorBody(item, depth + 1);
  }
  return bounded;
}
