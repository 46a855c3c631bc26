import { PDFDocument, type PDFRef } from 'pdf-lib';
import { PdfDrawing, type PageContent } from './content.ts';
import { drawableText, emWidth, textWidth } from './font.ts';
import { preparePng, writeImage, type PreparedImage } from './images.ts';
import { STAMP_UNITS } from './stamp.ts';

/** Points per millimetre; layouts are in mm from the top-left corner of the page. */
export const MM = 72 / 25.4;
export const A4 = { width: 210, height: 297 } as const;

export type PdfColumn = {
  label: string;
  /** Relative width (weights are normalised over the columns; millimetres work as they are). */
  width: number;
  align?: 'left' | 'right';
};

export type PdfGridRow = { label: string; values: string[] };

export type PdfBoxContent =
  /** `attached`: a list the box refers to, printed in full on the pages after the form. */
  | { kind: 'text'; lines: string[]; attached?: string[] }
  /** A heading: the label printed large, the values under it. */
  | { kind: 'title'; lines: string[] }
  | { kind: 'table'; columns: PdfColumn[]; rows: string[][] }
  /** Fixed rows x columns (the CMR payments grid); `rowLabelWidth` is relative like columns. */
  | { kind: 'grid'; columns: PdfColumn[]; rowLabelWidth: number; rows: PdfGridRow[] }
  | { kind: 'signature'; image: Uint8Array | null; lines: string[] };

export type PdfBox = {
  /** Printed number of the box ("1", "20.1"), or null for an unnumbered box. */
  number: string | null;
  /** The label as printed (already in the languages wanted, e.g. "Nadawca / Sender / Absender"). */
  label: string;
  /** Position and size in mm from the top-left corner of the page. */
  x: number;
  y: number;
  width: number;
  height: number;
  content: PdfBoxContent;
};

export type PdfPageSpec = { boxes: PdfBox[]; header?: string; footer?: string };

export type PdfSpec = {
  title: string;
  pages: PdfPageSpec[];
  /** Heading of the pages that carry what did not fit in its box. */
  continuationTitle?: string;
  /** Fixed creation date (tests, reproducible output); now by default. */
  createdAt?: Date;
};

const LABEL_SIZE = 5;
const TITLE_SIZE = 9;
const VALUE_SIZE = 8;
const MIN_VALUE_SIZE = 5.5;
const PAD = 1.2; // pt inside a box border
const LEADING = 1.18;
const BLACK = 0;
const GREY = 0.35;
const RULE = 0.6;

/**
 * Splits text into lines no wider than `maxWidth` points (words, then characters). Widths add up
 * (no kerning), so a line's width is kept as it grows instead of measuring it again per word.
 */
export function wrapText(text: string, size: number, maxWidth: number): string[] {
  const out: string[] = [];
  const maxEm = maxWidth / size;
  const spaceEm = emWidth(' ');
  for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
    const words = drawableText(paragraph)
      .split(/ +/)
      .filter((w) => w !== '');
    if (words.length === 0) {
      out.push('');
      continue;
    }
    let line = '';
    let lineEm = 0;
    for (const word of words) {
      const wordEm = emWidth(word);
      const candidateEm = line === '' ? wordEm : lineEm + spaceEm + wordEm;
      if (candidateEm <= maxEm) {
        line = line === '' ? word : `${line} ${word}`;
        lineEm = candidateEm;
        continue;
      }
      if (line !== '') out.push(line);
      if (wordEm <= maxEm) {
        line = word;
        lineEm = wordEm;
        continue;
      }
      // A word wider than the box: break it by characters.
      let piece = '';
      let pieceEm = 0;
      for (const ch of word) {
        const chEm = emWidth(ch);
        if (piece !== '' && pieceEm + chEm > maxEm) {
          out.push(piece);
          piece = '';
          pieceEm = 0;
        }
        piece += ch;
        pieceEm += chEm;
      }
      line = piece;
      lineEm = pieceEm;
    }
    if (line !== '') out.push(line);
  }
  return out;
}

type Overflow =
  | { box: PdfBox; kind: 'text'; lines: string[] }
  | { box: PdfBox; kind: 'table'; columns: PdfColumn[]; rows: string[][] };

type Ctx = {
  doc: PDFDocument;
  drawing: PdfDrawing;
  overflow: Overflow[];
  images: Map<PreparedImage, PDFRef>;
};

/** Draws `text` (drawable) with its top at `top` (points from the page bottom). */
function drawLine(
  page: PageContent,
  text: string,
  x: number,
  top: number,
  size: number,
  grey = false,
): void {
  page.text(text, x, top - size * 0.93, size, { grey: grey ? GREY : BLACK });
}

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

function columnWidths(columns: PdfColumn[], total: number): number[] {
  const sum = columns.reduce((s, c) => s + Math.max(c.width, 0.0001), 0);
  return columns.map((c) => (Math.max(c.width, 0.0001) / sum) * total);
}

type TableOptions = {
  /** The first column holds row labels (a grid's), printed small and grey like box labels. */
  labelColumn?: boolean;
  /** Column rules run down to `bottom` (a form's box) rather than to the last row drawn. */
  rulesToBottom?: boolean;
};

/** Size and colour of cell `i`'s text. */
const cellStyle = (i: number, size: number, options: TableOptions) =>
  options.labelColumn && i === 0 ? { size: LABEL_SIZE, grey: true } : { size, grey: false };

/**
 * Draws a table from `top` down to `bottom`; returns the rows that did not fit and where the
 * last row drawn ends.
 */
function drawTable(
  page: PageContent,
  columns: PdfColumn[],
  rows: string[][],
  left: number,
  width: number,
  top: number,
  bottom: number,
  size: number,
  options: TableOptions = { rulesToBottom: true },
): { rest: string[][]; end: number } {
  const widths = columnWidths(columns, width);
  const cellWidth = (i: number) => (widths[i] ?? 0) - 2 * PAD;
  // header
  const headerLines = columns.map((c, i) => wrapText(c.label, LABEL_SIZE, cellWidth(i)));
  const headerHeight = Math.max(1, ...headerLines.map((l) => l.length)) * LABEL_SIZE * LEADING;
  let y = top;
  let x = left;
  const drawRules = (to: number) => {
    let rx = left;
    for (let i = 0; i < columns.length - 1; i++) {
      rx += widths[i] ?? 0;
      page.line(rx, top, rx, to, 0.2, RULE);
    }
  };
  columns.forEach((_c, i) => {
    let ly = y;
    for (const line of headerLines[i] ?? []) {
      drawLine(page, line, x + PAD, ly, LABEL_SIZE, true);
      ly -= LABEL_SIZE * LEADING;
    }
    x += widths[i] ?? 0;
  });
  y -= headerHeight + 0.5;
  page.line(left, y, left + width, y, 0.3, RULE);
  y -= 0.8;
  const finish = (rest: string[][]) => {
    const end = rest.length > 0 || options.rulesToBottom ? bottom : y;
    drawRules(end);
    return { rest, end: y };
  };
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r] ?? [];
    const cells = columns.map((_c, i) =>
      wrapText(row[i] ?? '', cellStyle(i, size, options).size, cellWidth(i)),
    );
    const height = Math.max(
      ...cells.map((c, i) => Math.max(1, c.length) * cellStyle(i, size, options).size * LEADING),
    );
    if (y - height < bottom) return finish(rows.slice(r));
    x = left;
    cells.forEach((cell, i) => {
      const style = cellStyle(i, size, options);
      let ly = y;
      const right = columns[i]?.align === 'right';
      for (const line of cell) {
        const lx = right ? x + (widths[i] ?? 0) - PAD - textWidth(line, style.size) : x + PAD;
        drawLine(page, line, lx, ly, style.size, style.grey);
        ly -= style.size * LEADING;
      }
      x += widths[i] ?? 0;
    });
    y -= height + 0.6;
    if (r < rows.length - 1) {
      page.line(left, y + 0.3, left + width, y + 0.3, 0.2, RULE);
    }
  }
  return finish([]);
}

function tableSize(
  columns: PdfColumn[],
  rows: string[][],
  width: number,
  height: number,
  options: TableOptions = {},
): number {
  const widths = columnWidths(columns, width);
  for (let size = VALUE_SIZE - 1; size > MIN_VALUE_SIZE; size -= 0.5) {
    let total = 0;
    for (const row of rows) {
      total +=
        Math.max(
          ...columns.map((_c, i) => {
            const style = cellStyle(i, size, options);
            const lines = wrapText(row[i] ?? '', style.size, (widths[i] ?? 0) - 2 * PAD).length;
            return Math.max(1, lines) * style.size * LEADING;
          }),
        ) + 0.6;
    }
    if (total <= height) return size;
  }
  return MIN_VALUE_SIZE;
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

function drawBox(page: PageContent, ctx: Ctx, box: PdfBox, pageHeight: number): void {
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
      return;
  }
}

const PAGE_W = A4.width * MM;
const PAGE_H = A4.height * MM;
const MARGIN = 12 * MM;

function drawHeaderFooter(page: PageContent, spec: PdfPageSpec): void {
  if (spec.header) drawLine(page, drawableText(spec.header), MARGIN, PAGE_H - 4 * MM, 7);
  if (spec.footer) drawLine(page, drawableText(spec.footer), MARGIN, 7 * MM, 6, true);
}

/** Pages that carry what did not fit into its box: a heading per box, then the rest. */
function drawContinuation(ctx: Ctx, title: string): void {
  const addPage = () => ctx.drawing.on(ctx.doc.addPage([PAGE_W, PAGE_H]));
  let page = addPage();
  let y = PAGE_H - MARGIN;
  const width = PAGE_W - 2 * MARGIN;
  const newPage = () => {
    page = addPage();
    y = PAGE_H - MARGIN;
  };
  drawLine(page, title, MARGIN, y, 11);
  y -= 20;
  for (const item of ctx.overflow) {
    if (y < MARGIN + 40) newPage();
    const heading = `${item.box.number ? `${item.box.number} ` : ''}${item.box.label}`;
    for (const line of wrapText(heading, 7, width)) {
      drawLine(page, line, MARGIN, y, 7, true);
      y -= 7 * LEADING;
    }
    y -= 2;
    if (item.kind === 'text') {
      for (const line of item.lines.flatMap((l) => wrapText(l, VALUE_SIZE, width))) {
        if (y < MARGIN + 10) newPage();
        drawLine(page, line, MARGIN, y, VALUE_SIZE);
        y -= VALUE_SIZE * LEADING;
      }
    } else {
      const options: TableOptions = { labelColumn: item.box.content.kind === 'grid' };
      let rows = item.rows;
      for (;;) {
        const drawn = drawTable(
          page,
          item.columns,
          rows,
          MARGIN,
          width,
          y,
          MARGIN,
          VALUE_SIZE,
          options,
        );
        rows = drawn.rest;
        y = drawn.end;
        if (rows.length === 0) break;
        newPage();
      }
    }
    y -= 10;
  }
}

/**
 * Writes a finished document; a caller may add to it first (a verification page, a seal). It
 * must close the drawing (which writes the pages and the font) before saving.
 */
export type FinishPdf = (doc: PDFDocument, drawing: PdfDrawing) => Promise<Uint8Array>;

export const saveAsIs: FinishPdf = async (doc, drawing) => {
  await drawing.close();
  return doc.save();
};

/** Renders A4 pages of boxes (positions in mm) into a PDF with the Unicode font embedded. */
export async function renderPdf(spec: PdfSpec, finish: FinishPdf = saveAsIs): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const drawing = new PdfDrawing(doc);
  const createdAt = spec.createdAt ?? new Date();
  doc.setTitle(drawableText(spec.title));
  doc.setProducer('TransitDocs');
  doc.setCreator('TransitDocs');
  doc.setCreationDate(createdAt);
  doc.setModificationDate(createdAt);
  const ctx: Ctx = { doc, drawing, overflow: [], images: new Map() };
  for (const pageSpec of spec.pages) {
    const page = drawing.on(doc.addPage([PAGE_W, PAGE_H]));
    drawHeaderFooter(page, pageSpec);
    for (const box of pageSpec.boxes) drawBox(page, ctx, box, PAGE_H);
  }
  if (ctx.overflow.length > 0) {
    drawContinuation(ctx, spec.continuationTitle ?? 'Ciąg dalszy / Continuation / Fortsetzung');
  }
  return finish(doc, drawing);
}

export type TableDocument = {
  title: string;
  subtitle?: string[];
  columns: PdfColumn[];
  rows: string[][];
  createdAt?: Date;
};

/** A plain A4 report: a title, a few lines, then a table over as many pages as it needs. */
export async function renderTableDocument(spec: TableDocument): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const drawing = new PdfDrawing(doc);
  const createdAt = spec.createdAt ?? new Date();
  doc.setTitle(drawableText(spec.title));
  doc.setProducer('TransitDocs');
  doc.setCreationDate(createdAt);
  const width = PAGE_W - 2 * MARGIN;
  let page = drawing.on(doc.addPage([PAGE_W, PAGE_H]));
  let y = PAGE_H - MARGIN;
  for (const line of wrapText(spec.title, 12, width)) {
    drawLine(page, line, MARGIN, y, 12);
    y -= 12 * LEADING;
  }
  y -= 4;
  for (const line of (spec.subtitle ?? []).flatMap((l) => wrapText(l, 8, width))) {
    drawLine(page, line, MARGIN, y, 8, true);
    y -= 8 * LEADING;
  }
  y -= 8;
  let rows = spec.rows;
  let pageNo = 1;
  for (;;) {
    rows = drawTable(page, spec.columns, rows, MARGIN, width, y, MARGIN + 10, VALUE_SIZE, {}).rest;
    drawLine(page, String(pageNo), PAGE_W / 2, MARGIN, 7, true);
    if (rows.length === 0) break;
    page = drawing.on(doc.addPage([PAGE_W, PAGE_H]));
    pageNo += 1;
    y = PAGE_H - MARGIN;
  }
  return saveAsIs(doc, drawing);
}
