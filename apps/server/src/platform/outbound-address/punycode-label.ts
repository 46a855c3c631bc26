/**
 * Whether an `xn--` label of a host name holds real Punycode (RFC 3492). Node's URL parser stopped
 * refusing some broken ones (an empty `xn--` label parses on Node 24), so the guard checks them
 * itself rather than rely on one parser version's strictness.
 */

const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 128;
const MAX_CODE_POINT = 0x10ffff;

function digitOf(char: number): number {
  if (char >= 0x30 && char <= 0x39) return char - 0x30 + 26; // 0-9
  if (char >= 0x61 && char <= 0x7a) return char - 0x61; // a-z
  return -1;
}

function adapt(delta: number, points: number, first: boolean): number {
  let d = first ? Math.floor(delta / DAMP) : delta >> 1;
  d += Math.floor(d / points);
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW));
}

/** The code points `payload` (the label without `xn--`, lower case) decodes to, or null. */
function decode(payload: string): number[] | null {
  const delimiter = payload.lastIndexOf('-');
  const output: number[] = [];
  for (let i = 0; i < Math.max(delimiter, 0); i++) {
    const char = payload.charCodeAt(i);
    if (char >= 0x80) return null;
    output.push(char);
  }
  let n = INITIAL_N;
  let bias = INITIAL_BIAS;
  let i = 0;
  for (let at = delimiter > 0 ? delimiter + 1 : 0; at < payload.length;) {
    const before = i;
    let weight = 1;
    for (let k = BASE; ; k += BASE) {
      if (at >= payload.length) return null;
      const digit = digitOf(payload.charCodeAt(at++));
      if (digit < 0) return null;
      i += digit * weight;
      if (i > MAX_CODE_POINT * 64) return null;
      const threshold = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < threshold) break;
      weight *= BASE - threshold;
    }
    const points = output.length + 1;
    bias = adapt(i - before, points, before === 0);
    n += Math.floor(i / points);
    i %= points;
    // Surrogates, and C1 controls (never in a host name), are not text a label may hold.
    if (n > MAX_CODE_POINT || (n >= 0xd800 && n <= 0xdfff) || n < 0xa0) return null;
    output.splice(i++, 0, n);
  }
  return output;
}

/** A label that is not `xn--` is left to the parser; an `xn--` one must decode to non-ASCII text. */
export function isWellFormedAceLabel(label: string): boolean {
  if (!/^xn--/i.test(label)) return true;
  const payload = label.slice(4).toLowerCase();
  if (payload === '' || !/^[a-z0-9-]+$/.test(payload)) return false;
  const decoded = decode(payload);
  return decoded !== null && decoded.some((point) => point >= 0x80);
}
