/**
 * Text that storage can keep as it came. A lone UTF-16 surrogate (half of a pair, or a pair in the
 * wrong order) has no UTF-8 form: SQLite and PostgreSQL would store it as U+FFFD, so a document,
 * a hash or a device signature made over the text as sent would no longer match what is kept.
 * Such text is refused instead, on the field that carries it.
 */

/** With the `u` flag a well-formed pair is one code point; only a lone surrogate matches. */
const LONE_SURROGATE = /\p{Cs}/u;

/** Whether `text` is well-formed UTF-16: every surrogate is half of a pair, in order. */
export function isWellFormedText(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

/** Nesting past this is not walked (a JSON body of the API is far shallower). */
const MAX_DEPTH = 64;

export type TextPath = (string | number)[];

/**
 * The paths of the ill-formed texts in a parsed JSON value, at most `limit` of them: strings, and
 * the names of object fields (an ill-formed name is reported on the object that holds it). The
 * empty path is the value itself.
 */
export function illFormedTextPaths(value: unknown, limit = 20): TextPath[] {
  const found: TextPath[] = [];
  const walk = (node: unknown, path: TextPath, depth: number): void => {
    if (found.length >= limit || depth > MAX_DEPTH) return;
    if (typeof node === 'string') {
      if (!isWellFormedText(node)) found.push(path);
      return;
    }
    if (Array.isArray(node)) {
      node.forEach((item, index) => {
        walk(item, [...path, index], depth + 1);
      });
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    for (const [key, item] of Object.entries(node)) {
      if (found.length >= limit) return;
      if (!isWellFormedText(key)) {
        // The name itself cannot be sent back as a key: the refusal names its parent.
        found.push(path);
        continue;
      }
      walk(item, [...path, key], depth + 1);
    }
  };
  walk(value, [], 0);
  return found;
}
