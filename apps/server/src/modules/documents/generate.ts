// Generating: documents filled from the transit's data.
import {
  generateDocumentData,
  generatedCodeOf,
  splitPerReceiver,
  type Document,
  type DocumentCode,
  type DocumentCreateRequest,
  type GenerateDocumentDataRequest,
} from '@transitdocs/domain';
import { nowIso, type Executor } from '../../db/index.ts';
import type { Caller } from '../../platform/auth.ts';
import type { Deps, RequestMeta } from '../../platform/context.ts';
import { writeTransaction } from '../../platform/events/index.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import { getCompany } from '../accounts/index.ts';
import { recordUsage } from '../billing/index.ts';
import { companyDocumentTypes } from '../settings/index.ts';
import { holdOpenTransit, requireTransit } from '../transits/index.ts';
import { getTransit } from '../transits/index.ts';
import { appendEvent, asUser } from './access.ts';
import * as repo from './repo.ts';
import { toDocument } from './responses.ts';

async function requireDocumentType(
  db: Executor,
  caller: Caller,
  code: DocumentCode,
): Promise<void> {
  const company = await getCompany(db, caller.companyId);
  if (!company) throw notFound();
  const available: readonly string[] = companyDocumentTypes(company);
  if (!available.includes(code)) throw fieldError('type', 'document_type_not_available');
}

/** POST generate-document-data/: the type's `document_data` filled from the transit. */
export async function generateData(
  deps: Pick<Deps, 'db'>,
  caller: Caller,
  input: GenerateDocumentDataRequest,
): Promise<{ document_data: Record<string, unknown> }> {
  const transit = await getTransit(deps, caller, input.transit);
  const code = generatedCodeOf(input.type);
  if (!code) throw fieldError('type', 'invalid_choice');
  await requireDocumentType(deps.db, caller, code);
  return { document_data: generateDocumentData(code, transit) };
}

function receiverIdsOf(data: unknown): (number | null)[] {
  const receivers = (data as { receivers?: { id?: number | null }[] | null }).receivers ?? [];
  return receivers.map((receiver) => receiver.id ?? null);
}

function documentNameOf(code: DocumentCode, data: unknown): string {
  const name = (data as { documentName?: string | null }).documentName;
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : code;
}

/**
 * POST transit-document/ (generated): one document; with several receivers (unless
 * `split_per_receiver` is false) a main document plus one sub-document per receiver, in one
 * transaction with their events and usage records. Answers the (main) document.
 */
export async function createGeneratedDocument(
  deps: Pick<Deps, 'db' | 'events'>,
  caller: Caller,
  input: DocumentCreateRequest,
  meta: RequestMeta,
): Promise<Document> {
  const { transit, actor } = await requireTransit(
    deps.db,
    asUser(caller),
    input.transit,
    'generate',
  );
  const code = generatedCodeOf(input.type);
  if (!code) throw fieldError('type', 'invalid_choice');
  await requireDocumentType(deps.db, caller, code);
  const data = input.document_data;
  const transitReceivers = new Set(
    (await repo.listTransitReceivers(deps.db, [transit.id])).map((r) => r.id),
  );
  // A receiver id names the transit's receiver (its sub-document's receiver); others are refused.
  const receiverIds = receiverIdsOf(data);
  receiverIds.forEach((receiverId, index) => {
    if (receiverId !== null && !transitReceivers.has(receiverId)) {
      throw fieldError(`document_data.receivers.${index}.id`, 'invalid_choice');
    }
  });
  const parts = input.split_per_receiver === false ? [] : splitPerReceiver(data).subDocuments;
  const now = nowIso();
  const context = { caller, meta, now };
  const main = await writeTransaction(deps, async (trx) => {
    await holdOpenTransit(trx, transit);
    const base = {
      transit_id: transit.id,
      company_id: caller.companyId,
      type: input.type,
      file_sha256: null,
      file_size: null,
      original_file_name: null,
      content_sha256: null,
      created_by: caller.userId,
      created_at: now,
      updated_at: now,
    };
    const isGroup = parts.length > 1;
    const onlyReceiver = receiverIds.length === 1 ? (receiverIds[0] ?? null) : null;
    // The document of the transit's receivers is its main document, with one receiver as with
    // several (the driver's sign tile opens it, spec 1 §4).
    const isMain = isGroup || (onlyReceiver !== null && input.split_per_receiver !== false);
    const mainRow = await repo.insertDocument(trx, {
      ...base,
      name: documentNameOf(code, data),
      document_data: JSON.stringify(data),
      parent_document_id: null,
      receiver_id: isGroup ? null : onlyReceiver,
      is_main_document: isMain ? 1 : 0,
    });
    await appendEvent(trx, mainRow, context, {
      type: 'document_created',
      document_type: input.type,
      name: mainRow.name,
      parent_document: null,
      receiver_id: mainRow.receiver_id,
      sub_documents: isGroup ? parts.length : 0,
    });
    await recordUsage(trx, {
      company_id: caller.companyId,
      user_id: caller.userId,
      kind: 'document_generated',
      created_at: now,
    });
    if (isGroup) {
      for (const part of parts) {
        const receiverId = part.receiverId;
        const sub = await repo.insertDocument(trx, {
          ...base,
          name: documentNameOf(code, part.data),
          document_data: JSON.stringify(part.data),
          parent_document_id: mainRow.id,
          receiver_id: receiverId,
          is_main_document: 0,
        });
        await appendEvent(trx, sub, context, {
          type: 'document_created',
          document_type: input.type,
          name: sub.name,
          parent_document: mainRow.id,
          receiver_id: receiverId,
        });
        await recordUsage(trx, {
          company_id: caller.companyId,
          user_id: caller.userId,
          kind: 'document_generated',
          created_at: now,
        });
      }
    }
    return mainRow;
  });
  return toDocument(deps.db, main, actor, transit);
}
