import { PDFDocument, PDFName, PDFDict, degrees } from 'pdf-lib';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { pdfToText, renderPageGrey, requireTool } from '../../../test/pdf-tools.ts';
import { signaturePng, solidPng } from '../../../test/png.ts';
import { PdfDrawing } from './content.ts';
import { renderPdf, renderTableDocument, type PdfBox } from './engine.ts';
import { emWidth } from './font.ts';
import {
  STAMP_UNITS,
  stampLines,
  stampSignaturesOnPdf,
  stampTimeLines,
  wrapAtCharacters,
} from './stamp.ts';
import { drawQrCode } from './verification.ts';

const POLISH = 'Zażółć gęślą jaźń';

/** A small layout of our own: the engine draws any boxes, not only the domain's. */
function fixtureBoxes(signature: Uint8Array | null): PdfBox[] {
  return [
    {
      number: '1',
      label: 'Nadawca / Sender / Absender',
      x: 10,
      y: 10,
      width: 95,
      height: 30,
      content: { kind: 'text', lines: [`${POLISH} Sp. z o.o.`, 'ul. Łąkowa 1, 90-001 Łódź'] },
    },
    {
      number: '2',
      label: 'Odbiorca / Consignee / Empfänger',
      x: 105,
      y: 10,
      width: 95,
      height: 30,
      content: { kind: 'text', lines: ['Ölmühle Größe GmbH', 'Straße 5, Berlin'] },
    },
    {
      number: '6-12',
      label: 'Towar / Goods / Güter',
      x: 10,
      y: 40,
      width: 190,
      height: 40,
      content: {
        kind: 'table',
        columns: [
          { label: 'Znaki / Marks', width: 1 },
          { label: 'Nazwa / Name', width: 3 },
          { label: 'kg', width: 1 },
        ],
        rows: [['A1', `Jabłka ${POLISH}`, '1200']],
      },
    },
    {
      number: '22',
      label: 'Podpis nadawcy / Signature of sender',
      x: 10,
      y: 80,
      width: 60,
      height: 30,
      content: { kind: 'signature', image: signature, lines: ['Jan Kowalski'] },
    },
  ];
}

async function imageCount(bytes: Uint8Array): Promise<number> {
  const doc = await PDFDocument.load(bytes);
  let count = 0;
  for (const page of doc.getPages()) {
    const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    if (!xObjects) continue;
    for (const key of xObjects.keys()) {
      const stream = xObjects.lookup(key);
      const dict = (stream as { dict?: PDFDict }).dict;
      if (dict?.get(PDFName.of('Subtype'))?.toString() === '/Image') count += 1;
    }
  }
  return count;
}

describe('PDF engine', () => {
  const hasPoppler = requireTool('pdftotext', 'poppler-utils');

  it('draws A4 pages with labels and values; Polish letters survive', async () => {
    const bytes = await renderPdf({ title: 'CMR', pages: [{ boxes: fixtureBoxes(null) }] });
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect(width).toBeCloseTo(595.28, 1);
    expect(height).toBeCloseTo(841.89, 1);
    if (!hasPoppler) return;
    const text = await pdfToText(bytes);
    expect(text).toContain(`${POLISH} Sp. z o.o.`);
    expect(text).toContain('ul. Łąkowa 1, 90-001 Łódź');
    expect(text).toContain('Ölmühle Größe GmbH');
    expect(text).toContain(`Jabłka ${POLISH}`);
    expect(text).toContain('1 Nadawca / Sender / Absender');
    expect(text).toContain('2 Odbiorca / Consignee / Empfänger');
    expect(text).toContain('22 Podpis nadawcy / Signature of sender');
  });

  it('embeds the font as a subset (small file) and the signature image when given', async () => {
    const without = await renderPdf({ title: 'x', pages: [{ boxes: fixtureBoxes(null) }] });
    const withSignature = await renderPdf({
      title: 'x',
      pages: [{ boxes: fixtureBoxes(signaturePng()) }],
    });
    expect(await imageCount(without)).toBe(0);
    expect(await imageCount(withSignature)).toBe(1);
    // DejaVuSans is ~750 kB; a subset of the glyphs used is a small fraction of it.
    expect(without.byteLength).toBeLessThan(120_000);
  });

  it('carries what does not fit into a continuation page', async () => {
    const rows = Array.from({ length: 60 }, (_v, i) => [`M${i}`, `Towar ${i} żółty`, `${i}`]);
    const boxes = fixtureBoxes(null).map((box) =>
      box.content.kind === 'table' ? { ...box, content: { ...box.content, rows } } : box,
    );
    const bytes = await renderPdf({ title: 'x', pages: [{ boxes }] });
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThan(1);
    if (!hasPoppler) return;
    const text = await pdfToText(bytes);
    for (const i of [0, 30, 59]) expect(text).toContain(`Towar ${i} żółty`);
    expect(text).toContain('Ciąg dalszy / Continuation / Fortsetzung');
  });

  it('writes the drawing once: drawing after it is closed is refused, not lost', async () => {
    const doc = await PDFDocument.create();
    const drawing = new PdfDrawing(doc);
    const page = drawing.on(doc.addPage([595, 842]));
    page.text(POLISH, 50, 700, 12);
    await drawing.close();
    await drawing.close(); // closing twice writes nothing more
    expect(() => {
      page.text('late', 50, 600, 12);
    }).toThrow(/closed/);
    expect(() => drawing.on(doc.addPage([595, 842]))).toThrow(/closed/);
    const bytes = await doc.save();
    if (!hasPoppler) return;
    expect(await pdfToText(bytes)).toContain(POLISH);
  });

  it('renders a table report over several pages', async () => {
    const rows = Array.from({ length: 120 }, (_v, i) => [`Użytkownik ${i}`, 'podpisał', '—']);
    const bytes = await renderTableDocument({
      title: 'Historia dokumentu',
      columns: [
        { label: 'Kto', width: 2 },
        { label: 'Co', width: 2 },
        { label: 'Skąd', width: 1 },
      ],
      rows,
    });
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThan(1);
    if (!hasPoppler) return;
    const text = await pdfToText(bytes);
    expect(text).toContain('Historia dokumentu');
    expect(text).toContain('Użytkownik 119');
  });
});

/** Bounding box (fractions of the page) of the dark pixels of a rendered page. */
async function darkArea(bytes: Uint8Array, page: number, dpi = 40, threshold = 100) {
  const { width, height, pixels } = await renderPageGrey(bytes, page, dpi);
  let minX = width;
  let minY = height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if ((pixels[y * width + x] ?? 255) < threshold) {
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y);
      }
    }
  }
  return {
    left: minX / width,
    top: minY / height,
    right: (maxX + 1) / width,
    bottom: (maxY + 1) / height,
  };
}

describe('stampSignaturesOnPdf', () => {
  const hasPoppler = requireTool('pdftoppm', 'poppler-utils');

  async function original(): Promise<Uint8Array> {
    const doc = await PDFDocument.create();
    doc.addPage([595, 842]);
    doc.addPage([595, 842]).setRotation(degrees(90));
    doc.addPage([842, 595]).setRotation(degrees(270));
    doc.addPage([595, 842]).setRotation(degrees(180));
    return doc.save();
  }

  it('keeps the pages, leaves the original bytes alone and places the image where asked', async () => {
    const source = await original();
    const copy = Uint8Array.from(source);
    const png = solidPng(40, 20); // 2:1
    const placement = { xFraction: 0.5, yFraction: 0.25, widthFraction: 0.2, png };
    const stamped = await stampSignaturesOnPdf(source, [
      { page: 1, ...placement },
      { page: 2, ...placement },
      { page: 3, ...placement },
      { page: 4, ...placement },
      { page: 9, ...placement }, // no such page: ignored
    ]);
    expect(Buffer.from(source).equals(Buffer.from(copy))).toBe(true);
    const doc = await PDFDocument.load(stamped);
    expect(doc.getPageCount()).toBe(4);
    expect(doc.getPages().map((p) => p.getRotation().angle)).toEqual([0, 90, 270, 180]);
    expect(await imageCount(stamped)).toBe(4);
    if (!hasPoppler) return;
    for (const page of [1, 2, 3, 4]) {
      const area = await darkArea(stamped, page);
      // Displayed page sizes: pages 1 and 4 portrait, 2 landscape (rotated portrait), 3 portrait.
      const shown = page === 2 ? { w: 842, h: 595 } : { w: 595, h: 842 };
      const expectedHeight = (0.2 * shown.w) / 2 / shown.h;
      const tolerance = 0.03;
      expect(Math.abs(area.left - 0.5)).toBeLessThan(tolerance);
      expect(Math.abs(area.top - 0.25)).toBeLessThan(tolerance);
      expect(Math.abs(area.right - 0.7)).toBeLessThan(tolerance);
      expect(Math.abs(area.bottom - (0.25 + expectedHeight))).toBeLessThan(tolerance);
    }
  });
});

describe('signature stamp', () => {
  const hasPoppler = requireTool('pdftoppm', 'poppler-utils');
  const signer = {
    sign_fullname: 'Józef Łęcki',
    sign_company_name: 'Przedsiębiorstwo Transportowe Źdźbło Sp. z o.o.',
    sign_company_vies: 'PL5260250274',
    sign_company_vat_group: 'GV-1',
    sign_pesel: '85010112345',
    sign_company_address: 'ul. Żółkiewskiego 5',
    sign_company_zip_code: '90-001',
    sign_company_town: 'Łódź',
    sign_company_country: ['PL', 'Polska'] as const,
    sign_method: 'sms',
  };

  it('prints the lines of spec 2 §9 in order, the company wrapped at 23 characters', () => {
    expect(stampLines(signer, '2026-01-15T13:05:00Z')).toEqual([
      'Przedsiębiorstwo',
      'Transportowe Źdźbło Sp.',
      'z o.o.',
      '2026/01/15 14:05',
      'Józef Łęcki',
      'VIES: PL5260250274',
      'VAT group: GV-1',
      'PESEL: 85010112345',
      'ul. Żółkiewskiego 5',
      '90-001 Łódź',
      'Polska',
      'sms',
    ]);
    expect(stampLines({ sign_fullname: 'Jan' }, 'not a date')).toEqual(['Jan']);
    expect(wrapAtCharacters('A'.repeat(30), 23)).toEqual(['A'.repeat(23), 'A'.repeat(7)]);
  });

  it('prints the device time and the receipt of a signature made offline', () => {
    // 08:12 on the phone, received 10:41 (Polish time, UTC+1 in November).
    const offline = stampLines(signer, '2026-11-26T09:41:00Z', '2026-11-26T07:12:00Z');
    expect(offline.slice(3, 6)).toEqual([
      '2026/11/26 08:12 (urządzenie / device)',
      'otrzymano / received 10:41',
      'Józef Łęcki',
    ]);
    // Received on another day: the receipt's date too.
    expect(stampTimeLines('2026-11-27T06:30:00Z', '2026-11-26T07:12:00Z')).toEqual([
      '2026/11/26 08:12 (urządzenie / device)',
      'otrzymano / received 2026/11/27 07:30',
    ]);
    // Online (the same time, or within a minute, either way): one time, as before.
    for (const captured of [null, undefined, '2026-11-26T09:41:00Z', '2026-11-26T09:40:05Z']) {
      expect(stampTimeLines('2026-11-26T09:41:00Z', captured)).toEqual(['2026/11/26 10:41']);
    }
    expect(stampTimeLines('2026-11-26T09:41:00Z', 'not a date')).toEqual(['2026/11/26 10:41']);
    // Each line fits the stamp's width (the pad's 300 units at its 11-unit font).
    const longest = stampTimeLines('2026-11-27T06:30:00Z', '2026-11-26T07:12:00Z');
    for (const line of longest) {
      expect(emWidth(line) * STAMP_UNITS.font, line).toBeLessThan(STAMP_UNITS.width * 0.9);
    }
  });

  it('draws the stamp upright under the image where the user clicked, on rotated pages too', async () => {
    const source = await PDFDocument.create();
    source.addPage([595, 842]);
    source.addPage([595, 842]).setRotation(degrees(90));
    source.addPage([595, 842]).setRotation(degrees(180));
    source.addPage([842, 595]).setRotation(degrees(270));
    const original = await source.save();
    const lines = stampLines(signer, '2026-01-15T13:05:00Z');
    const png = solidPng(300, 100);
    const stamped = await stampSignaturesOnPdf(
      original,
      [1, 2, 3, 4].map((page) => ({
        page,
        xFraction: 0.2,
        yFraction: 0.3,
        widthFraction: 0.3,
        png,
        lines,
      })),
    );
    if (!hasPoppler) return;
    const text = await pdfToText(stamped);
    for (const line of lines) expect(text).toContain(line);
    for (const page of [1, 2, 3, 4]) {
      const shown = page === 2 ? { w: 842, h: 595 } : { w: 595, h: 842 };
      const area = await darkArea(stamped, page, 100, 200);
      const unit = (0.3 * shown.w) / 300;
      // The image: 300 x 100 units from the click; the text starts 140 units below the click and
      // runs 14 units a line, so the stamp ends about 140 + 12 * 14 units under it.
      const bottom = 0.3 + ((140 + lines.length * 14) * unit) / shown.h;
      expect(Math.abs(area.left - 0.2), `page ${page} left`).toBeLessThan(0.02);
      expect(Math.abs(area.top - 0.3), `page ${page} top`).toBeLessThan(0.02);
      expect(Math.abs(area.right - 0.5), `page ${page} right`).toBeLessThan(0.02);
      expect(Math.abs(area.bottom - bottom), `page ${page} bottom`).toBeLessThan(0.03);
    }
  });
});

describe('QR code', () => {
  const hasPoppler = requireTool('pdftoppm', 'poppler-utils');

  it('draws the modules of the address where asked (read back from the rendered page)', async () => {
    const url = 'https://transitdocs.example.com/verify/Abc_def-0123456789abcdefghijklmn';
    const doc = await PDFDocument.create();
    const drawing = new PdfDrawing(doc);
    drawQrCode(drawing.on(doc.addPage([595, 842])), url, 100, 300, 300);
    await drawing.close();
    const bytes = await doc.save();
    if (!hasPoppler) return;
    const dpi = 144;
    const { width, pixels } = await renderPageGrey(bytes, 1, dpi);
    const px = dpi / 72;
    const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
    const total = modules.size + 4; // two modules of quiet zone on each side
    const cell = 300 / total;
    let wrong = 0;
    for (let row = -2; row < modules.size + 2; row++) {
      for (let col = -2; col < modules.size + 2; col++) {
        const inside = row >= 0 && col >= 0 && row < modules.size && col < modules.size;
        const dark = inside && Boolean(modules.get(row, col));
        // Centre of the module in page points from the top-left, then in pixels.
        const x = 100 + (col + 2.5) * cell;
        const yFromTop = 842 - (300 + 300) + (row + 2.5) * cell;
        const value = pixels[Math.round(yFromTop * px) * width + Math.round(x * px)] ?? 255;
        if (value < 128 !== dark) wrong += 1;
      }
    }
    expect(wrong).toBe(0);
  });
});
