import { AppError, fieldError } from '../errors.ts';
import {
  ImageError,
  IMAGE_MAX_PIXELS,
  PHOTO_MAX_SIDE,
  REQUEST_MAX_PIXELS,
  type ReencodedImage,
} from './index.ts';
import { ImagesBusyError, type ImagePool } from './pool.ts';
import { readImageSize } from './size.ts';

/** How long a client waits before sending pictures again when the image queue is full. */
export const IMAGES_BUSY_RETRY_SECONDS = 5;

/**
 * The photos of one request (a remark's `files`) as fresh PNGs, in order, decoded in the image
 * pool. Their headers are read first, on the event loop: a file that is no picture (400
 * `files.N: not_an_image`), one past IMAGE_MAX_PIXELS (400 `files.N: image_too_large`) and a
 * request past REQUEST_MAX_PIXELS in all (413 `files: images_too_large?max_mp=48`) are refused
 * before any pixel is decoded; a full queue answers 503 with Retry-After. The pool takes the
 * photos' bytes.
 */
export async function reencodePhotos(
  images: ImagePool,
  photos: readonly { bytes: Buffer }[],
  maxSide: number = PHOTO_MAX_SIDE,
): Promise<ReencodedImage[]> {
  let pixels = 0;
  for (const [index, photo] of photos.entries()) {
    const size = readImageSize(photo.bytes);
    if (!size) throw fieldError(`files.${index}`, 'not_an_image');
    if (size.width * size.height > IMAGE_MAX_PIXELS) {
      throw fieldError(`files.${index}`, 'image_too_large');
    }
    pixels += size.width * size.height;
  }
  if (pixels > REQUEST_MAX_PIXELS) {
    const mp = Math.round(REQUEST_MAX_PIXELS / 1_000_000);
    throw new AppError(413, 'images_too_large', { files: [`images_too_large?max_mp=${mp}`] });
  }
  let pending: Promise<ReencodedImage>[];
  try {
    pending = images.reencodeEach(
      photos.map((photo) => photo.bytes),
      maxSide,
    );
  } catch (error) {
    if (error instanceof ImagesBusyError) {
      throw new AppError(503, 'service_unavailable', undefined, {
        'retry-after': String(IMAGES_BUSY_RETRY_SECONDS),
      });
    }
    throw error;
  }
  // All settle before the answer: the first refused photo by index is reported (as when they
  // were decoded in turn), and no rejection is left unobserved.
  const settled = await Promise.allSettled(pending);
  const out: ReencodedImage[] = [];
  for (const [index, result] of settled.entries()) {
    if (result.status === 'fulfilled') {
      out.push(result.value);
      continue;
    }
    const reason: unknown = result.reason;
    if (reason instanceof ImageError) throw fieldError(`files.${index}`, reason.key);
    throw reason;
  }
  return out;
}
