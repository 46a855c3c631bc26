import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { PNG } from 'pngjs';
import {
  degrees,
  drawImage,
  PDFRawStream,
  type PDFDocument,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';

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

function prepare(bytes: Uint8Array): PreparedImage | null {
  let png: PNG;
  try {
    png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    return null;
  }
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
  return {
    width,
    height,
    rgb: new Uint8Array(deflateSync(rgb)),
    alpha: opaque ? null : new Uint8Array(deflateSync(alpha)),
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

/** Writes the image's streams into `doc` once; the ref can be drawn on any of its pages. */
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

/** Draws an image written with `writeImage`; (x, y) is its bottom-left corner before rotation. */
export function drawWrittenImage(
  page: PDFPage,
  ref: PDFRef,
  options: { x: number; y: number; width: number; height: number; rotate?: number },
): void {
  const name = page.node.newXObject('Image', ref);
  page.pushOperators(
    ...drawImage(name, {
      x: options.x,
      y: options.y,
      width: options.width,
      height: options.height,
      rotate: degrees(options.rotate ?? 0),
      xSkew: degrees(0),
      ySkew: degrees(0),
    }),
  );
}
