import { PDFDocument } from 'pdf-lib';
import { expect, it } from 'vitest';
import { auth, countRows, createOwner, json } from '../../../test/factories.ts';
import { describeEachDatabase, type TestApp } from '../../../test/harness.ts';
import { multipart } from '../../../test/multipart.ts';
import { createFleet, fullPayload, postTransit, TRANSITS } from '../../../test/transit-fixtures.ts';

const API_KEYS = '/company/api/v1/api-keys/';
const DOCUMENTS = '/company/api/v1/transit-document/';

async function transitsOf(t: TestApp, companyId: number): Promise<number> {
  const row = await t.db
    .selectFrom('transits')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function postWithKey(
  t: TestApp,
  headers: Record<string, string>,
  key: string,
  payload: Record<string, unknown>,
) {
  return t.app.inject({
    method: 'POST',
    url: TRANSITS,
    headers: { ...headers, 'idempotency-key': key },
    payload,
  });
}

async function makePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]).drawText('Faktura', { x: 20, y: 100, size: 12 });
  return Buffer.from(await pdf.save());
}

describeEachDatabase('Idempotency-Key on creates', (ctx) => {
  it('answers a retry with the first answer and creates once', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const key = `retry-${crypto.randomUUID()}`;
    const payload = fullPayload(f);
    const first = await postWithKey(t, auth(f.owner.token), key, payload);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // The same body with its keys in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(payload).reverse());
    const again = await postWithKey(t, auth(f.owner.token), key, reordered);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(json(again)).toEqual(json(first));
    expect(await transitsOf(t, f.owner.companyId)).toBe(1);
  });

  it('refuses the key with another body (422) and creates nothing', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const key = crypto.randomUUID();
    expect((await postWithKey(t, auth(f.owner.token), key, fullPayload(f))).statusCode).toBe(201);
    const other = await postWithKey(
      t,
      auth(f.owner.token),
      key,
      fullPayload(f, { sender_instruction: 'Inna' }),
    );
    expect(other.statusCode).toBe(422);
    expect(json(other)).toEqual({ 'Idempotency-Key': ['idempotency_key_reused'] });
    expect(await transitsOf(t, f.owner.companyId)).toBe(1);
  });

  it('refuses an empty key or one over 255 characters (400), before anything is done', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const long = await postWithKey(t, auth(f.owner.token), 'k'.repeat(256), fullPayload(f));
    expect(long.statusCode).toBe(400);
    expect(json(long)).toEqual({ 'Idempotency-Key': ['enter_max_chars?count=255'] });
    const empty = await postWithKey(t, auth(f.owner.token), '', fullPayload(f));
    expect(empty.statusCode).toBe(400);
    expect(json(empty)).toEqual({ 'Idempotency-Key': ['idempotency_key_invalid'] });
    expect(await transitsOf(t, f.owner.companyId)).toBe(0);
    const longest = await postWithKey(t, auth(f.owner.token), 'k'.repeat(255), fullPayload(f));
    expect(longest.statusCode).toBe(201);
  });

  it("refuses another company's key (400) and never answers its data", async () => {
    const t = ctx();
    const a = await createFleet(t);
    const b = await createFleet(t);
    const key = crypto.randomUUID();
    const created = await postWithKey(t, auth(a.owner.token), key, fullPayload(a));
    expect(created.statusCode).toBe(201);
    const transitNumber = String(json(created).transit_number);
    for (const payload of [fullPayload(a), fullPayload(b)]) {
      const foreign = await postWithKey(t, auth(b.owner.token), key, payload);
      expect(foreign.statusCode).toBe(400);
      expect(json(foreign)).toEqual({ 'Idempotency-Key': ['idempotency_key_foreign'] });
      expect(foreign.body).not.toContain(transitNumber);
    }
    expect(await transitsOf(t, b.owner.companyId)).toBe(0);
    // A's own retry still gets its answer.
    const retry = await postWithKey(t, auth(a.owner.token), key, fullPayload(a));
    expect(json(retry).transit_number).toBe(transitNumber);
  });

  it('scopes keys to API key callers too, and keeps a created secret encrypted', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const keyRequest = crypto.randomUUID();
    const makeKey = () =>
      t.app.inject({
        method: 'POST',
        url: API_KEYS,
        headers: { ...auth(f.owner.token), 'idempotency-key': keyRequest },
        payload: { name: 'ERP', scope: 'write' },
      });
    const made = await makeKey();
    expect(made.statusCode, made.body).toBe(201);
    const secret = String(json(made).key);
    const remade = await makeKey();
    expect(json(remade)).toEqual(json(made));
    const keys = await t.db
      .selectFrom('api_keys')
      .select('id')
      .where('company_id', '=', f.owner.companyId)
      .execute();
    expect(keys).toHaveLength(1);
    const stored = await t.db.selectFrom('idempotency_keys').selectAll().execute();
    for (const row of stored) {
      expect(row.key_hash).not.toBe(keyRequest);
      expect(Buffer.from(row.response_body ?? '', 'base64').toString('latin1')).not.toContain(
        secret,
      );
    }

    const asKey = { authorization: `Api-Key ${secret}` };
    const key = crypto.randomUUID();
    const first = await postWithKey(t, asKey, key, fullPayload(f));
    expect(first.statusCode, first.body).toBe(201);
    const again = await postWithKey(t, asKey, key, fullPayload(f));
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(json(again)).toEqual(json(first));
    // The same company by a session is another caller.
    const bySession = await postWithKey(t, auth(f.owner.token), key, fullPayload(f));
    expect(bySession.statusCode).toBe(400);
    expect(json(bySession)).toEqual({ 'Idempotency-Key': ['idempotency_key_foreign'] });
    expect(await transitsOf(t, f.owner.companyId)).toBe(1);
  });

  it('frees the key of a refused create, so a corrected retry runs', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const other = await createFleet(t);
    const key = crypto.randomUUID();
    // Another company's contractor: valid in form, refused by the service.
    const refused = await postWithKey(
      t,
      auth(f.owner.token),
      key,
      fullPayload(f, { sender_client: other.sender.id }),
    );
    expect(refused.statusCode).toBe(400);
    const corrected = await postWithKey(t, auth(f.owner.token), key, fullPayload(f));
    expect(corrected.statusCode, corrected.body).toBe(201);
    expect(corrected.headers['idempotent-replayed']).toBeUndefined();
    expect(await transitsOf(t, f.owner.companyId)).toBe(1);
  });

  it('answers 409 while the first request holds the key, and frees keys after 24 hours', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const key = crypto.randomUUID();
    expect((await postWithKey(t, auth(f.owner.token), key, fullPayload(f))).statusCode).toBe(201);
    const rows = () =>
      t.db.selectFrom('idempotency_keys').where('company_id', '=', f.owner.companyId);
    // As a request still running leaves it.
    await t.db
      .updateTable('idempotency_keys')
      .set({ status: 'in_progress', response_status: null, response_body: null })
      .where('company_id', '=', f.owner.companyId)
      .execute();
    const running = await postWithKey(t, auth(f.owner.token), key, fullPayload(f));
    expect(running.statusCode).toBe(409);
    expect(json(running)).toEqual({ 'Idempotency-Key': ['idempotency_key_in_progress'] });
    expect(await transitsOf(t, f.owner.companyId)).toBe(1);

    const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 1000).toISOString();
    await t.db
      .updateTable('idempotency_keys')
      .set({ created_at: dayAgo })
      .where('company_id', '=', f.owner.companyId)
      .execute();
    const later = await postWithKey(t, auth(f.owner.token), key, fullPayload(f));
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await transitsOf(t, f.owner.companyId)).toBe(2);
    expect(await rows().select('created_at').execute()).not.toContainEqual({
      created_at: dayAgo,
    });
  });

  it('takes a multipart upload by its fields and file, whatever the boundary', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const transit = await postTransit(t, f.owner.token, fullPayload(f));
    const pdf = await makePdf();
    const key = crypto.randomUUID();
    const upload = (name: string) => {
      // multipart() picks a new boundary each time, as a browser does.
      const body = multipart([
        { name: 'transit', value: String(transit.id) },
        { name: 'type', value: '6' },
        { name: 'name', value: name },
        { name: 'document', file: pdf, fileName: 'faktura.pdf' },
      ]);
      return t.app.inject({
        method: 'POST',
        url: DOCUMENTS,
        headers: { ...auth(f.owner.token), ...body.headers, 'idempotency-key': key },
        payload: body.payload,
      });
    };
    const before = await countRows(t.db, 'documents');
    const first = await upload('Faktura 1');
    expect(first.statusCode, first.body).toBe(201);
    const again = await upload('Faktura 1');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(json(again)).toEqual(json(first));
    const changed = await upload('Faktura 2');
    expect(changed.statusCode).toBe(422);
    expect(await countRows(t.db, 'documents')).toBe(before + 1);
  });

  it('is declared on the creates in the OpenAPI document', async () => {
    const t = ctx();
    await createOwner(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = json(response) as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    };
    const takesKey = (path: string) =>
      (document.paths[path]?.post?.parameters ?? []).some(
        (parameter) => parameter.in === 'header' && parameter.name === 'idempotency-key',
      );
    for (const path of [
      TRANSITS,
      DOCUMENTS,
      API_KEYS,
      '/company/api/v1/webhooks/',
      '/company/api/v1/generate-token/',
      '/company/api/v1/share-link/',
      '/company/api/v1/csv/import/',
    ]) {
      expect(takesKey(path), path).toBe(true);
    }
    expect(takesKey('/company/api/v1/alert/')).toBe(false);
  });
});
