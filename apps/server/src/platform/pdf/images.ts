import { createHash } from 'node:crypto';
import { crc32, deflateSync, inflateSync } from 'node:zlib';
import { PNG } from 'pngjs';
import { PDFRawStream, type PDFDocument, type PDFRef } from 'pdf-lib';

/**
 * Signature images, decoded and compressed once per distinct PNG (by SHA-256) and then written
 * into each document as ready streams. pdf-lib's own `embedPng` decodes and re-compresses the
 * image for every document, which was most of a signed CMR's render time.
 */
export type PreparedImage = {
  width: number;
  height: number;
  rgb: Uint8Array;
  /** The alpha channel (deflated), or null when the image is opaque. */
  alpha: Uint8Array | null;
};

const CACHE_SIZE = 500;
const cache = new Map<string, PreparedImage | null>();

type Pixels = { width: number; height: number; rgb: Uint8Array; alpha: Uint8Array | null };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Channels of the 8-bit colour types read directly: grey, RGB, grey + alpha, RGBA. */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };

/** Undoes the PNG filter of each row, in place (PNG spec 9.2; `bpp` bytes per pixel). */
function unfilter(raw: Uint8Array, width: number, height: number, bpp: number): void {
  const rowBytes = width * bpp;
  const stride = rowBytes + 1;
  // One loop per filter type; a Uint8Array wraps the sums modulo 256.
  for (let y = 0; y < height; y++) {
    const at = y * stride + 1;
    const end = at + rowBytes;
    const up = at - stride; // the row above (there is none on the first row: treated as zeros)
    const filter = raw[at - 1];
    if (filter === 0 || (filter === 2 && y === 0)) continue;
    if (filter === 1 || (filter === 4 && y === 0)) {
      // Sub; Paeth without a row above predicts from the left as well.
      for (let i = at + bpp; i < end; i++) raw[i] = (raw[i] ?? 0) + (raw[i - bpp] ?? 0);
    } else if (filter === 2) {
      for (let i = at, j = up; i < end; i++, j++) raw[i] = (raw[i] ?? 0) + (raw[j] ?? 0);
    } else if (filter === 3) {
      for (let i = at, j = up; i < end; i++, j++) {
        const left = i - at >= bpp ? (raw[i - bpp] ?? 0) : 0;
        const above = y > 0 ? (raw[j] ?? 0) : 0;
        raw[i] = (raw[i] ?? 0) + ((left + above) >> 1);
      }
    } else if (filter === 4) {
      for (let i = at, j = up; i < at + bpp; i++, j++) raw[i] = (raw[i] ?? 0) + (raw[j] ?? 0);
      for (let i = at + bpp, j = up + bpp; i < end; i++, j++) {
        const left = raw[i - bpp] ?? 0;
        const above = raw[j] ?? 0;
        const upperLeft = raw[j - bpp] ?? 0;
        const pa = Math.abs(above - upperLeft);
        const pb = Math.abs(left - upperLeft);
        const pc = Math.abs(left + above - 2 * upperLeft);
        raw[i] = (raw[i] ?? 0) + (pa <= pb && pa <= pc ? left : pb <= pc ? above : upperLeft);
      }
    } else {
      throw new Error('bad PNG filter');
    }
  }
}

/** Splits unfiltered rows into RGB and alpha (null when every pixel is opaque). */
function splitChannels(
  raw: Uint8Array,
  width: number,
  height: number,
  channels: number,
): { rgb: Uint8Array; alpha: Uint8Array | null } {
  const rgb = new Uint8Array(width * height * 3);
  const hasAlpha = channels === 2 || channels === 4;
  const alpha = new Uint8Array(hasAlpha ? width * height : 0);
  let opaque = 255;
  for (let y = 0; y < height; y++) {
    let at = y * (width * channels + 1) + 1;
    let p = y * width;
    const rowEnd = p + width;
    if (channels === 4) {
      for (; p < rowEnd; p++, at += 4) {
        rgb[p * 3] = raw[at] ?? 0;
        rgb[p * 3 + 1] = raw[at + 1] ?? 0;
        rgb[p * 3 + 2] = raw[at + 2] ?? 0;
        const a = raw[at + 3] ?? 0;
        alpha[p] = a;
        opaque &= a;
      }
    } else if (channels === 3) {
      rgb.set(raw.subarray(at, at + width * 3), p * 3);
    } else {
      for (; p < rowEnd; p++, at += channels) {
        const grey = raw[at] ?? 0;
        rgb[p * 3] = grey;
        rgb[p * 3 + 1] = grey;
        rgb[p * 3 + 2] = grey;
        if (hasAlpha) {
          const a = raw[at + 1] ?? 0;
          alpha[p] = a;
          opaque &= a;
        }
      }
    }
  }
  return { rgb, alpha: hasAlpha && opaque !== 255 ? alpha : null };
}

/**
 * Reads an 8-bit, non-interlaced grey or RGB PNG (with or without alpha, no tRNS): what signature
 * pads and canvases produce. Zlib's native inflate and one pass that splits colour from alpha
 * cost a fraction of pngjs, whose RGBA output was split again. Undefined for any other PNG (read
 * by pngjs); throws on a damaged one.
 */
function readCommonPng(bytes: Uint8Array): Pixels | undefined {
  if (bytes.length < 8 || PNG_SIGNATURE.some((b, i) => bytes[i] !== b))
    throw new Error('not a PNG');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let width = 0;
  let height = 0;
  let channels = 0;
  const data: Uint8Array[] = [];
  let pos = 8;
  for (;;) {
    if (pos + 12 > bytes.length) throw new Error('truncated PNG');
    const length = view.getUint32(pos);
    const end = pos + 8 + length;
    if (end + 4 > bytes.length) throw new Error('truncated PNG');
    const type = String.fromCharCode(...bytes.subarray(pos + 4, pos + 8));
    if (crc32(bytes.subarray(pos + 4, end)) !== view.getUint32(end)) throw new Error('bad CRC');
    const start = pos + 8;
    const body = bytes.subarray(start, end);
    pos = end + 4;
    if (type === 'IHDR') {
      if (length !== 13) throw new Error('bad IHDR');
      const [depth, colourType, compression, filter, interlace] = body.subarray(8, 13);
      width = view.getUint32(start);
      height = view.getUint32(start + 4);
      channels = CHANNELS[colourType ?? -1] ?? 0;
      if (depth !== 8 || channels === 0 || compression !== 0 || filter !== 0 || interlace !== 0) {
        return undefined;
      }
    } else if (type === 'tRNS' || type === 'PLTE') {
      return undefined;
    } else if (type === 'IDAT') {
      data.push(body);
    } else if (type === 'IEND') {
      break;
    }
  }
  if (width === 0 || height === 0) throw new Error('PNG without IHDR');
  const idat = data.length === 1 && data[0] ? data[0] : Buffer.concat(data);
  const raw: Uint8Array = inflateSync(idat); // a Buffer is a Uint8Array: no copy
  if (raw.length < height * (width * channels + 1)) throw new Error('short PNG data');
  unfilter(raw, width, height, channels);
  return { width, height, ...splitChannels(raw, width, height, channels) };
}

/** Any other PNG through pngjs (palette, 16-bit, interlaced, tRNS). */
function readOtherPng(bytes: Uint8Array): Pixels {
  const png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const { width, height, data } = png;
  const pixels = width * height;
  const rgb = new Uint8Array(pixels * 3);
  const alpha = new Uint8Array(pixels);
  let opaque = true;
  for (let i = 0; i < pixels; i++) {
    rgb[i * 3] = data[i * 4] ?? 0;
    rgb[i * 3 + 1] = data[i * 4 + 1] ?? 0;
    rgb[i * 3 + 2] = data[i * 4 + 2] ?? 0;
    const a = data[i * 4 + 3] ?? 255;
    alpha[i] = a;
    if (a !== 255) opaque = false;
  }
  return { width, height, rgb, alpha: opaque ? null : alpha };
}

function prepare(bytes: Uint8Array): PreparedImage | null {
  let pixels: Pixels;
  try {
    pixels = readCommonPng(bytes) ?? readOtherPng(bytes);
  } catch {
    return null;
  }
  return {
    width: pixels.width,
    height: pixels.height,
    rgb: new Uint8Array(deflateSync(pixels.rgb)),
    alpha: pixels.alpha ? new Uint8Array(deflateSync(pixels.alpha)) : null,
  };
}

/** The decoded, compressed image of PNG `bytes`; null when the bytes are not a readable PNG. */
export function preparePng(bytes: Uint8Array): PreparedImage | null {
  const key = createHash('sha256').update(bytes).digest('hex');
  if (cache.has(key)) return cache.get(key) ?? null;
  const prepared = prepare(bytes);
  if (cache.size >= CACHE_SIZE) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(key, prepared);
  return prepared;
}

/**
 * Writes the image's streams into `doc` once; the ref can be drawn on any of its pages
 * (`PageContent.image`).
 */
export function writeImage(doc: PDFDocument, image: PreparedImage): PDFRef {
  const context = doc.context;
  let smask: PDFRef | undefined;
  if (image.alpha) {
    const maskDict = context.obj({
      Type: 'XObject',
      Subtype: 'Image',
      Width: image.width,
      Height: image.height,
      BitsPerComponent: 8,
      ColorSpace: 'DeviceGray',
      Filter: 'FlateDecode',
      Length: image.alpha.length,
    });
    smask = context.register(PDFRawStream.of(maskDict, image.alpha));
  }
  const dict = context.obj({
    Type: 'XObject',
    Subtype: 'Image',
    Width: image.width,
    Height: image.height,
    BitsPerComponent: 8,
    ColorSpace: 'DeviceRGB',
    Filter: 'FlateDecode',
    Length: image.rgb.length,
    ...(smask ? { SMask: smask } : {}),
  });
  return context.register(PDFRawStream.of(dict, image.rgb));
}
