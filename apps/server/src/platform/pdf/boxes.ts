// One box of a form page: its frame and label, then its text, table, grid or signature; what
// does not fit is kept for the continuation pages.

import type { PDFDocument, PDFRef } from 'pdf-lib';
import type { PageContent, PdfDrawing } from './content.ts';
import { drawableText, textWidth } from './font.ts';
import { preparePng, writeImage, type PreparedImage } from './images.ts';
import { MM, type PdfBox, type PdfColumn } from './spec.ts';
import { STAMP_UNITS } from './stamp.ts';
import { columnWidths, drawTable, tableSize, type TableOptions } from './table.ts';
import {
  BLACK,
  LABEL_SIZE,
  LEADING,
  MIN_VALUE_SIZE,
  PAD,
  TITLE_SIZE,
  VALUE_SIZE,
  drawLine,
  wrapText,
} from './text-lines.ts';

type Overflow =
  | { box: PdfBox; kind: 'text'; lines: string[] }
  | { box: PdfBox; kind: 'table'; columns: PdfColumn[]; rows: string[][] };

export type Ctx = {
  doc: PDFDocument;
  drawing: PdfDrawing;
  overflow: Overflow[];
  images: Map<PreparedImage, PDFRef>;
};

function boxRect(box: PdfBox, pageHeight: number) {
  const left = box.x * MM;
  const width = box.width * MM;
  const height = box.height * MM;
  const top = pageHeight - box.y * MM;
  return { left, width, height, top, bottom: top - height };
}

/** Draws the border, the number and the label; returns the top of the content area. */
function drawFrame(page: PageContent, box: PdfBox, pageHeight: number): number {
  const r = boxRect(box, pageHeight);
  page.rect(r.left, r.bottom, r.width, r.height, 0.5, BLACK);
  const numberText = box.number ? `${box.number} ` : '';
  const title = box.content.kind === 'title';
  const size = title ? TITLE_SIZE : LABEL_SIZE;
  const lines = wrapText(`${numberText}${box.label}`, size, r.width - 2 * PAD);
  let y = r.top - PAD - (title ? 2 : 0);
  for (const line of lines) {
    if (title) {
      drawLine(page, line, r.left + (r.width - textWidth(line, size)) / 2, y, size);
    } else {
      drawLine(page, line, r.left + PAD, y, size, true);
    }
    y -= size * LEADING;
  }
  return y - (title ? 3 : 0.8);
}

function fitLines(
  lines: string[],
  maxWidth: number,
  maxHeight: number,
): { size: number; wrapped: string[]; fits: number } {
  let size = VALUE_SIZE;
  for (;;) {
    const wrapped = lines.flatMap((l) => wrapText(l, size, maxWidth));
    const fits = Math.max(0, Math.floor((maxHeight + 0.01) / (size * LEADING)));
    if (wrapped.length <= fits || size <= MIN_VALUE_SIZE) return { size, wrapped, fits };
    size = Math.max(MIN_VALUE_SIZE, size - 0.5);
  }
}

function drawTextBox(
  page: PageContent,
  ctx: Ctx,
  box: PdfBox,
  lines: string[],
  contentTop: number,
  pageHeight: number,
): void {
  const r = boxRect(box, pageHeight);
  const { size, wrapped, fits } = fitLines(
    lines.filter((l, i, all) => l !== '' || i < all.length - 1),
    r.width - 2 * PAD,
    contentTop - r.bottom - PAD,
  );
  let shown = wrapped;
  if (wrapped.length > fits) {
    shown = wrapped.slice(0, Math.max(0, fits - 1));
    shown.push('→ …');
    ctx.overflow.push({ box, kind: 'text', lines: wrapped.slice(shown.length - 1) });
  }
  let y = contentTop;
  for (const line of shown) {
    drawLine(page, line, r.left + PAD + 0.5, y, size);
    y -= size * LEADING;
  }
}

/** The image written into this document (once per distinct image), or null if unreadable. */
function imageFor(ctx: Ctx, bytes: Uint8Array): { ref: PDFRef; image: PreparedImage } | null {
  const image = preparePng(bytes);
  if (!image) return null; // an unreadable image leaves the box with its text only
  let ref = ctx.images.get(image);
  if (!ref) {
    ref = writeImage(ctx.doc, image);
    ctx.images.set(image, ref);
  }
  return { ref, image };
}

/** Share of a signature box the stamp's text may take at most; the image gets the rest. */
const STAMP_TEXT_SHARE = 0.65;

/**
 * The signature image with the stamp under it (spec 2 §9): lines of 14 pad units (the pad image
 * is 300 units wide, scaled to the box), smaller when the box is short so the image keeps room.
 */
function drawSignatureBox(
  page: PageContent,
  ctx: Ctx,
  box: PdfBox,
  image: Uint8Array | null,
  lines: string[],
  contentTop: number,
  pageHeight: number,
): void {
  const r = boxRect(box, pageHeight);
  const textLines = lines.map(drawableText).filter((l) => l !== '');
  const available = Math.max(0, contentTop - r.bottom - PAD);
  const unit = r.width / STAMP_UNITS.width;
  const lineHeight = Math.min(
    STAMP_UNITS.line * unit,
    textLines.length > 0 ? (available * STAMP_TEXT_SHARE) / textLines.length : Infinity,
  );
  const size = lineHeight * (STAMP_UNITS.font / STAMP_UNITS.line);
  const textHeight = textLines.length * lineHeight;
  const imageBottom = r.bottom + PAD + textHeight;
  if (image) {
    const embedded = imageFor(ctx, image);
    if (embedded) {
      const maxW = r.width - 2 * PAD;
      const maxH = Math.max(0, contentTop - imageBottom - 1);
      const scale = Math.min(maxW / embedded.image.width, maxH / embedded.image.height);
      if (scale > 0) {
        const w = embedded.image.width * scale;
        const h = embedded.image.height * scale;
        page.image(embedded.ref, {
          x: r.left + (r.width - w) / 2,
          y: imageBottom + (maxH - h) / 2,
          width: w,
          height: h,
        });
      }
    }
  }
  let y = imageBottom;
  for (const line of textLines) {
    // Wider than the box (a long address): the line is cut, the stamp keeps its line count.
    const fitted = wrapText(line, size, r.width - 2 * PAD)[0] ?? '';
    drawLine(page, fitted, r.left + PAD, y, size);
    y -= lineHeight;
  }
}

export function drawBox(page: PageContent, ctx: Ctx, box: PdfBox, pageHeight: number): void {
  const contentTop = drawFrame(page, box, pageHeight);
  const r = boxRect(box, pageHeight);
  const content = box.content;
  switch (content.kind) {
    case 'text':
      drawTextBox(page, ctx, box, content.lines, contentTop, pageHeight);
      if (content.attached && content.attached.length > 0) {
        ctx.overflow.push({ box, kind: 'text', lines: content.attached });
      }
      return;
    case 'title':
      drawTextBox(page, ctx, box, content.lines, contentTop, pageHeight);
      return;
    case 'grid': {
      // Row labels print like box labels (small, grey), so the seven rows stay in the box.
      const options: TableOptions = { labelColumn: true, rulesToBottom: true };
      const columns = [{ label: '', width: content.rowLabelWidth }, ...content.columns];
      const rows = content.rows.map((row) => [row.label, ...row.values]);
      const headerHeight =
        Math.max(
          1,
          ...columnWidths(columns, r.width - 2 * PAD).map(
            (w, i) => wrapText(columns[i]?.label ?? '', LABEL_SIZE, w - 2 * PAD).length,
          ),
        ) *
          LABEL_SIZE *
          LEADING +
        1.3;
      const size = tableSize(
        columns,
        rows,
        r.width - 2 * PAD,
        contentTop - r.bottom - PAD - headerHeight,
        options,
      );
      const { rest } = drawTable(
        page,
        columns,
        rows,
        r.left + PAD,
        r.width - 2 * PAD,
        contentTop,
        r.bottom + PAD,
        size,
        options,
      );
      if (rest.length > 0) ctx.overflow.push({ box, kind: 'table', columns, rows: rest });
      return;
    }
    case 'table': {
      const size = tableSize(
        content.columns,
        content.rows,
        r.width - 2 * PAD,
        contentTop - r.bottom - PAD - 12,
      );
      const { rest } = drawTable(
        page,
        content.columns,
        content.rows,
        r.left + PAD,
        r.width - 2 * PAD,
        contentTop,
        r.bottom + PAD,
        size,
      );
      if (rest.length > 0) {
        ctx.overflow.push({ box, kind: 'table', columns: content.columns, rows: rest });
        drawLine(page, '→ …', r.left + r.width - 14, r.bottom + PAD + 7, 6);
      }
      return;
    }
    case 'signature':
      drawSignatureBox(page, ctx, box, content.image, content.lines, contentTop, pageHeight);
      if (content.attached && content.attached.length > 0) {
        ctx.overflow.push({ box, kind: 'text', lines: content.attached });
      }
      return;
  }
}
