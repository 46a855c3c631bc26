import { PDFDocument } from 'pdf-lib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { signaturePng } from '../../../test/png.ts';
import { checkPdfSeal, generateSeal, identityFromPem } from '../../platform/seal/index.ts';
import { createPdfStamper, type StampJob } from './pdf-stamper.ts';

/**
 * A signed upload is stamped and sealed in the stamper's worker threads, not on the event loop of
 * the download's request; a stamping past the time limit is refused and its thread ended.
 */

const log = Fastify({ logger: false }).log;
const identity = identityFromPem(generateSeal('test.example'));

async function upload(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage([595, 842]).drawText(`Page ${String(i + 1)}`);
  return doc.save();
}

function job(original: Uint8Array): StampJob {
  return {
    original,
    placements: [
      { page: 1, xFraction: 0.1, yFraction: 0.1, widthFraction: 0.25, png: signaturePng() },
    ],
    seal: {
      identity,
      info: {
        url: 'https://test.example/verify/abc',
        documentName: 'Upload',
        documentType: 'PDF',
        transitNumber: 'T/1',
        location: 'test.example',
        signatures: [],
      },
    },
  };
}

describe('the PDF stamper', () => {
  const stamper = createPdfStamper({ log, threads: 1 });
  afterAll(() => stamper.close());

  it('stamps and seals an upload in its thread, the caller’s bytes untouched', async () => {
    const original = await upload(2);
    const copy = new Uint8Array(original);
    const stamped = await stamper.stamp(job(original));
    expect(original).toEqual(copy);
    const opened = await PDFDocument.load(stamped);
    // The two pages, then the verification page; the whole file sealed.
    expect(opened.getPageCount()).toBe(3);
    expect(checkPdfSeal(stamped)).toMatchObject({ sealed: true, valid: true });
  });

  it('refuses a stamping past its time limit (pdf_too_complex) and stamps the next one', async () => {
    const strict = createPdfStamper({ log, threads: 1, jobTimeoutMs: 1 });
    try {
      // Thousands of pages parse and write for far longer than a millisecond.
      await expect(strict.stamp(job(await upload(1000)))).rejects.toMatchObject({
        status: 422,
        key: 'pdf_too_complex',
      });
    } finally {
      await strict.close();
    }
    expect(checkPdfSeal(await stamper.stamp(job(await upload(1))))).toMatchObject({ valid: true });
  });
});
