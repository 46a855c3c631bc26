import { deflateSync } from 'node:zlib';
import { PDFRawStream, type PDFDocument, type PDFName, type PDFPage, type PDFRef } from 'pdf-lib';
import { fontProgramFor, writeFontProgram } from './font-program.ts';
import { glyphsOf, unicodeFont } from './font.ts';
import { useNativeDeflate } from './speed.ts';

/**
 * Drawing on a document's pages with the Unicode font. Each page's operators are collected as
 * text and written as one compressed stream; pdf-lib's operator objects (one per number) cost
 * more than the drawing itself. The font is written when the document is closed, for the glyphs
 * its text used (font-program.ts).
 */
export class PdfDrawing {
  private readonly pages = new Map<PDFPage, PageContent>();
  private readonly used = new Set<number>();
  private fontRef: PDFRef | undefined;
  private closed = false;

  constructor(readonly doc: PDFDocument) {
    useNativeDeflate(); // pdf-lib still compresses object streams
  }

  /** The content of `page` (created on first use; drawn in call order). */
  on(page: PDFPage): PageContent {
    this.assertOpen();
    let content = this.pages.get(page);
    if (!content) {
      content = new PageContent(page, this);
      this.pages.set(page, content);
    }
    return content;
  }

  /** Drawing after `close` would be lost without a word: it is a bug. */
  assertOpen(): void {
    if (this.closed) throw new Error('the PDF drawing is closed: draw before it is written');
  }

  /** `text` as a hex string of CIDs (the font's glyph ids); its glyphs are recorded. */
  encode(text: string): string {
    const glyphs = glyphsOf(text);
    const hex = unicodeFont().hex;
    let out = '';
    for (let i = 0; i < glyphs.length; i++) {
      const glyph = glyphs[i] ?? 0;
      this.used.add(glyph);
      out += hex[glyph] ?? '0000';
    }
    return out;
  }

  /** The document's font (one object, whatever pages use it). */
  font(): PDFRef {
    this.fontRef ??= this.doc.context.nextRef();
    return this.fontRef;
  }

  /**
   * Writes the pages' content and the font into the document. Call once all drawing is done,
   * before the document is saved; closing twice does nothing.
   */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const content of this.pages.values()) content.write();
    if (this.fontRef) {
      writeFontProgram(this.doc.context, this.fontRef, await fontProgramFor(this.used));
    }
  }
}

/** A grey level (0 black, 1 white): everything these documents draw is black or grey. */
export type Grey = number;

export type TextOptions = {
  /** Fill grey (0 by default). */
  grey?: Grey;
  /** Degrees counter-clockwise around (x, y). */
  rotate?: number;
};

/** A number as content operators write it: at most 3 decimals (1/1000 pt), no exponent. */
function num(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  return rounded === 0 ? '0' : String(rounded);
}

/** Operators of one page, with the graphics state they set tracked to avoid repeating it. */
export class PageContent {
  private readonly ops: string[] = [];
  private inText = false;
  private fontKey: PDFName | undefined;
  private fontSize = Number.NaN;
  private fill = Number.NaN;
  private stroke = Number.NaN;
  private lineWidth = Number.NaN;

  constructor(
    readonly page: PDFPage,
    private readonly drawing: PdfDrawing,
  ) {}

  private setFill(grey: Grey): void {
    if (grey !== this.fill) {
      this.ops.push(`${num(grey)} g`);
      this.fill = grey;
    }
  }

  private setStroke(grey: Grey, width: number): void {
    if (grey !== this.stroke) {
      this.ops.push(`${num(grey)} G`);
      this.stroke = grey;
    }
    if (width !== this.lineWidth) {
      this.ops.push(`${num(width)} w`);
      this.lineWidth = width;
    }
  }

  private endText(): void {
    this.drawing.assertOpen();
    if (this.inText) {
      this.ops.push('ET');
      this.inText = false;
    }
  }

  /** Draws `text` (already drawable) with its baseline starting at (x, y). */
  text(text: string, x: number, y: number, size: number, options: TextOptions = {}): void {
    if (text === '') return;
    this.drawing.assertOpen();
    const hex = this.drawing.encode(text);
    this.fontKey ??= this.page.node.newFontDictionary('F', this.drawing.font());
    if (!this.inText) {
      this.ops.push('BT');
      this.inText = true;
    }
    this.setFill(options.grey ?? 0);
    if (size !== this.fontSize) {
      this.ops.push(`${this.fontKey.asString()} ${num(size)} Tf`);
      this.fontSize = size;
    }
    const angle = ((options.rotate ?? 0) * Math.PI) / 180;
    const matrix =
      angle === 0
        ? `1 0 0 1 ${num(x)} ${num(y)}`
        : `${num(Math.cos(angle))} ${num(Math.sin(angle))} ${num(-Math.sin(angle))} ${num(Math.cos(angle))} ${num(x)} ${num(y)}`;
    this.ops.push(`${matrix} Tm <${hex}> Tj`);
  }

  /** A rectangle's outline; (x, y) is its bottom-left corner. */
  rect(x: number, y: number, width: number, height: number, lineWidth: number, grey: Grey): void {
    this.endText();
    this.setStroke(grey, lineWidth);
    this.ops.push(`${num(x)} ${num(y)} ${num(width)} ${num(height)} re S`);
  }

  line(x1: number, y1: number, x2: number, y2: number, lineWidth: number, grey: Grey): void {
    this.endText();
    this.setStroke(grey, lineWidth);
    this.ops.push(`${num(x1)} ${num(y1)} m ${num(x2)} ${num(y2)} l S`);
  }

  /**
   * Draws an image or form XObject `ref` through the matrix [a b c d e f]; an image fills the
   * unit square, so its matrix scales it to its drawn size.
   */
  xObject(
    tag: string,
    ref: PDFRef,
    matrix: [number, number, number, number, number, number],
  ): void {
    this.endText();
    const name = this.page.node.newXObject(tag, ref);
    this.ops.push(`q ${matrix.map(num).join(' ')} cm ${name.asString()} Do Q`);
  }

  /** An image drawn `width` x `height` with its bottom-left corner (before rotation) at (x, y). */
  image(
    ref: PDFRef,
    options: { x: number; y: number; width: number; height: number; rotate?: number },
  ): void {
    const angle = ((options.rotate ?? 0) * Math.PI) / 180;
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    this.xObject('Image', ref, [
      options.width * cos,
      options.width * sin,
      -options.height * sin,
      options.height * cos,
      options.x,
      options.y,
    ]);
  }

  /** Adds the collected operators to the page as one compressed stream (by `close`). */
  write(): void {
    if (this.inText) this.ops.push('ET');
    this.inText = false;
    if (this.ops.length === 0) return;
    const context = this.page.doc.context;
    const bytes = new Uint8Array(deflateSync(Buffer.from(this.ops.join('\n'), 'latin1')));
    const stream = PDFRawStream.of(context.obj({ Filter: 'FlateDecode' }), bytes);
    // A loaded page's own content is wrapped in q/Q first, so ours starts from a clean state.
    this.page.node.normalize();
    this.page.node.addContentStream(context.register(stream));
    this.ops.length = 0;
  }
}
