/** Remark photos and thread (spec 2 §7 and §9). */
export const REMARK_PHOTO_MAX_SIDE = 900;
export const REMARK_THUMBNAIL_HEIGHT = 96;
export const REMARK_THREAD_MAX_HEIGHT = 600;

/**
 * The size a photo is resized to before upload: the same shape, at most `maxSide` px on the
 * longer side, never enlarged, at least 1 px each way (the server scales the same way).
 */
export function fitPhotoSize(
  width: number,
  height: number,
  maxSide: number = REMARK_PHOTO_MAX_SIDE,
): { width: number; height: number } {
  const longer = Math.max(width, height);
  if (longer <= maxSide) return { width, height };
  const scale = maxSide / longer;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
