/** A click on a displayed page: page 1-based; x, y fractions 0..1 of the page from its top left. */
export type PdfPageClick = { page: number; x: number; y: number };

type Box = { left: number; top: number; width: number; height: number };

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/**
 * Where a pointer at (clientX, clientY) falls on a page shown in `box` (its bounding rectangle),
 * as fractions of the page, so the position survives any display scale. Null for an empty box.
 */
export function pageClickAt(page: number, box: Box, clientX: number, clientY: number) {
  if (box.width <= 0 || box.height <= 0) return null;
  return {
    page,
    x: clamp((clientX - box.left) / box.width),
    y: clamp((clientY - box.top) / box.height),
  } satisfies PdfPageClick;
}
