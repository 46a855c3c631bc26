import Fastify from 'fastify';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { auth } from '../../../test/factories.ts';
import { describeEachDatabase } from '../../../test/harness.ts';
import { multipart } from '../../../test/multipart.ts';
import { createFleet, fullPayload, postTransit } from '../../../test/transit-fixtures.ts';
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

  it('refuses past its bound (503 with Retry-After) and takes uploads again once the queue drains', async () => {
    const inspector = createPdfInspector({ log: silent, threads: 1, maxWaiting: 1 });
    try {
      const bytes = await pdfOfPages(50);
      // One being inspected and one waiting fill it; the third is refused at once.
      const held = [inspector.inspect(bytes), inspector.inspect(bytes)];
      await expect(inspector.inspect(bytes)).rejects.toMatchObject({
        status: 503,
        key: 'service_unavailable',
        headers: { 'retry-after': '5' },
      });
      expect((await Promise.all(held)).map((answer) => answer.ok)).toEqual([true, true]);
      expect((await inspector.inspect(bytes)).ok).toBe(true);
    } finally {
      await inspector.close();
    }
  });
});

describeEachDatabase(
  'an upload while the PDF inspector is full',
  (ctx) => {
    it('answers 503 with Retry-After and stores nothing', async () => {
      const t = ctx();
      const f = await createFleet(t);
      const transit = await postTransit(t, f.owner.token, fullPayload(f));
      const documents = async () =>
        (await t.db.selectFrom('documents').select('id').execute()).length;
      const before = await documents();
      // Long inspections fill the threads and the queue (PDF_INSPECTION_QUEUE=1).
      const long = await pdfOfPages(1500);
      const held = Array.from({ length: 4 }, () =>
        t.app.deps.pdfInspector.inspect(long).catch(() => null),
      );
      const body = multipart([
        { name: 'transit', value: String(transit.id) },
        { name: 'type', value: '6' },
        { name: 'document', file: Buffer.from(await pdfOfPages(1)), fileName: 'faktura.pdf' },
      ]);
      const response = await t.app.inject({
        method: 'POST',
        url: '/company/api/v1/transit-document/',
        headers: { ...auth(f.owner.token), ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode, response.body).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ detail: 'service_unavailable' });
      expect(await documents()).toBe(before);
      await Promise.all(held);
    });
  },
  { PDF_INSPECTION_QUEUE: '1' },
);
