import { PNG } from 'pngjs';
import { SIGNATURE_IMAGE_WIDTH } from '@transitdocs/domain';
import { ImageError, reencodeAsPng } from '../../platform/images/index.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export type SignatureImageResult =
  | { ok: true; png: Buffer; width: number; height: number }
  | {
      ok: false;
      key: 'field_required' | 'signature_not_png' | 'signature_empty' | 'image_too_large';
    };

/** A pixel counts as ink when it is visible and not (near) white. */
function hasInk(png: Buffer): boolean {
  const { data } = PNG.sync.read(png);
  for (let i = 0; i < data.length; i += 4) {
    const alpha = data[i + 3] ?? 0;
    if (alpha < 16) continue;
    const r = data[i] ?? 255;
    const g = data[i + 1] ?? 255;
    const b = data[i + 2] ?? 255;
    if (r < 235 || g < 235 || b < 235) return true;
  }
  return false;
}

/**
 * The pad's PNG: it must be a PNG by content, decode completely and carry some ink; it is
 * encoded afresh (nothing but its pixels survives) and scaled to SIGNATURE_IMAGE_WIDTH when wider.
 */
export function prepareSignatureImage(bytes: Buffer | null | undefined): SignatureImageResult {
  if (!bytes || bytes.byteLength === 0) return { ok: false, key: 'field_required' };
  if (bytes.byteLength < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) {
    return { ok: false, key: 'signature_not_png' };
  }
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  // reencodeAsPng bounds the longer side; this keeps the width at most 300 and the aspect.
  const longer = Math.max(width, height);
  const maxSide =
    width > SIGNATURE_IMAGE_WIDTH
      ? Math.max(1, Math.round((longer * SIGNATURE_IMAGE_WIDTH) / width))
      : Math.max(1, longer);
  let image: { png: Buffer; width: number; height: number };
  try {
    image = reencodeAsPng(bytes, maxSide);
  } catch (error) {
    if (error instanceof ImageError) {
      return {
        ok: false,
        key: error.key === 'image_too_large' ? 'image_too_large' : 'signature_not_png',
      };
    }
    throw error;
  }
  if (!hasInk(image.png)) return { ok: false, key: 'signature_empty' };
  return { ok: true, ...image };
}
