import { createRequire } from 'node:module';
import { deflateSync, constants } from 'node:zlib';

/**
 * pdf-lib compresses every stream (page content, font subset, images) with pako, a JavaScript
 * zlib; most of a render was spent there. We point the pako instance pdf-lib loads at Node's
 * native zlib (same zlib-wrapped deflate format), once per process. Calls with options (none in
 * pdf-lib's writing paths) keep pako's own code.
 */
type Pako = { deflate: (data: Uint8Array, options?: unknown) => Uint8Array; __native?: boolean };

let patched = false;

export function useNativeDeflate(): void {
  if (patched) return;
  patched = true;
  const requireFromPdfLib = createRequire(createRequire(import.meta.url).resolve('pdf-lib'));
  const pako = requireFromPdfLib('pako') as Pako;
  if (pako.__native) return;
  const original = pako.deflate.bind(pako);
  pako.deflate = (data, options) =>
    options === undefined
      ? new Uint8Array(deflateSync(data, { level: constants.Z_DEFAULT_COMPRESSION }))
      : original(data, options);
  pako.__native = true;
}
