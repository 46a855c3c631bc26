import { expect } from 'vitest';
import type { DocumentSignatureRow, NewDocumentSignature } from '../src/db/schema.ts';
import { chainHead, storeSignature } from '../src/modules/documents/index.ts';
import { recordEvent, writeTransaction } from '../src/platform/events/index.ts';
import { auth } from './factories.ts';
import type { TestApp } from './harness.ts';

const API = '/company/api/v1/';

/**
 * A CMR (type 4) of `transit` made from the data the server generates for it, as the API
 * answered its creation (`T`: the fields the test reads). As the API does by default, a
 * transit with several receivers gets a main document and one sub-document per receiver;
 * `split: false` gives them one shared CMR.
 */
export async function createCmr<T extends object>(
  t: TestApp,
  token: string,
  transit: number,
  options: { split?: boolean } = {},
): Promise<T> {
  const generated = await t.app.inject({
    method: 'POST',
    url: `${API}generate-document-data/`,
    headers: auth(token),
    payload: { transit, type: 4 },
  });
  expect(generated.statusCode, generated.body).toBe(200);
  const { document_data } = generated.json<{ document_data: Record<string, unknown> }>();
  const response = await t.app.inject({
    method: 'POST',
    url: `${API}transit-document/`,
    headers: auth(token),
    payload: { transit, type: 4, document_data, split_per_receiver: options.split ?? true },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<T>();
}

/** A document as `GET transit-document/{id}/` answers it to `token`'s user. */
export async function getDocument<T extends object>(
  t: TestApp,
  token: string,
  id: number,
): Promise<T> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${API}transit-document/${String(id)}/`,
    headers: auth(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

/**
 * A signature stored as the signing module stores one, without its checks: the row and its
 * `document_signed` event in one write, so what follows a signature (the transit marked signed,
 * its version moved on) follows here too.
 */
export async function storeRecordedSignature(
  t: TestApp,
  transitId: number,
  row: NewDocumentSignature,
): Promise<DocumentSignatureRow> {
  return writeTransaction(t.deps, async (trx) => {
    const stored = await storeSignature(trx, transitId, row, await chainHead(trx, row.document_id));
    await recordEvent(trx, {
      subject: 'document',
      documentId: row.document_id,
      transitId,
      companyId: row.company_id,
      data: {
        type: 'document_signed',
        signed_by_type: row.signed_by_type,
        receiver_id: row.receiver_id ?? null,
        signature_id: stored.id,
      },
      actor: {
        userId: row.signed_by_user_id ?? null,
        apiKeyId: null,
        companyId: null,
        name: null,
        companyName: null,
      },
      ip: null,
      userAgent: null,
      at: row.created_at,
    });
    return stored;
  });
}
