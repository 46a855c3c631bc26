import { SIGNATURE_IMAGE_WIDTH } from '@transitdocs/domain';
import { ImageError } from '../../platform/images/index.ts';
import type { ImagePool } from '../../platform/images/pool.ts';
import { readImageSize } from '../../platform/images/size.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The longest side a stored signature keeps: four times its width. A pad draws wide, not tall;
 * the bound keeps a 1 px wide, millions of pixels tall "signature" from being stored as it is,
 * and so every PDF that embeds it (platform/pdf/images.ts decodes it on the event loop) cheap.
 */
const SIGNATURE_MAX_SIDE = 4 * SIGNATURE_IMAGE_WIDTH;

export type SignatureImageResult =
  | { ok: true; png: Buffer; width: number; height: number }
  | {
      ok: false;
      key:
        | 'field_required'
        | 'signature_not_png'
        | 'signature_empty'
        | 'image_too_large'
        | 'image_too_complex';
    };

/**
 * The pad's PNG: it must be a PNG by content, decode completely and carry some ink; it is
 * encoded afresh (nothing but its pixels survives) in the image pool and scaled to
 * SIGNATURE_IMAGE_WIDTH when wider. The pool takes the bytes.
 */
export async function prepareSignatureImage(
  images: ImagePool,
  bytes: Buffer | null | undefined,
): Promise<SignatureImageResult> {
  if (!bytes || bytes.byteLength === 0) return { ok: false, key: 'field_required' };
  if (bytes.byteLength < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) {
    return { ok: false, key: 'signature_not_png' };
  }
  const size = readImageSize(bytes);
  if (!size) return { ok: false, key: 'signature_not_png' };
  const { width, height } = size;
  // reencodeAsPng bounds the longer side; this keeps the width at most 300 and the aspect.
  const longer = Math.max(width, height);
  const maxSide =
    width > SIGNATURE_IMAGE_WIDTH
      ? Math.max(1, Math.round((longer * SIGNATURE_IMAGE_WIDTH) / width))
      : Math.max(1, longer);
  let image: { png: Buffer; width: number; height: number; inked: boolean };
  try {
    image = await images.reencodeAsPng(bytes, Math.min(maxSide, SIGNATURE_MAX_SIDE));
  } catch (error) {
    if (error instanceof ImageError) {
      return { ok: false, key: error.key === 'not_an_image' ? 'signature_not_png' : error.key };
    }
    throw error;
  }
  if (!image.inked) return { ok: false, key: 'signature_empty' };
  return { ok: true, png: image.png, width: image.width, height: image.height };
}
