import { deflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { expect, it } from 'vitest';
import { auth, json, type Owner } from '../../../test/factories.ts';
import { describeEachDatabase, type TestApp } from '../../../test/harness.ts';
import { multipart, type Part } from '../../../test/multipart.ts';
import { createFleet, fullPayload, postTransit } from '../../../test/transit-fixtures.ts';

const API = '/company/api/v1/';
const TOKEN_API = `${API}transit-token/`;

/** CRC-32 of PNG chunks (zlib's crc32 arrived in Node 20.15; this keeps the test standalone). */
const CRC_TABLE = Array.from({ length: 256 }, (_v, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  let c = 0xffffffff;
  for (const byte of typed) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE((c ^ 0xffffffff) >>> 0);
  return Buffer.concat([length, typed, crc]);
}

/**
 * A single-grey PNG of many pixels and few bytes (24 MP in about 25 KB): what makes decoding
 * costly while the upload stays small. Grey, 8-bit: cheap to build, still decoded to RGBA.
 */
function greyPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const raw = Buffer.alloc((width + 1) * height, 0x80);
  for (let y = 0; y < height; y++) raw[y * (width + 1)] = 0; // filter type: none
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function makePdf(text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]).drawText(text, { x: 20, y: 100, size: 12 });
  return Buffer.from(await pdf.save());
}

async function uploadPdf(t: TestApp, owner: Owner, transit: number): Promise<number> {
  const body = multipart([
    { name: 'transit', value: String(transit) },
    { name: 'type', value: '6' },
    { name: 'name', value: 'Invoice' },
    { name: 'document', file: await makePdf('Invoice'), fileName: 'invoice.pdf' },
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: `${API}transit-document/`,
    headers: { ...auth(owner.token), ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (json(response) as { id: number }).id;
}

/** A transit with one uploaded document and a receiver's share link granted it. */
async function sharedDocument(
  t: TestApp,
): Promise<{ transit: number; document: number; token: string }> {
  const f = await createFleet(t);
  const transit = await postTransit(t, f.owner.token, fullPayload(f));
  const document = await uploadPdf(t, f.owner, transit.id);
  const receiver = await t.db
    .selectFrom('transit_receivers')
    .select('id')
    .where('transit_id', '=', transit.id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const generated = await t.app.inject({
    method: 'POST',
    url: `${API}generate-token/`,
    headers: auth(f.owner.token),
    payload: {
      type: 'receiver',
      receiver: receiver.id,
      transit: transit.id,
      documents: [document],
    },
  });
  expect(generated.statusCode, generated.body).toBe(201);
  return { transit: transit.id, document, token: (json(generated) as { id: string }).id };
}

function remarkBody(document: number, photos: Buffer[]) {
  const parts: Part[] = [
    { name: 'document', value: String(document) },
    { name: 'type', value: 'delivery' },
    { name: 'message', value: 'Zdjęcia ładunku' },
    { name: 'first_name', value: 'Ewa' },
    { name: 'last_name', value: 'Zając' },
    { name: 'company_name', value: 'Odbiorca Alfa' },
    ...photos.map((file, index) => ({ name: 'files', file, fileName: `photo-${index}.png` })),
  ];
  return multipart(parts);
}

async function remarksOf(
  t: TestApp,
  document: number,
): Promise<{ remarks: number; files: number }> {
  const remarks = await t.db
    .selectFrom('document_remarks')
    .select('id')
    .where('document_id', '=', document)
    .execute();
  const ids = remarks.map((row) => row.id);
  const files =
    ids.length === 0
      ? []
      : await t.db.selectFrom('remark_files').select('id').where('remark_id', 'in', ids).execute();
  return { remarks: remarks.length, files: files.length };
}

describeEachDatabase('remark photos through a share link', (ctx) => {
  it('decodes large photos beside the event loop', { timeout: 120_000 }, async () => {
    const t = ctx();
    const { transit, document, token } = await sharedDocument(t);
    // Two requests of two 12 MP photos each: on the event loop, one request alone held it for
    // a second or more (several on a loaded machine).
    const photo = greyPng(3000, 4000);
    const bodies = [0, 1].map(() => remarkBody(document, [Buffer.from(photo), Buffer.from(photo)]));
    // The real pool, watched: once the first photos are handed to it, another request is made,
    // and it must be answered while they are still being decoded.
    const pool = t.deps.images;
    const reencodeEach = pool.reencodeEach.bind(pool);
    let decoding: Promise<unknown> | undefined;
    let decoded = false;
    let answeredMeanwhile: Promise<boolean> | undefined;
    pool.reencodeEach = (pictures, maxSide) => {
      const jobs = reencodeEach(pictures, maxSide);
      if (!decoding) {
        decoding = Promise.all(jobs).finally(() => {
          decoded = true;
        });
        answeredMeanwhile = t.app
          .inject({ method: 'GET', url: '/healthz' })
          .then((health) => health.statusCode === 200 && !decoded);
      }
      return jobs;
    };
    let responses;
    try {
      responses = await Promise.all(
        bodies.map((body) =>
          t.app.inject({
            method: 'POST',
            url: `${TOKEN_API}${transit}/document-remark/?token=${token}`,
            headers: body.headers,
            payload: body.payload,
          }),
        ),
      );
    } finally {
      pool.reencodeEach = reencodeEach;
    }
    for (const response of responses) {
      expect(response.statusCode, response.body).toBe(201);
      expect((json(response) as { files: unknown[] }).files).toHaveLength(2);
    }
    expect(await answeredMeanwhile).toBe(true);
    expect(await remarksOf(t, document)).toEqual({ remarks: 2, files: 4 });
    // Still re-encoded: at most 900 px on the longer side.
    const sizes = await t.db
      .selectFrom('remark_files')
      .innerJoin('document_remarks', 'document_remarks.id', 'remark_files.remark_id')
      .select(['remark_files.width', 'remark_files.height'])
      .where('document_remarks.document_id', '=', document)
      .execute();
    expect(sizes).toEqual(Array.from({ length: 4 }, () => ({ width: 675, height: 900 })));
  });

  it('refuses a request past the pixels per request with 413, saving nothing', async () => {
    const t = ctx();
    const { transit, document, token } = await sharedDocument(t);
    const photo = greyPng(4000, 6000);
    // Three 24 MP photos (each within the per-picture limit), 72 MP together.
    const body = remarkBody(document, [photo, photo, photo]);
    const response = await t.app.inject({
      method: 'POST',
      url: `${TOKEN_API}${transit}/document-remark/?token=${token}`,
      headers: body.headers,
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(413);
    expect(json(response)).toEqual({ files: ['images_too_large?max_mp=48'] });
    expect(await remarksOf(t, document)).toEqual({ remarks: 0, files: 0 });
  });

  it('refuses one photo past the pixels per picture by its header', async () => {
    const t = ctx();
    const { transit, document, token } = await sharedDocument(t);
    const body = remarkBody(document, [greyPng(20, 10), greyPng(5000, 5000)]);
    const response = await t.app.inject({
      method: 'POST',
      url: `${TOKEN_API}${transit}/document-remark/?token=${token}`,
      headers: body.headers,
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(json(response)).toEqual({ files: { '1': ['image_too_large'] } });
    expect(await remarksOf(t, document)).toEqual({ remarks: 0, files: 0 });
  });
});
