import { expect, it } from 'vitest';
import { auth, json } from '../../../test/factories.ts';
import { describeEachDatabase, type TestApp } from '../../../test/harness.ts';
import { multipart } from '../../../test/multipart.ts';
import { pdfToText, requireTool } from '../../../test/pdf-tools.ts';
import { signaturePng } from '../../../test/png.ts';
import {
  createFleet,
  fullPayload,
  postTransit,
  transitUrl,
  type Fleet,
} from '../../../test/transit-fixtures.ts';
import type { Caller } from '../../platform/auth.ts';
import { listDocumentEvents } from '../documents/service.ts';
import { listTransitEvents } from './repo.ts';

const API = '/company/api/v1/';
const KEYS = `${API}api-keys/`;

/** Request headers of a key, or of a session token (`auth`): both are `Authorization` schemes. */
type Credentials = Record<string, string>;
const keyAuth = (key: string): Credentials => ({ authorization: `Api-Key ${key}` });

describeEachDatabase('API keys in the transit and document histories', (ctx) => {
  const hasPoppler = requireTool('pdftotext', 'poppler-utils');

  async function createKey(
    t: TestApp,
    f: Fleet,
    name: string,
  ): Promise<{ id: number; key: string }> {
    const response = await t.app.inject({
      method: 'POST',
      url: KEYS,
      headers: auth(f.owner.token),
      payload: { name, scope: 'write' },
    });
    expect(response.statusCode, response.body).toBe(201);
    return json(response) as { id: number; key: string };
  }

  async function editTransit(t: TestApp, as: Credentials, id: number, instruction: string) {
    const response = await t.app.inject({
      method: 'PATCH',
      url: transitUrl(id),
      headers: as,
      payload: { sender_instruction: instruction },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  /** A CMR of the transit from the data the server proposes, as `as` creates it. */
  async function createCmr(t: TestApp, as: Credentials, transit: number): Promise<number> {
    const generated = await t.app.inject({
      method: 'POST',
      url: `${API}generate-document-data/`,
      headers: as,
      payload: { transit, type: 4 },
    });
    expect(generated.statusCode, generated.body).toBe(200);
    const { document_data } = json(generated);
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}transit-document/`,
      headers: as,
      payload: { transit, type: 4, document_data, split_per_receiver: false },
    });
    expect(response.statusCode, response.body).toBe(201);
    return Number(json(response).id);
  }

  async function signSender(t: TestApp, as: Credentials, doc: number, transit: number) {
    const body = multipart(
      [
        { name: 'document', value: String(doc) },
        { name: 'transit', value: String(transit) },
        { name: 'document_type', value: 'json' },
        { name: 'signed_by_type', value: 'sender' },
        {
          name: 'signature_data',
          value: JSON.stringify({ sign_fullname: 'Anna Nowak', sign_method: 'on screen' }),
        },
        { name: 'signature', file: Buffer.from(signaturePng()), fileName: 'signature.png' },
      ],
      'image/png',
    );
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}sign-document-signature/`,
      headers: { ...as, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  async function historyText(t: TestApp, f: Fleet, id: number, language: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: `${API}document/id/${id}/history`,
      headers: { ...auth(f.owner.token), 'accept-language': language },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (await pdfToText(response.rawPayload)).replace(/\s+/g, ' ');
  }

  const ownerCaller = (f: Fleet): Caller => ({
    userId: f.owner.userId,
    companyId: f.owner.companyId,
    role: 'Admin',
    ownership: 'primary',
    tokenHash: '',
  });

  it('names the key beside its creator in the transit history', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const transit = await postTransit(t, f.owner.token, fullPayload(f));
    const { key } = await createKey(t, f, 'TMS');
    await editTransit(t, keyAuth(key), transit.id, 'through the TMS');
    await editTransit(t, auth(f.owner.token), transit.id, 'by hand');

    const events = await listTransitEvents(t.db, transit.id);
    expect(events.map((e) => [e.type, e.actor_user_id, e.actor_api_key_name])).toEqual([
      ['transit_created', f.owner.userId, null],
      ['transit_updated', f.owner.userId, 'TMS'],
      ['transit_updated', f.owner.userId, null],
    ]);
  });

  it('names the key in the document history and its PDF, after the key is revoked too', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const transit = await postTransit(t, f.owner.token, fullPayload(f));
    const created = await createKey(t, f, 'TMS');
    const viaKey = keyAuth(created.key);
    const doc = await createCmr(t, viaKey, transit.id);
    await signSender(t, viaKey, doc, transit.id);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `${KEYS}${created.id}/`,
      headers: auth(f.owner.token),
    });
    expect(revoked.statusCode).toBe(204);

    const events = await listDocumentEvents(t.deps, ownerCaller(f), doc);
    expect(events.map((e) => [e.type, e.actor, e.actorApiKey])).toEqual([
      ['document_created', 'Anna Nowak', 'TMS'],
      ['document_signed', 'Anna Nowak', 'TMS'],
    ]);
    if (!hasPoppler) return;
    const english = await historyText(t, f, doc, 'en');
    expect(english.match(/API key “TMS”/g)).toHaveLength(2);
    expect(english).toContain('Anna Nowak');
    const polish = await historyText(t, f, doc, 'pl');
    expect(polish.match(/klucz API „TMS”/g)).toHaveLength(2);
  });

  it('names no key for a session request', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const transit = await postTransit(t, f.owner.token, fullPayload(f));
    await createKey(t, f, 'TMS');
    const doc = await createCmr(t, auth(f.owner.token), transit.id);
    await signSender(t, auth(f.owner.token), doc, transit.id);

    const events = await listDocumentEvents(t.deps, ownerCaller(f), doc);
    expect(events.map((e) => [e.type, e.actor, e.actorApiKey])).toEqual([
      ['document_created', 'Anna Nowak', null],
      ['document_signed', 'Anna Nowak', null],
    ]);
    if (!hasPoppler) return;
    const english = await historyText(t, f, doc, 'en');
    expect(english).toContain('Anna Nowak');
    expect(english).not.toContain('API key');
  });
});
