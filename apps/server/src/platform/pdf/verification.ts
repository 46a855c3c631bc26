import { deflateSync } from 'node:zlib';
import { PDFRawStream, type PDFDocument } from 'pdf-lib';
import QRCode from 'qrcode';
import { uilText, type EftiUil } from '@transitdocs/domain';
import type { PageContent, PdfDrawing } from './content.ts';
import { A4, MM } from './spec.ts';
import { wrapText } from './text-lines.ts';

const QR_QUIET = 2; // modules of white border kept inside the drawn size
const QR_CACHE_SIZE = 200;

type QrForm = { modules: number; content: Uint8Array };
/** A document's address repeats on every download: its drawing is made once (bounded). */
const qrCache = new Map<string, QrForm>();

/**
 * The QR code of `text` as a deflated content stream in module units (the quiet zone included,
 * y up): one rectangle per run of dark modules in a row, filled at once. Written as text once;
 * pdf-lib's operator objects cost more than the rest of the page for ~600 rectangles.
 */
function qrForm(text: string): QrForm {
  let form = qrCache.get(text);
  if (!form) {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const count = modules.size;
    const total = count + 2 * QR_QUIET;
    const ops: string[] = ['0 g'];
    for (let row = 0; row < count; row++) {
      let col = 0;
      while (col < count) {
        if (!modules.get(row, col)) {
          col += 1;
          continue;
        }
        const start = col;
        while (col < count && modules.get(row, col)) col += 1;
        ops.push(`${QR_QUIET + start} ${total - QR_QUIET - row - 1} ${col - start} 1 re`);
      }
    }
    ops.push('f');
    form = { modules: total, content: new Uint8Array(deflateSync(ops.join('\n'))) };
    if (qrCache.size >= QR_CACHE_SIZE) {
      const oldest = qrCache.keys().next();
      if (!oldest.done) qrCache.delete(oldest.value);
    }
    qrCache.set(text, form);
  }
  return form;
}

/** Draws a QR code of `text` as vector squares, `size` points wide, bottom-left at (x, y). */
export function drawQrCode(
  page: PageContent,
  text: string,
  x: number,
  y: number,
  size: number,
): void {
  const form = qrForm(text);
  const doc = page.page.doc;
  const stream = PDFRawStream.of(
    doc.context.obj({
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [0, 0, form.modules, form.modules],
      Resources: {},
      Filter: 'FlateDecode',
      Length: form.content.length,
    }),
    form.content,
  );
  const scale = size / form.modules;
  page.xObject('QR', doc.context.register(stream), [scale, 0, 0, scale, x, y]);
}

export type VerificationSignature = {
  party: string;
  signer: string;
  company: string;
  /**
   * When, as printed: the receipt's time; for a signature made offline the device time and the
   * receipt, as the stamp prints them (`stampTimeLines`, joined with " · ").
   */
  time: string;
  method: string;
  contentSha256: string | null;
};

export type VerificationInfo = {
  url: string;
  documentName: string;
  documentType: string;
  transitNumber: string;
  signatures: VerificationSignature[];
  /** a CMR's eFTI UIL: its QR code and parts are printed beside the verification QR code */
  uil?: EftiUil | null;
};

const INK = 0;
const GREY = 0.35;

/**
 * Appends the verification page of a sealed PDF: a QR code and the address of the public
 * verification page (beside it a CMR's eFTI UIL as a QR code and text), who signed what and
 * when, and how the seal protects the file.
 */
export function addVerificationPage(
  doc: PDFDocument,
  drawing: PdfDrawing,
  info: VerificationInfo,
): void {
  const width = A4.width * MM;
  const height = A4.height * MM;
  const margin = 18 * MM;
  const textWidth = width - 2 * margin;
  const page = drawing.on(doc.addPage([width, height]));
  let y = height - margin;
  const line = (text: string, size: number, grey = INK, maxWidth = textWidth, x = margin) => {
    for (const part of wrapText(text, size, maxWidth)) {
      y -= size * 1.2;
      page.text(part, x, y, size, { grey });
    }
  };
  line('Weryfikacja dokumentu / Document verification / Dokumentprüfung', 14);
  y -= 6;
  line(`${info.documentType} · ${info.documentName}`, 10);
  line(`Transport / Transit: ${info.transitNumber}`, 9, GREY);
  y -= 10;
  const qrSize = 45 * MM;
  const verifyText =
    'Zeskanuj kod lub otwórz adres, aby sprawdzić podpisy i ten plik. / Scan the code or open the address to check the signatures and this file.';
  if (info.uil) {
    // Two codes side by side, each with its text under it: the columns are too narrow for
    // text beside a code.
    const gap = 8 * MM;
    const columnWidth = (textWidth - gap) / 2;
    const top = y;
    drawQrCode(page, info.url, margin, top - qrSize, qrSize);
    y = top - qrSize - 2;
    line('Weryfikacja / Verification', 10, INK, columnWidth);
    line(verifyText, 8, GREY, columnWidth);
    y -= 3;
    line(info.url, 8, INK, columnWidth);
    const leftEnd = y;
    const uilX = margin + columnWidth + gap;
    drawQrCode(page, uilText(info.uil), uilX, top - qrSize, qrSize);
    y = top - qrSize - 2;
    line('eFTI UIL', 10, INK, columnWidth, uilX);
    line(
      'Dane przewozu dla organów kontroli, przez bramkę eFTI. / The consignment data for inspection authorities, through the eFTI gate.',
      8,
      GREY,
      columnWidth,
      uilX,
    );
    // Each part under its label: a data set id beside a label would not fit the column.
    // A value is made smaller (down to 6 pt) before it is broken, so that it reads as one line.
    const part = (label: string, value: string) => {
      y -= 2;
      line(label, 7, GREY, columnWidth, uilX);
      const size = [8, 7].find((s) => wrapText(value, s, columnWidth).length === 1) ?? 6;
      line(value, size, INK, columnWidth, uilX);
    };
    part('Bramka / Gate', info.uil.gate_id);
    part('Platforma / Platform', info.uil.platform_id);
    part('Zbiór danych / Dataset', info.uil.dataset_id);
    part('UIL', uilText(info.uil));
    y = Math.min(y, leftEnd) - 12;
  } else {
    drawQrCode(page, info.url, margin, y - qrSize, qrSize);
    const besideX = margin + qrSize + 8 * MM;
    const besideWidth = textWidth - qrSize - 8 * MM;
    const qrTop = y;
    y -= 6;
    line(verifyText, 9, INK, besideWidth, besideX);
    y -= 4;
    line(info.url, 9, INK, besideWidth, besideX);
    y = Math.min(y, qrTop - qrSize) - 12;
  }
  line('Podpisy / Signatures', 11);
  y -= 2;
  for (const s of info.signatures) {
    y -= 4;
    line(`${s.party}: ${[s.signer, s.company].filter(Boolean).join(', ')}`, 9);
    line([s.time, s.method].filter(Boolean).join(' · '), 8, GREY);
    if (s.contentSha256) line(`SHA-256: ${s.contentSha256}`, 7, GREY);
  }
  y -= 12;
  line(
    'Plik jest zapieczętowany pieczęcią elektroniczną (PAdES); każda zmiana treści unieważnia pieczęć. / The file carries an electronic seal (PAdES); any change of its content breaks the seal.',
    8,
    GREY,
  );
}
