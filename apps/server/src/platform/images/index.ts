import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/** Remark photos are kept at most this size on the longer side (spec 2 §7). */
export const PHOTO_MAX_SIDE = 900;
/** Larger pictures are refused before decoding (4 bytes a pixel in memory while decoding). */
export const IMAGE_MAX_PIXELS = 24_000_000;
/**
 * Pixels of all the pictures of one request (read from their headers before any is decoded):
 * 100 KB of a single-colour PNG can claim 24 MP, and each decoded megapixel costs about 40 ms of
 * a core, so a request may hold two full-size photos' worth, not ten.
 */
export const REQUEST_MAX_PIXELS = 48_000_000;

/** A re-encoded picture; `inked` tells whether some visible pixel is not (near) white. */
export type ReencodedImage = { png: Buffer; width: number; height: number; inked: boolean };

/**
 * Why a picture is refused: not a PNG or JPEG that decodes, past the pixel limits, or held its
 * pool thread past the time limit (pool.ts).
 */
export type ImageRefusal = 'not_an_image' | 'image_too_large' | 'image_too_complex';

export class ImageError extends Error {
  readonly key: ImageRefusal;
  constructor(key: ImageRefusal) {
    super(key);
    this.name = 'ImageError';
    this.key = key;
  }
}

type Rgba = { width: number; height: number; data: Uint8Array };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function isPng(bytes: Buffer): boolean {
  return bytes.length > 24 && bytes.subarray(0, 8).equals(PNG_SIGNATURE);
}

function isJpeg(bytes: Buffer): boolean {
  return bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

function decodePng(bytes: Buffer): Rgba {
  // IHDR comes first: its size is checked before any pixel is inflated.
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') throw new ImageError('not_an_image');
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if (width === 0 || height === 0) throw new ImageError('not_an_image');
  if (width * height > IMAGE_MAX_PIXELS) throw new ImageError('image_too_large');
  try {
    const png = PNG.sync.read(bytes);
    return { width: png.width, height: png.height, data: png.data };
  } catch {
    throw new ImageError('not_an_image');
  }
}

function decodeJpeg(bytes: Buffer): Rgba {
  try {
    const image = jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      tolerantDecoding: false,
      maxResolutionInMP: IMAGE_MAX_PIXELS / 1_000_000,
      maxMemoryUsageInMB: 256,
    });
    if (image.width === 0 || image.height === 0) throw new ImageError('not_an_image');
    return { width: image.width, height: image.height, data: image.data };
  } catch (error) {
    if (error instanceof ImageError) throw error;
    const message = error instanceof Error ? error.message : '';
    if (/resolution|memory/i.test(message)) throw new ImageError('image_too_large');
    throw new ImageError('not_an_image');
  }
}

/** For each target index along one axis: the source indexes it covers and their weights. */
function coverage(source: number, target: number): { index: number; weight: number }[][] {
  const scale = source / target;
  const out: { index: number; weight: number }[][] = [];
  for (let t = 0; t < target; t++) {
    const start = t * scale;
    const end = start + scale;
    const taps: { index: number; weight: number }[] = [];
    for (let s = Math.floor(start); s < Math.min(source, Math.ceil(end)); s++) {
      const weight = Math.min(end, s + 1) - Math.max(start, s);
      if (weight > 0) taps.push({ index: s, weight: weight / scale });
    }
    out.push(taps);
  }
  return out;
}

/**
 * Area-average downscale (each target pixel is the mean of the source area it covers), on
 * premultiplied alpha so transparent pixels do not darken their neighbours.
 */
function downscale(image: Rgba, width: number, height: number): Rgba {
  const { width: sw, height: sh, data } = image;
  const columns = coverage(sw, width);
  const rows = coverage(sh, height);
  // Horizontal pass: sw x sh -> width x sh, premultiplied floats.
  const middle = new Float32Array(width * sh * 4);
  for (let y = 0; y < sh; y++) {
    for (let x = 0; x < width; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (const { index, weight } of columns[x] ?? []) {
        const i = (y * sw + index) * 4;
        const alpha = (data[i + 3] ?? 0) * weight;
        r += (data[i] ?? 0) * alpha;
        g += (data[i + 1] ?? 0) * alpha;
        b += (data[i + 2] ?? 0) * alpha;
        a += alpha;
      }
      const o = (y * width + x) * 4;
      middle[o] = r;
      middle[o + 1] = g;
      middle[o + 2] = b;
      middle[o + 3] = a;
    }
  }
  // Vertical pass: width x sh -> width x height, back to straight alpha.
  const out = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (const { index, weight } of rows[y] ?? []) {
        const i = (index * width + x) * 4;
        r += (middle[i] ?? 0) * weight;
        g += (middle[i + 1] ?? 0) * weight;
        b += (middle[i + 2] ?? 0) * weight;
        a += (middle[i + 3] ?? 0) * weight;
      }
      const o = (y * width + x) * 4;
      if (a > 0) {
        out[o] = Math.round(r / a);
        out[o + 1] = Math.round(g / a);
        out[o + 2] = Math.round(b / a);
      }
      out[o + 3] = Math.round(a);
    }
  }
  return { width, height, data: out };
}

/** A pixel counts as ink when it is visible and not (near) white (a signature must have some). */
function hasInk(data: Uint8Array): boolean {
  for (let i = 0; i < data.length; i += 4) {
    if ((data[i + 3] ?? 0) < 16) continue;
    if ((data[i] ?? 255) < 235 || (data[i + 1] ?? 255) < 235 || (data[i + 2] ?? 255) < 235) {
      return true;
    }
  }
  return false;
}

/**
 * A PNG or JPEG upload -> a fresh PNG at most `maxSide` px on the longer side. Only pictures that
 * decode completely pass; whatever else the file carried (metadata, trailing bytes, a script
 * behind a picture's name) is not in the result, because only decoded pixels are encoded again.
 * Seconds of CPU for a large picture: the server runs it in the image pool (pool.ts), never on
 * the event loop.
 */
export function reencodeAsPng(bytes: Buffer, maxSide: number = PHOTO_MAX_SIDE): ReencodedImage {
  let image: Rgba;
  if (isPng(bytes)) image = decodePng(bytes);
  else if (isJpeg(bytes)) image = decodeJpeg(bytes);
  else throw new ImageError('not_an_image');
  const longer = Math.max(image.width, image.height);
  if (longer > maxSide) {
    const scale = maxSide / longer;
    image = downscale(
      image,
      Math.max(1, Math.round(image.width * scale)),
      Math.max(1, Math.round(image.height * scale)),
    );
  }
  const png = new PNG({ width: image.width, height: image.height });
  png.data = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  return {
    png: PNG.sync.write(png),
    width: image.width,
    height: image.height,
    inked: hasInk(image.data),
  };
}
