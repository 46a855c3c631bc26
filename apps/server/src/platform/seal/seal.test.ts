import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { requireTool } from '../../../test/pdf-tools.ts';
import { PdfDrawing } from '../pdf/index.ts';
import {
  generateSeal,
  identityFromP12,
  identityFromPem,
  sealToP12,
  type StoredSeal,
} from './certificate.ts';
import type { SealIdentity } from './cms.ts';
import { checkPdfSeal, sealPdfDocument } from './pdf-seal.ts';

const run = promisify(execFile);

/** pdfsig's report of a PDF (it exits non-zero for some verdicts: keep its output). */
async function pdfsig(bytes: Uint8Array): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'td-seal-'));
  try {
    const file = path.join(dir, 'sealed.pdf');
    await fs.writeFile(file, bytes);
    try {
      const { stdout, stderr } = await run('pdfsig', [file]);
      return stdout + stderr;
    } catch (error) {
      const e = error as { stdout?: string; stderr?: string };
      return `${e.stdout ?? ''}${e.stderr ?? ''}`;
    }
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

async function samplePdf(text: string): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  const drawing = new PdfDrawing(doc);
  drawing.on(doc.addPage([595, 842])).text(text, 50, 700, 14);
  await drawing.close();
  return doc;
}

/** Flips one byte inside the signed part of the file (the first page's content stream). */
function tamper(bytes: Uint8Array): Buffer {
  const copy = Buffer.from(bytes);
  const at = copy.indexOf('stream') + 20;
  copy[at] = (copy[at] ?? 0) ^ 0x01;
  return copy;
}

describe('PAdES seal', () => {
  const hasPdfsig = requireTool('pdfsig', 'poppler-utils');
  let seal: StoredSeal;
  let identity: SealIdentity;

  beforeAll(() => {
    seal = generateSeal('test.example');
    identity = identityFromPem(seal);
  });

  it('generates a self-signed 10-year certificate named after the instance', async () => {
    const { X509Certificate } = await import('node:crypto');
    const cert = new X509Certificate(seal.certificatePem);
    expect(cert.subject).toContain('CN=TransitDocs document seal (test.example)');
    expect(cert.issuer).toBe(cert.subject);
    const years =
      (Date.parse(cert.validTo) - Date.parse(cert.validFrom)) / (365.25 * 24 * 3600 * 1000);
    expect(years).toBeGreaterThan(9.9);
    expect(cert.publicKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(cert.verify(cert.publicKey)).toBe(true);
  });

  it('seals a PDF so that pdfsig and our own check find the signature valid', async () => {
    const sealed = await sealPdfDocument(await samplePdf('Zażółć gęślą jaźń'), identity, {
      name: 'TransitDocs',
      reason: 'Sealed',
      location: 'test.example',
      signingTime: new Date('2026-01-02T03:04:05Z'),
    });
    expect(checkPdfSeal(sealed)).toMatchObject({
      sealed: true,
      valid: true,
      signer: 'TransitDocs document seal (test.example)',
    });
    if (!hasPdfsig) return;
    const report = await pdfsig(sealed);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('ETSI.CAdES.detached');
  });

  it('reports a changed byte as invalid (pdfsig and our own check)', async () => {
    const sealed = await sealPdfDocument(await samplePdf('original'), identity, {
      name: 'TransitDocs',
      reason: 'Sealed',
      location: 'test.example',
    });
    const changed = tamper(sealed);
    expect(checkPdfSeal(changed)).toMatchObject({ sealed: true, valid: false });
    if (!hasPdfsig) return;
    const report = await pdfsig(changed);
    expect(report).not.toContain('Signature is Valid.');
    expect(report).toMatch(/Signature is Invalid|Digest Mismatch/);
  });

  it('answers unsealed for a PDF without a signature', async () => {
    const plain = await (await samplePdf('plain')).save();
    expect(checkPdfSeal(plain)).toEqual({ sealed: false });
    expect(checkPdfSeal(new Uint8Array([1, 2, 3]))).toEqual({ sealed: false });
  });

  it('uses an admin PKCS#12 file (key and matching certificate)', async () => {
    const p12 = sealToP12(seal, 'sekret');
    const fromP12 = identityFromP12(p12, 'sekret');
    expect(fromP12.certificates[0]?.equals(identity.certificates[0] ?? Buffer.alloc(0))).toBe(true);
    const sealed = await sealPdfDocument(await samplePdf('p12'), fromP12, {
      name: 'TransitDocs',
      reason: 'Sealed',
      location: 'x',
    });
    expect(checkPdfSeal(sealed)).toMatchObject({ sealed: true, valid: true });
    expect(() => identityFromP12(p12, 'wrong')).toThrow();
  });
});
