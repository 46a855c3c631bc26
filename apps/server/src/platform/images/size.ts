/**
 * A picture's size from its header, without decoding: microseconds on the event loop, so a
 * request's pixels are counted (and refused) before any of them is queued for decoding.
 */

export type ImageSize = { width: number; height: number };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** PNG: the IHDR chunk must come first (PNG spec 5.6); pngjs reads the same fields. */
function pngSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Start-of-frame markers: C0-CF but DHT (C4), JPG (C8) and DAC (CC). */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/**
 * JPEG: walks the marker segments up to the frame header (SOFn), which precedes the scan data.
 * The largest frame counts if there were several (jpeg-js decodes the frame it meets).
 */
function jpegSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let found: ImageSize | null = null;
  let pos = 2;
  while (pos + 1 < bytes.length) {
    if (bytes[pos] !== 0xff) return found;
    // Any number of 0xFF fill bytes may precede a marker.
    while (pos < bytes.length && bytes[pos] === 0xff) pos++;
    const marker = bytes[pos];
    pos++;
    if (marker === undefined) return found;
    // Standalone markers carry no length.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) continue;
    // Start of scan or end of image: no frame header follows.
    if (marker === 0xda || marker === 0xd9) return found;
    if (pos + 2 > bytes.length) return found;
    const length = bytes.readUInt16BE(pos);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (pos + 7 > bytes.length) return null;
      const height = bytes.readUInt16BE(pos + 3);
      const width = bytes.readUInt16BE(pos + 5);
      if (!found || width * height > found.width * found.height) found = { width, height };
    }
    pos += length;
  }
  return found;
}

/**
 * Width and height of a PNG or JPEG by its header; null when the bytes are neither, or the
 * header gives no size (zero, or a JPEG whose height comes later in a DNL segment).
 */
export function readImageSize(bytes: Buffer): ImageSize | null {
  const size = pngSize(bytes) ?? jpegSize(bytes);
  if (!size || size.width === 0 || size.height === 0) return null;
  return size;
}
