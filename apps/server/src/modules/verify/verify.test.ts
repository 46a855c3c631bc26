import { createHash } from 'node:crypto';
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import { degrees, PDFDocument } from 'pdf-lib';
import { signatureChainPayload } from '@transitdocs/domain';
import { expect, it } from 'vitest';
import { auth, json } from '../../../test/factories.ts';
import { describeEachDatabase, type TestApp } from '../../../test/harness.ts';
import { pdfToText, requireTool } from '../../../test/pdf-tools.ts';
import { signaturePng } from '../../../test/png.ts';
import { createFleet, fullPayload, postTransit } from '../../../test/transit-fixtures.ts';
import * as documentChainMigration from '../../db/migrations/0037_document_chain.ts';
import { nowIso } from '../../db/index.ts';
// Fixtures through the documents module's data access: signature and document rows written
// directly (chain and placement under test), without the SMS signing flow.
import { chainHead, insertReservation } from '../documents/index.ts';
import { storeDocument, storeSignature } from '../documents/service.ts';
import { writeTransaction } from '../../platform/events/index.ts';

const run = promisify(execFile);
const API = '/company/api/v1/';
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

const SIGNER = {
  sign_fullname: 'Józef Łęcki',
  sign_company_name: 'Przedsiębiorstwo Transportowe Źdźbło Sp. z o.o.',
  sign_company_vies: 'PL5260250274',
  sign_company_vat_group: 'GV-1',
  sign_pesel: '85010112345',
  sign_company_address: 'ul. Żółkiewskiego 5',
  sign_company_zip_code: '90-001',
  sign_company_town: 'Łódź',
  sign_company_country: ['PL', 'Polska'] as [string, string],
  sign_method: 'on screen',
};

async function pdfsig(bytes: Uint8Array): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'td-verify-'));
  try {
    const file = path.join(dir, 'doc.pdf');
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

/** A signature row as the signing API stores it, chained to the previous one. */
async function sign(
  t: TestApp,
  documentId: number,
  type: 'sender' | 'carrier' | 'receiver',
  placement: { page: number; x: number; y: number } | null = null,
): Promise<number> {
  const document = await t.db
    .selectFrom('documents')
    .selectAll()
    .where('id', '=', documentId)
    .executeTakeFirstOrThrow();
  const previous = await chainHead(t.db, documentId);
  const png = signaturePng();
  const stored = await t.deps.files.put(png);
  const createdAt = nowIso();
  const contentSha256 = document.file_sha256 ?? sha256(document.document_data ?? '');
  const signer = { ...SIGNER, sign_fullname: `${SIGNER.sign_fullname} (${type})` };
  const chain = sha256(
    signatureChainPayload({
      previous,
      document_id: documentId,
      signed_by_type: type,
      receiver_id: null,
      content_sha256: contentSha256,
      image_sha256: stored.sha256,
      signer,
      signed_at: createdAt,
    }),
  );
  const row = await storeSignature(
    t.db,
    document.transit_id,
    {
      document_id: documentId,
      company_id: document.company_id,
      signed_by_type: type,
      receiver_id: null,
      signature_sha256: stored.sha256,
      signature_data: JSON.stringify(signer),
      placement: placement ? JSON.stringify(placement) : null,
      signed_by_user_id: null,
      created_at: createdAt,
      content_sha256: contentSha256,
      image_sha256: stored.sha256,
      chain_sha256: chain,
    },
    previous,
  );
  return row.id;
}

async function signedCmr(t: TestApp) {
  const { f, main } = await unsignedCmr(t);
  await sign(t, main.id, 'sender');
  await sign(t, main.id, 'carrier');
  return { f, main };
}

async function unsignedCmr(t: TestApp) {
  const f = await createFleet(t);
  const transit = await postTransit(t, f.owner.token, fullPayload(f));
  const generated = await t.app.inject({
    method: 'POST',
    url: `${API}generate-document-data/`,
    headers: auth(f.owner.token),
    payload: { transit: transit.id, type: 4 },
  });
  const { document_data } = json(generated) as { document_data: Record<string, unknown> };
  const created = await t.app.inject({
    method: 'POST',
    url: `${API}transit-document/`,
    headers: auth(f.owner.token),
    payload: { transit: transit.id, type: 4, document_data },
  });
  expect(created.statusCode, created.body).toBe(201);
  const main = json(created) as { id: number };
  return { f, transit, main };
}

async function download(t: TestApp, token: string, id: number, what = 'pdf') {
  const response = await t.app.inject({
    method: 'GET',
    url: `${API}document/id/${id}/${what}`,
    headers: { ...auth(token), 'accept-language': 'pl' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.rawPayload;
}

async function verifyIdOf(t: TestApp, documentId: number): Promise<string> {
  const row = await t.db
    .selectFrom('documents')
    .select('verify_id')
    .where('id', '=', documentId)
    .executeTakeFirstOrThrow();
  if (!row.verify_id) throw new Error('no verify id');
  return row.verify_id;
}

function fileForm(bytes: Uint8Array): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----td${Math.random().toString(16).slice(2)}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      Buffer.from(bytes),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function checkFile(t: TestApp, verifyId: string, bytes: Uint8Array) {
  const form = fileForm(bytes);
  return t.app.inject({
    method: 'POST',
    url: `${API}verify/${verifyId}/file/`,
    headers: form.headers,
    payload: form.payload,
  });
}

/** One byte changed inside the signed part (the first content stream). */
function tamper(bytes: Uint8Array): Buffer {
  const copy = Buffer.from(bytes);
  const at = copy.indexOf('stream') + 30;
  copy[at] = (copy[at] ?? 0) ^ 0x01;
  return copy;
}

describeEachDatabase('signed PDFs: stamp, seal, QR and public verification', (ctx) => {
  const hasPoppler = requireTool('pdfsig', 'poppler-utils');

  it('seals a signed CMR: stamps, verification page, pdfsig valid, a changed byte invalid', async () => {
    const t = ctx();
    const { f, main } = await signedCmr(t);
    const pdf = await download(t, f.owner.token, main.id);
    const verifyId = await verifyIdOf(t, main.id);
    expect(verifyId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const issued = await t.db
      .selectFrom('issued_pdfs')
      .selectAll()
      .where('document_id', '=', main.id)
      .execute();
    expect(issued.map((row) => row.sha256)).toEqual([sha256(pdf)]);
    expect(JSON.parse(issued[0]?.signature_ids ?? '[]')).toHaveLength(2);
    if (!hasPoppler) return;
    const report = await pdfsig(pdf);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('ETSI.CAdES.detached');
    expect(await pdfsig(tamper(pdf))).not.toContain('Signature is Valid.');
    const text = await pdfToText(pdf);
    // The stamp (spec 2 §9): company wrapped at 23 characters, then date, name, VIES, ...
    expect(text).toContain('Przedsiębiorstwo');
    expect(text).toContain('Transportowe Źdźbło Sp.');
    expect(text).toMatch(/\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/);
    expect(text).toContain('Józef Łęcki (sender)');
    expect(text).toContain('VIES: PL5260250274');
    expect(text).toContain('VAT group: GV-1');
    expect(text).toContain('PESEL: 85010112345');
    expect(text).toContain('ul. Żółkiewskiego 5');
    expect(text).toContain('90-001 Łódź');
    expect(text).toContain('Polska');
    expect(text).toContain('on screen');
    expect(text).toContain(`${t.config.publicUrl}/verify/${verifyId}`);
    expect(text).toContain('Document verification');
  });

  it('stamps an upload on a rotated page 2, keeps the original and seals the output', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const transit = await postTransit(t, f.owner.token, fullPayload(f));
    const source = await PDFDocument.create();
    source.addPage([595, 842]);
    source.addPage([595, 842]).setRotation(degrees(90));
    const original = Buffer.from(await source.save());
    const stored = await t.deps.files.put(original);
    const document = await storeDocument(t.db, {
      transit_id: transit.id,
      company_id: f.owner.companyId,
      type: 6,
      name: 'Faktura',
      document_data: null,
      file_sha256: stored.sha256,
      file_size: original.byteLength,
      original_file_name: 'faktura.pdf',
      parent_document_id: null,
      receiver_id: null,
      is_main_document: 1,
      content_sha256: null,
      created_by: null,
      created_at: nowIso(),
      updated_at: nowIso(),
    });
    await sign(t, document.id, 'receiver', { page: 2, x: 0.1, y: 0.2 });
    const pdf = await download(t, f.owner.token, document.id, 'download');
    expect((await t.deps.files.get(stored.sha256))?.equals(original)).toBe(true);
    const out = await PDFDocument.load(pdf);
    // two pages of the upload, then the verification page
    expect(out.getPageCount()).toBe(3);
    expect(out.getPage(1).getRotation().angle).toBe(90);
    if (!hasPoppler) return;
    expect(await pdfsig(pdf)).toContain('Signature Validation: Signature is Valid.');
    const text = await pdfToText(pdf);
    expect(text).toContain('Józef Łęcki (receiver)');
    expect(text).toContain('90-001 Łódź');
  });

  it('answers the public verification: signers, chain, file matches and a broken chain', async () => {
    const t = ctx();
    const { f, main } = await signedCmr(t);
    const pdf = await download(t, f.owner.token, main.id);
    const verifyId = await verifyIdOf(t, main.id);

    const answer = await t.app.inject({ method: 'GET', url: `${API}verify/${verifyId}/` });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = json(answer) as {
      document: { code: string; transit_number: string };
      signatures: { signer_name: string; signed_by_type: string; chain_valid: boolean }[];
      chain_valid: boolean;
    };
    expect(body.document.code).toBe('CMR');
    expect(body.document.transit_number).not.toBe('');
    expect(body.signatures.map((s) => [s.signed_by_type, s.signer_name, s.chain_valid])).toEqual([
      ['sender', 'Józef Łęcki (sender)', true],
      ['carrier', 'Józef Łęcki (carrier)', true],
    ]);
    expect(body.chain_valid).toBe(true);

    const same = await checkFile(t, verifyId, pdf);
    expect(same.statusCode, same.body).toBe(200);
    expect(json(same)).toMatchObject({
      matches: true,
      signatures: 2,
      seal: { sealed: true, valid: true, ours: true },
    });
    const changed = await checkFile(t, verifyId, tamper(pdf));
    expect(json(changed)).toMatchObject({
      matches: false,
      seal: { sealed: true, valid: false, ours: true },
    });
    const notPdf = await checkFile(t, verifyId, Buffer.from('hello, not a PDF at all'));
    expect(notPdf.statusCode).toBe(400);
    expect(json(notPdf)).toEqual({ file: ['file_not_pdf'] });

    // An edited signature row no longer recomputes: it and the chain show broken.
    await t.db
      .updateTable('document_signatures')
      .set({ signature_data: JSON.stringify({ ...SIGNER, sign_fullname: 'Someone Else' }) })
      .where('document_id', '=', main.id)
      .where('signed_by_type', '=', 'sender')
      .execute();
    const broken = json(await t.app.inject({ method: 'GET', url: `${API}verify/${verifyId}/` }));
    expect(broken).toMatchObject({ chain_valid: false });
  });

  it('keeps records made between signatures in the same chain: a changed or removed one breaks it', async () => {
    const t = ctx();
    const { f, main: cmr } = await unsignedCmr(t);
    await sign(t, cmr.id, 'sender');
    const document = await t.db
      .selectFrom('documents')
      .selectAll()
      .where('id', '=', cmr.id)
      .executeTakeFirstOrThrow();
    const { chain: recorded } = await writeTransaction(t.deps, (trx) =>
      insertReservation(trx, t.deps.dialect, {
        document,
        fields: { document: cmr.id, box: 'delivery', kind: 'packages_missing', lines: [0] },
        author: { user_id: f.owner.userId, name: 'Anna Nowak', company_name: 'Nowak' },
        photos: [{ sha256: 'ab'.repeat(32), size: 10, mime: 'image/png', width: 1, height: 1 }],
        capturedAt: nowIso(),
        now: nowIso(),
      }),
    );
    expect(await chainHead(t.db, cmr.id)).toBe(recorded);
    await sign(t, cmr.id, 'carrier');
    await download(t, f.owner.token, cmr.id);
    const verifyId = await verifyIdOf(t, cmr.id);
    const read = async () =>
      json(await t.app.inject({ method: 'GET', url: `${API}verify/${verifyId}/` })) as {
        signatures: { chain_valid: boolean }[];
        chain_valid: boolean;
      };
    // The carrier's signature names the record as its previous entry.
    const carrier = await t.db
      .selectFrom('document_chain_entries')
      .selectAll()
      .where('document_id', '=', cmr.id)
      .orderBy('id')
      .execute();
    expect(carrier.map((e) => e.kind)).toEqual(['signature', 'reservation', 'signature']);
    expect(carrier[2]?.previous_sha256).toBe(recorded);
    expect(await read()).toMatchObject({
      chain_valid: true,
      signatures: [{ chain_valid: true }, { chain_valid: true }],
    });

    // A record's body changed afterwards (a photo swapped): the chain no longer holds.
    await t.db
      .updateTable('document_chain_entries')
      .set({
        body: JSON.stringify({
          kind: 'packages_missing',
          photos: ['cd'.repeat(32)],
          text: 'Brak 2 palet',
        }),
      })
      .where('document_id', '=', cmr.id)
      .where('kind', '=', 'reservation')
      .execute();
    expect(await read()).toMatchObject({ chain_valid: false });
    // Removed altogether: the carrier's signature no longer follows its previous entry.
    await t.db
      .deleteFrom('document_chain_entries')
      .where('document_id', '=', cmr.id)
      .where('kind', '=', 'reservation')
      .execute();
    expect(await read()).toMatchObject({
      chain_valid: false,
      signatures: [{ chain_valid: true }, { chain_valid: false }],
    });
  });

  it('puts signatures stored before the chain table into it, in order, with their hashes', async () => {
    const t = ctx();
    const { main } = await signedCmr(t);
    const entries = () =>
      t.db
        .selectFrom('document_chain_entries')
        .select(['kind', 'subject_id', 'previous_sha256', 'chain_sha256'])
        .where('document_id', '=', main.id)
        .orderBy('id')
        .execute();
    const before = await entries();
    expect(before.map((e) => e.kind)).toEqual(['signature', 'signature']);
    // Migrations are written against an untyped database.
    const untyped = t.db as unknown as Kysely<unknown>;
    await documentChainMigration.down(untyped);
    await documentChainMigration.up(untyped);
    expect(await entries()).toEqual(before);
  });

  it('answers 404 for an unknown id without telling more', async () => {
    const t = ctx();
    const unknown = await t.app.inject({
      method: 'GET',
      url: `${API}verify/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({ detail: 'not_found' });
    const file = await checkFile(t, 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', Buffer.from('%PDF-1.7 x'));
    expect(file.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'GET', url: `${API}verify/short/` });
    expect([400, 404]).toContain(malformed.statusCode);
  });
});

describeEachDatabase(
  'public verification rate limit',
  (ctx) => {
    it('limits the public endpoints per IP', async () => {
      const t = ctx();
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const response = await t.app.inject({
          method: 'GET',
          url: `${API}verify/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/`,
        });
        codes.push(response.statusCode);
      }
      expect(codes).toEqual([404, 404, 404, 429, 429]);
    });
  },
  { RATE_LIMIT_IP_MAX: '3' },
);
