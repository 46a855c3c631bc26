import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { PDFDocument } from 'pdf-lib';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, json } from '../../../test/factories.ts';
import { createTestApp, testDialects, type TestApp } from '../../../test/harness.ts';
import { multipart } from '../../../test/multipart.ts';
import { startTestS3, type TestS3 } from '../../../test/s3-server.ts';
import {
  createFleet,
  fullPayload,
  postTransit,
  type Fleet,
  type TransitBody,
} from '../../../test/transit-fixtures.ts';
import { sha256Of, storedPathOf } from './index.ts';
import { createS3Client } from './s3.ts';

/**
 * With S3_* set the app keeps its files in the bucket (nothing under DATA_DIR/files, which
 * several instances would not share), serves them back streamed and byte-identical, and answers
 * 503 while the bucket is unreachable, leaving no document behind
 * (docs/decisions/0081-s3-file-store.md).
 */
const API = '/company/api/v1/';

async function makePdf(text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([300, 300]).drawText(text, { x: 20, y: 150, size: 12 });
  return Buffer.from(await pdf.save());
}

function makePng(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  png.data.fill(200);
  return PNG.sync.write(png);
}

async function exists(file: string): Promise<boolean> {
  return fs.stat(file).then(
    () => true,
    () => false,
  );
}

for (const dialect of testDialects()) {
  describe(`files in an S3 bucket [${dialect}]`, () => {
    let s3: TestS3;
    let t: TestApp;
    let f: Fleet;
    let transit: TransitBody;
    const client = () => {
      const settings = t.config.s3;
      if (!settings) throw new Error('the app has no S3 settings');
      return createS3Client(settings);
    };

    const upload = (file: Buffer, fileName: string) => {
      const body = multipart([
        { name: 'transit', value: String(transit.id) },
        { name: 'type', value: '6' },
        { name: 'document', file, fileName },
      ]);
      return t.app.inject({
        method: 'POST',
        url: `${API}transit-document/`,
        headers: { ...auth(f.owner.token), ...body.headers },
        payload: body.payload,
      });
    };
    const documentsOfTransit = async () =>
      (
        await t.db
          .selectFrom('documents')
          .select('id')
          .where('transit_id', '=', transit.id)
          .execute()
      ).length;

    beforeAll(async () => {
      s3 = await startTestS3();
      t = await createTestApp(dialect, s3.env);
      f = await createFleet(t);
      transit = await postTransit(t, f.owner.token, fullPayload(f));
    });
    afterAll(async () => {
      await t.close();
      await s3.stop();
    });

    it('stores an uploaded PDF in the bucket and streams it back byte-identical', async () => {
      const pdf = await makePdf('Faktura S3');
      const created = await upload(pdf, 'faktura.pdf');
      expect(created.statusCode, created.body).toBe(201);
      const id = (json(created) as { id: number }).id;

      const download = await t.app.inject({
        method: 'GET',
        url: `${API}document/id/${id}/download`,
        headers: auth(f.owner.token),
      });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(pdf)).toBe(true);
      expect(download.headers['content-length']).toBe(String(pdf.byteLength));
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toBe(
        "attachment; filename*=UTF-8''faktura.pdf",
      );
      expect(download.headers['content-security-policy']).toBe('sandbox');
      expect(download.headers['x-content-type-options']).toBe('nosniff');

      const inline = await t.app.inject({
        method: 'GET',
        url: `${API}document/id/${id}/pdf`,
        headers: auth(f.owner.token),
      });
      expect(inline.statusCode).toBe(200);
      expect(inline.rawPayload.equals(pdf)).toBe(true);

      const key = storedPathOf(sha256Of(pdf));
      const head = await client().send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
      expect(head.ContentLength).toBe(pdf.byteLength);
      expect(await exists(path.join(t.dataDir, 'files'))).toBe(false);
    });

    it('takes a PDF of nearly 20 MB and serves it back whole, with its Content-Length', async () => {
      const pdf = await PDFDocument.create();
      pdf.addPage([300, 300]).drawText('Large', { x: 20, y: 150, size: 12 });
      // Incompressible filler the page does not use: the file is large, its check quick.
      pdf.context.register(pdf.context.stream(randomBytes(19 * 1024 * 1024)));
      const bytes = Buffer.from(await pdf.save({ useObjectStreams: false }));
      expect(bytes.byteLength).toBeGreaterThan(19 * 1024 * 1024);
      const created = await upload(bytes, 'large.pdf');
      expect(created.statusCode, created.body).toBe(201);
      const id = (json(created) as { id: number }).id;
      const download = await t.app.inject({
        method: 'GET',
        url: `${API}document/id/${id}/download`,
        headers: auth(f.owner.token),
      });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-length']).toBe(String(bytes.byteLength));
      expect(sha256Of(download.rawPayload)).toBe(sha256Of(bytes));
    });

    it('streams a shared document and a remark photo from the bucket', async () => {
      const pdf = await makePdf('Shared from S3');
      const created = await upload(pdf, 'shared.pdf');
      expect(created.statusCode, created.body).toBe(201);
      const id = (json(created) as { id: number }).id;
      const receiver = await t.db
        .selectFrom('transit_receivers')
        .select('id')
        .where('transit_id', '=', transit.id)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const token = await t.app.inject({
        method: 'POST',
        url: `${API}generate-token/`,
        headers: auth(f.owner.token),
        payload: { type: 'receiver', receiver: receiver.id, transit: transit.id, documents: [id] },
      });
      expect(token.statusCode, token.body).toBe(201);
      const shared = await t.app.inject({
        method: 'GET',
        url: `${API}transit-token/${(json(token) as { id: string }).id}/download?document=${id}`,
      });
      expect(shared.statusCode).toBe(200);
      expect(shared.rawPayload.equals(pdf)).toBe(true);
      expect(shared.headers['content-length']).toBe(String(pdf.byteLength));
      expect(shared.headers['content-security-policy']).toBe('sandbox');

      const body = multipart([
        { name: 'document', value: String(id) },
        { name: 'type', value: 'delivery' },
        { name: 'message', value: 'Paleta' },
        { name: 'files', file: makePng(40, 30), fileName: 'photo.png' },
      ]);
      const remark = await t.app.inject({
        method: 'POST',
        url: `${API}document-remark/`,
        headers: { ...auth(f.owner.token), ...body.headers },
        payload: body.payload,
      });
      expect(remark.statusCode, remark.body).toBe(201);
      const fileId = (json(remark) as { files: { id: number }[] }).files[0]?.id ?? 0;
      const photo = await t.app.inject({
        method: 'GET',
        url: `${API}document-file/${fileId}/download`,
        headers: auth(f.owner.token),
      });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/png');
      expect(photo.headers['content-length']).toBe(String(photo.rawPayload.byteLength));
      const key = storedPathOf(sha256Of(photo.rawPayload));
      const listed = await client().send(new ListObjectsV2Command({ Bucket: s3.bucket }));
      expect(listed.Contents?.map((object) => object.Key)).toContain(key);
      expect(await exists(path.join(t.dataDir, 'files'))).toBe(false);
    });

    it('answers 503 while the bucket is unreachable, keeps no document, and recovers', async () => {
      const pdf = await makePdf('During the outage');
      const before = await documentsOfTransit();
      await s3.pause();
      try {
        const started = Date.now();
        const refused = await upload(pdf, 'outage.pdf');
        expect(refused.statusCode).toBe(503);
        expect(refused.headers['retry-after']).toBe('5');
        expect(json(refused)).toEqual({ detail: 'service_unavailable' });
        expect(Date.now() - started).toBeLessThan(5000);
        expect(await documentsOfTransit()).toBe(before);

        const health = await t.app.inject({ method: 'GET', url: '/healthz' });
        expect(health.statusCode).toBe(503);
        expect(health.headers['retry-after']).toBe('5');
        expect(json(health)).toEqual({
          status: 'unavailable',
          checks: { database: 'ok', files: 'unavailable' },
        });
      } finally {
        await s3.resume();
      }
      const again = await upload(pdf, 'outage.pdf');
      expect(again.statusCode, again.body).toBe(201);
      expect(await documentsOfTransit()).toBe(before + 1);
      const health = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(json(health)).toEqual({ status: 'ok', checks: { database: 'ok', files: 'ok' } });
    });
  });
}
