/** Pen widths when the pad's size is unknown (spec 2 §9). */
export const DEFAULT_STROKE = { minWidth: 1, maxWidth: 2.5 } as const;

/** The width the signature image is scaled to before it is sent (spec 2 §9). */
export const SIGNATURE_IMAGE_WIDTH = 300;

/**
 * Pen widths scaled to the pad (spec 2 §9): about max(w, h) / 1100 at the thinnest and
 * max(w, h) / 220 at the thickest, so a signature looks the same on a phone and a wide screen.
 */
export function padStrokeWidths(
  width: number,
  height: number,
): { minWidth: number; maxWidth: number } {
  const size = Math.max(width, height);
  if (!Number.isFinite(size) || size <= 0) return { ...DEFAULT_STROKE };
  return { minWidth: size / 1100, maxWidth: size / 220 };
}

/** The size of the sent image: width 300, the pad's aspect ratio kept. */
export function scaledImageSize(width: number, height: number): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: SIGNATURE_IMAGE_WIDTH, height: 150 };
  return {
    width: SIGNATURE_IMAGE_WIDTH,
    height: Math.max(1, Math.round((height * SIGNATURE_IMAGE_WIDTH) / width)),
  };
}
