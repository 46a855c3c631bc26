import { PDFDocument, type PDFPage, type PDFRef } from 'pdf-lib';
import { PdfDrawing } from './content.ts';
import { saveAsIs, type FinishPdf } from './finish-pdf.ts';
import { drawableText } from './font.ts';
import { preparePng, writeImage, type PreparedImage } from './images.ts';

/**
 * The signature stamp of spec 2 §9, in the units of the signature pad: the image is 300 wide, the
 * stamp's lines are 14 high, and on an uploaded file the text starts 140 below the top of the
 * signature. Drawn sizes scale these units to the room there is.
 */
export const STAMP_UNITS = { width: 300, line: 14, font: 11, fileTextOffset: 140 } as const;
/** The company name is wrapped at this many characters. */
export const STAMP_COMPANY_WRAP = 23;

/** What the stamp prints, as the signer confirmed it (the spec's signature_data). */
export type StampData = {
  sign_fullname?: string | null;
  sign_pesel?: string | null;
  sign_company_name?: string | null;
  sign_company_address?: string | null;
  sign_company_town?: string | null;
  sign_company_zip_code?: string | null;
  sign_company_post_code?: string | null;
  sign_company_country?: readonly [string, string] | null;
  sign_company_vies?: string | null;
  sign_company_vat_group?: string | null;
  sign_company_pesel?: string | null;
  sign_method?: string | null;
};

/** Splits `text` into lines of at most `width` characters, at spaces where it can. */
export function wrapAtCharacters(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    let rest = characters(word);
    while (rest.length > width) {
      if (line !== '') {
        lines.push(line);
        line = '';
      }
      lines.push(rest.slice(0, width).join(''));
      rest = rest.slice(width);
    }
    if (rest.length === 0) continue;
    const piece = rest.join('');
    const candidate = line === '' ? piece : `${line} ${piece}`;
    if (characters(candidate).length <= width) {
      line = candidate;
    } else {
      lines.push(line);
      line = piece;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

const GRAPHEMES = new Intl.Segmenter('pl', { granularity: 'grapheme' });

/** The characters a reader counts (grapheme clusters: "ó" written as o + accent is one). */
function characters(text: string): string[] {
  return Array.from(GRAPHEMES.segment(text), (part) => part.segment);
}

const STAMP_TIME = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** yyyy/MM/dd HH:mm in Polish time, as the signature stamp prints it (spec 2 §9). */
export function stampTime(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const parts = Object.fromEntries(
    STAMP_TIME.formatToParts(new Date(time)).map((p) => [p.type, p.value]),
  );
  return `${parts.year}/${parts.month}/${parts.day} ${parts.hour}:${parts.minute}`;
}

/**
 * A signature whose device time (`captured_at`) is further than this from its receipt by the
 * server was made offline: the stamp prints both times, as paper must tell when it was signed
 * (docs/decisions/0045-offline-times-on-paper.md). Online the two are the same.
 */
export const DEVICE_TIME_GAP_MS = 60 * 1000;

/** The device time of a signature made offline, or null when it is its receipt time. */
export function offlineCapturedAt(
  receivedAt: string,
  capturedAt: string | null | undefined,
): string | null {
  if (!capturedAt) return null;
  const captured = Date.parse(capturedAt);
  const received = Date.parse(receivedAt);
  if (Number.isNaN(captured) || Number.isNaN(received)) return null;
  return Math.abs(received - captured) > DEVICE_TIME_GAP_MS ? capturedAt : null;
}

/**
 * The stamp's time: one line, or for a signature made offline two, each within the stamp's
 * width: the device time, then the receipt (its time alone when on the same day).
 */
export function stampTimeLines(receivedAt: string, capturedAt?: string | null): string[] {
  const received = stampTime(receivedAt);
  const device = offlineCapturedAt(receivedAt, capturedAt);
  if (!device) return received === '' ? [] : [received];
  const captured = stampTime(device);
  const sameDay = captured.slice(0, 10) === received.slice(0, 10);
  return [
    `${captured} (urządzenie / device)`,
    `otrzymano / received ${sameDay ? received.slice(11) : received}`,
  ];
}

const present = (value: string | null | undefined): string => (value ?? '').trim();

/**
 * The stamp's lines in the spec's order: company name (wrapped at 23 characters), date, name,
 * VIES, VAT group, PESEL, address, town, country, sign method. Empty fields print no line. A
 * signature made offline (`capturedAt` away from `signedAt`, its receipt) prints two date lines.
 */
export function stampLines(
  data: StampData | null,
  signedAt: string,
  capturedAt?: string | null,
): string[] {
  const d = data ?? {};
  const labelled = (label: string, value: string | null | undefined) =>
    present(value) === '' ? '' : `${label}: ${present(value)}`;
  const zip = present(d.sign_company_zip_code) || present(d.sign_company_post_code);
  const country = d.sign_company_country;
  return [
    ...wrapAtCharacters(present(d.sign_company_name), STAMP_COMPANY_WRAP),
    ...stampTimeLines(signedAt, capturedAt),
    present(d.sign_fullname),
    labelled('VIES', d.sign_company_vies),
    labelled('VAT group', d.sign_company_vat_group),
    labelled('PESEL', present(d.sign_pesel) || d.sign_company_pesel),
    present(d.sign_company_address),
    [zip, present(d.sign_company_town)].filter(Boolean).join(' '),
    country ? present(country[1]) || present(country[0]) : '',
    present(d.sign_method),
  ].filter((line) => line !== '');
}

/**
 * A signature placed on an uploaded PDF. Positions are fractions of the page as it is displayed
 * (after its /Rotate), measured from the top-left corner, so they do not depend on the pixel size
 * the client drew the page at.
 */
export type SignaturePlacement = {
  /** 1-based page number (pdf.js numbering, the `pg_num` the client sends). */
  page: number;
  /** Left edge of the stamp, 0..1 of the displayed page width. */
  xFraction: number;
  /** Top edge of the stamp, 0..1 of the displayed page height. */
  yFraction: number;
  /** Stamp width (the pad's 300 units), 0..1 of the displayed page width. */
  widthFraction: number;
  /** PNG bytes of the signature. */
  png: Uint8Array;
  /** The stamp's text lines (`stampLines`), drawn under the image. */
  lines?: string[];
};

const clamp = (value: number, min: number, max: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;

/** Maps points of the page as displayed (u from the left, v from the top) to its user space. */
function displayTransform(page: PDFPage) {
  const box = page.getCropBox();
  const rotation = ((page.getRotation().angle % 360) + 360) % 360;
  const quarter = Math.round(rotation / 90) % 4;
  const shownW = quarter % 2 === 0 ? box.width : box.height;
  const shownH = quarter % 2 === 0 ? box.height : box.width;
  /** /Rotate turns the page clockwise for display; undo it. */
  const toUser = (u: number, v: number): { x: number; y: number } => {
    switch (quarter) {
      case 1:
        return { x: box.x + v, y: box.y + u };
      case 2:
        return { x: box.x + box.width - u, y: box.y + v };
      case 3:
        return { x: box.x + box.width - v, y: box.y + box.height - u };
      default:
        return { x: box.x + u, y: box.y + box.height - v };
    }
  };
  return { shownW, shownH, toUser, rotate: quarter * 90 };
}

/**
 * Returns a new PDF: the original's pages with the signatures (image and stamp) drawn on top,
 * upright as the page is displayed. The input bytes are not modified; the stored original stays
 * as uploaded. `finish` may add to the document before it is written (a verification page, the
 * seal); without it the document is saved as it is.
 */
export async function stampSignaturesOnPdf(
  originalBytes: Uint8Array,
  placements: SignaturePlacement[],
  finish?: FinishPdf,
): Promise<Uint8Array> {
  const doc = await PDFDocument.load(originalBytes, {
    ignoreEncryption: true,
    updateMetadata: false,
  });
  const pages = doc.getPages();
  const drawing = new PdfDrawing(doc);
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
    const { shownW, shownH, toUser, rotate } = displayTransform(page);
    const width = clamp(placement.widthFraction, 0, 1) * shownW;
    const unit = width / STAMP_UNITS.width;
    const height = width * (image.height / image.width);
    const left = clamp(placement.xFraction, 0, 1) * shownW;
    const top = clamp(placement.yFraction, 0, 1) * shownH;
    const corner = toUser(left, top + height); // the image's bottom-left as displayed
    const content = drawing.on(page);
    content.image(ref, { ...corner, width, height, rotate });
    const lines = (placement.lines ?? []).map(drawableText).filter((l) => l !== '');
    const size = STAMP_UNITS.font * unit;
    let lineTop = top + Math.max(height, STAMP_UNITS.fileTextOffset * unit);
    for (const line of lines) {
      const origin = toUser(left, lineTop + size * 0.93);
      content.text(line, origin.x, origin.y, size, { rotate });
      lineTop += STAMP_UNITS.line * unit;
    }
  }
  return (finish ?? saveAsIs)(doc, drawing);
}
