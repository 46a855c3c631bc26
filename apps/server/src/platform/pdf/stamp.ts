import { PDFDocument, type PDFRef } from 'pdf-lib';
import { drawWrittenImage, preparePng, writeImage, type PreparedImage } from './images.ts';

/**
 * A signature placed on an uploaded PDF. Positions are fractions of the page as it is displayed
 * (after its /Rotate), measured from the top-left corner, so they do not depend on the pixel size
 * the client drew the page at.
 */
export type SignaturePlacement = {
  /** 1-based page number (pdf.js numbering, the `pg_num` the client sends). */
  page: number;
  /** Left edge of the image, 0..1 of the displayed page width. */
  xFraction: number;
  /** Top edge of the image, 0..1 of the displayed page height. */
  yFraction: number;
  /** Image width, 0..1 of the displayed page width; the height keeps the image's aspect ratio. */
  widthFraction: number;
  /** PNG bytes of the signature (stamp text included by the caller). */
  png: Uint8Array;
};

const clamp = (value: number, min: number, max: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;

/**
 * Returns a new PDF: the original's pages with the signature images drawn on top. The input bytes
 * are not modified; the stored original stays as uploaded.
 */
export async function stampSignaturesOnPdf(
  originalBytes: Uint8Array,
  placements: SignaturePlacement[],
): Promise<Uint8Array> {
  const doc = await PDFDocument.load(originalBytes, {
    ignoreEncryption: true,
    updateMetadata: false,
  });
  const pages = doc.getPages();
  const written = new Map<PreparedImage, PDFRef>();
  for (const placement of placements) {
    const page = pages[Math.round(placement.page) - 1];
    if (!page) continue;
    const image = preparePng(placement.png);
    if (!image) continue; // not a readable PNG: nothing to draw
    let ref = written.get(image);
    if (!ref) {
      ref = writeImage(doc, image);
      written.set(image, ref);
    }
    const box = page.getCropBox();
    const rotation = ((page.getRotation().angle % 360) + 360) % 360;
    const quarter = Math.round(rotation / 90) % 4;
    // Size of the page as displayed.
    const shownW = quarter % 2 === 0 ? box.width : box.height;
    const shownH = quarter % 2 === 0 ? box.height : box.width;
    const width = clamp(placement.widthFraction, 0, 1) * shownW;
    const height = width * (image.height / image.width);
    // The image's bottom-left corner in displayed coordinates (u from the left, v from the top).
    const u = clamp(placement.xFraction, 0, 1) * shownW;
    const v = clamp(placement.yFraction, 0, 1) * shownH + height;
    // Back to the page's own (unrotated) user space; /Rotate turns the page clockwise.
    let x: number;
    let y: number;
    switch (quarter) {
      case 1:
        x = v;
        y = u;
        break;
      case 2:
        x = box.width - u;
        y = v;
        break;
      case 3:
        x = box.width - v;
        y = box.height - u;
        break;
      default:
        x = u;
        y = box.height - v;
    }
    drawWrittenImage(page, ref, {
      x: box.x + x,
      y: box.y + y,
      width,
      height,
      rotate: quarter * 90,
    });
  }
  return doc.save();
}
