import { PDFDocument } from 'pdf-lib';
import { PdfDrawing, type PageContent } from './content.ts';
import { drawableText } from './font.ts';
import { drawBox, type Ctx } from './boxes.ts';
import { saveAsIs, type FinishPdf } from './finish-pdf.ts';
import { A4, MM, type PdfColumn, type PdfPageSpec, type PdfSpec } from './spec.ts';
import { drawTable, type TableOptions } from './table.ts';
import { LEADING, VALUE_SIZE, drawLine, wrapText } from './text-lines.ts';

// The engine's public face: the spec types and helpers other files use come from their own files.
export {
  A4,
  MM,
  type PdfBox,
  type PdfBoxContent,
  type PdfColumn,
  type PdfGridRow,
  type PdfPageSpec,
  type PdfSpec,
} from './spec.ts';
export { wrapText } from './text-lines.ts';
export { saveAsIs, type FinishPdf } from './finish-pdf.ts';

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
