import Fastify from 'fastify';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { createPdfInspector } from './pdf-inspector.ts';

const silent = Fastify({ logger: false }).log;

async function pdfOfPages(pages: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let n = 0; n < pages; n++) {
    document.addPage().drawText(`Page ${n + 1}`, { x: 40, y: 700, size: 12, font });
  }
  return document.save({ useObjectStreams: false });
}

describe('PDF inspector (worker threads)', () => {
  it('answers pages and the bytes to store, and refuses what is no PDF', async () => {
    const inspector = createPdfInspector({ log: silent, threads: 1 });
    try {
      const bytes = await pdfOfPages(3);
      const answer = await inspector.inspect(bytes);
      expect(answer.ok && answer.pages).toBe(3);
      // Nothing in it acts on opening: stored as uploaded, byte for byte.
      expect(answer.ok && Buffer.from(answer.storable).equals(Buffer.from(bytes))).toBe(true);
      // The caller's bytes are its own still (the thread got a copy).
      expect(bytes.byteLength).toBeGreaterThan(0);
      expect(await inspector.inspect(Buffer.from('%PDF-1.7 not really a pdf %%EOF'))).toEqual({
        ok: false,
        key: 'file_not_pdf',
      });
    } finally {
      await inspector.close();
    }
  });

  it('refuses a PDF that takes longer than the limit as pdf_too_complex', async () => {
    const inspector = createPdfInspector({ log: silent, threads: 1, jobTimeoutMs: 1 });
    try {
      expect(await inspector.inspect(await pdfOfPages(400))).toEqual({
        ok: false,
        key: 'pdf_too_complex',
      });
    } finally {
      await inspector.close();
    }
  });
});
