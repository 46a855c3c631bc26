/**
 * Test support for ops/backup.test.ts: a small company with every kind of stored file, and what
 * an API client sees of it, so that the same view can be taken before a backup and after a
 * restore and compared.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { auth, json } from '../../test/factories.ts';
import type { TestApp } from '../../test/harness.ts';
import { multipart, type Part } from '../../test/multipart.ts';
import { pdfToText } from '../../test/pdf-tools.ts';
import { makePng, signaturePng } from '../../test/png.ts';
import { createFleet, fullPayload, postTransit } from '../../test/transit-fixtures.ts';

const API = '/company/api/v1/';

export type Sample = {
  token: string;
  transitIds: number[];
  /** an uploaded PDF nobody signed: served byte for byte as uploaded */
  plainUploadId: number;
  plainUploadBytes: Buffer;
  /** an uploaded PDF signed at a place: served sealed, stamped anew at each download */
  signedUploadId: number;
  /** a generated CMR (split per receiver) signed by the sender, with a remark photo */
  cmrId: number;
  /** the two signatures (their images are stored files) */
  signatureIds: number[];
};

async function makePdf(text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([300, 400]).drawText(text, { x: 30, y: 300, size: 14 });
  return Buffer.from(await pdf.save());
}

async function post(t: TestApp, token: string, url: string, parts: Part[], fileType?: string) {
  const body = multipart(parts, fileType);
  const response = await t.app.inject({
    method: 'POST',
    url: `${API}${url}`,
    headers: { ...auth(token), ...body.headers },
    payload: body.payload,
  });
  if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
  return json(response);
}

async function upload(t: TestApp, token: string, transit: number, bytes: Buffer, name: string) {
  const created = await post(t, token, 'transit-document/', [
    { name: 'transit', value: String(transit) },
    { name: 'type', value: '8' },
    { name: 'document', file: bytes, fileName: name },
  ]);
  return created.id as number;
}

async function sign(
  t: TestApp,
  token: string,
  document: { id: number; transit: number },
  pad: { width: number; height: number },
  extra: Part[],
): Promise<void> {
  await post(
    t,
    token,
    'sign-document-signature/',
    [
      { name: 'document', value: String(document.id) },
      { name: 'transit', value: String(document.transit) },
      { name: 'signed_by_type', value: 'sender' },
      {
        name: 'signature_data',
        value: JSON.stringify({ sign_fullname: 'Anna Nowak', sign_method: 'on screen' }),
      },
      {
        name: 'signature',
        file: Buffer.from(signaturePng(pad.width, pad.height)),
        fileName: 'pad.png',
      },
      ...extra,
    ],
    'image/png',
  );
}

async function createCmr(t: TestApp, token: string, transit: number): Promise<number> {
  const generated = await t.app.inject({
    method: 'POST',
    url: `${API}generate-document-data/`,
    headers: auth(token),
    payload: { transit, type: 4 },
  });
  const created = await t.app.inject({
    method: 'POST',
    url: `${API}transit-document/`,
    headers: auth(token),
    payload: {
      transit,
      type: 4,
      document_data: (json(generated) as { document_data: unknown }).document_data,
      split_per_receiver: true,
    },
  });
  if (created.statusCode !== 201) throw new Error(`CMR: ${created.body}`);
  return (json(created) as { id: number }).id;
}

/** A company, three transits, two uploads (one signed), a signed CMR with a remark photo. */
export async function buildSample(t: TestApp): Promise<Sample> {
  const f = await createFleet(t);
  const token = f.owner.token;
  const transitIds: number[] = [];
  for (const instruction of ['Pierwszy', 'Drugi', 'Trzeci']) {
    const transit = await postTransit(
      t,
      token,
      fullPayload(f, { sender_instruction: instruction }),
    );
    transitIds.push(transit.id);
  }
  const [first = 0, second = 0] = transitIds;
  const plainUploadBytes = await makePdf('Invoice 1/2030');
  const plainUploadId = await upload(t, token, first, plainUploadBytes, 'faktura.pdf');
  const signedUploadId = await upload(t, token, second, await makePdf('Protocol'), 'protokol.pdf');
  await sign(t, token, { id: signedUploadId, transit: second }, { width: 600, height: 200 }, [
    { name: 'document_type', value: 'file' },
    { name: 'dimensions', value: '{"x":0.25,"y":0.75}' },
    { name: 'pg_num', value: '1' },
  ]);
  const cmrId = await createCmr(t, token, first);
  const photo = makePng(640, 480, (x, y) => [x % 256, y % 256, 90, 255]);
  await post(t, token, 'document-remark/', [
    { name: 'document', value: String(cmrId) },
    { name: 'type', value: 'delivery' },
    { name: 'message', value: 'Uszkodzona paleta' },
    { name: 'files', file: Buffer.from(photo), fileName: 'paleta.png', type: 'image/png' },
  ]);
  // Another pad size: a different image, so that the two signatures are two stored files.
  await sign(t, token, { id: cmrId, transit: first }, { width: 500, height: 250 }, [
    { name: 'document_type', value: 'json' },
  ]);
  const signatures = await t.db
    .selectFrom('document_signatures')
    .select('id')
    .where('company_id', '=', f.owner.companyId)
    .orderBy('id')
    .execute();
  return {
    token,
    transitIds,
    plainUploadId,
    plainUploadBytes,
    signedUploadId,
    cmrId,
    signatureIds: signatures.map((row) => row.id),
  };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * What a client gets, reduced to comparable values: JSON as it is; a file served as stored by
 * its SHA-256; a sealed PDF (signed anew at every download, with the time of the download) by
 * its text, when pdftotext is there, since its bytes differ at every download.
 */
export async function observe(
  app: FastifyInstance,
  sample: Sample,
  options: { pdfText: boolean },
): Promise<Record<string, unknown>> {
  const seen: Record<string, unknown> = {};
  const get = async (url: string) =>
    app.inject({ method: 'GET', url: `${API}${url}`, headers: auth(sample.token) });
  const getJson = async (url: string) => {
    const response = await get(url);
    seen[url] = { status: response.statusCode, body: response.json<unknown>() };
    return response.json<unknown>();
  };
  const getFile = async (url: string, sealed: boolean) => {
    const response = await get(url);
    const bytes = response.rawPayload;
    if (response.statusCode !== 200) {
      seen[url] = { status: response.statusCode };
    } else if (sealed) {
      const text = options.pdfText ? await pdfToText(bytes) : null;
      seen[url] = { status: 200, pdf: bytes.subarray(0, 5).toString('latin1'), text };
    } else {
      seen[url] = { status: 200, sha256: sha256(bytes), type: response.headers['content-type'] };
    }
  };
  for (const transitId of sample.transitIds) {
    await getJson(`all-transit/${transitId}/`);
    const documents = (await getJson(`document/${transitId}/`)) as {
      id: number;
      document_data: unknown;
      signed_by: unknown[];
    }[];
    for (const document of documents) {
      const generatedOrSigned = document.document_data !== null || document.signed_by.length > 0;
      await getJson(`transit-document/${document.id}/`);
      await getFile(`document/id/${document.id}/download`, generatedOrSigned);
      await getFile(`document/id/${document.id}/xml/`, false);
      const remarks = (await getJson(`document-remark/?document=${document.id}`)) as {
        files: { id: number }[];
      }[];
      for (const file of remarks.flatMap((remark) => remark.files)) {
        await getFile(`document-file/${file.id}/download`, false);
      }
    }
  }
  for (const id of sample.signatureIds) {
    await getFile(`sign-document-signature/${id}/image`, false);
  }
  return seen;
}
