// Uploading: PDFs added to a transit.
import type { Document, DocumentUploadFields } from '@transitdocs/domain';
import { nowIso } from '../../db/index.ts';
import type { Caller } from '../../platform/auth.ts';
import type { Deps, RequestMeta } from '../../platform/context.ts';
import { writeTransaction } from '../../platform/events/index.ts';
import { fieldError } from '../../platform/errors.ts';
import { recordUsage } from '../billing/index.ts';
import { holdOpenTransit, requireTransit } from '../transits/index.ts';
import { appendEvent, asUser } from './access.ts';
import { codeOf } from './codes.ts';
import type { UploadedFile } from './multipart.ts';
import * as repo from './repo.ts';
import { toDocument } from './responses.ts';

function fileNameWithoutExtension(name: string): string {
  return name.replace(/\.pdf$/i, '').trim();
}

/** POST transit-document/ (multipart): a PDF checked by its content, stored content-addressed. */
export async function uploadDocument(
  deps: Deps,
  caller: Caller,
  fields: DocumentUploadFields,
  file: UploadedFile | undefined,
  meta: RequestMeta,
): Promise<Document> {
  const { transit, actor } = await requireTransit(
    deps.db,
    asUser(caller),
    fields.transit,
    'upload',
  );
  if (!file) throw fieldError('document', 'field_required');
  if (fields.receiver !== undefined) {
    const receivers = await repo.listTransitReceivers(deps.db, [transit.id]);
    if (!receivers.some((r) => r.id === fields.receiver)) {
      throw fieldError('receiver', 'invalid_choice');
    }
  }
  const pdf = await deps.pdfInspector.inspect(file.bytes);
  if (!pdf.ok) throw fieldError('document', pdf.key);
  // Stored before the transaction: a failed insert leaves an unreferenced file, never a row
  // without its file.
  const stored = await deps.files.put(pdf.storable);
  const originalName = file.fileName.slice(0, 255);
  const code = codeOf(fields.type);
  const name = fields.name?.trim() || fileNameWithoutExtension(originalName) || code;
  const now = nowIso();
  const inserted = await writeTransaction(deps, async (trx) => {
    await holdOpenTransit(trx, transit);
    const inserted = await repo.insertDocument(
      trx,
      uploadedDocumentRow({
        transitId: transit.id,
        companyId: caller.companyId,
        createdBy: caller.userId,
        type: fields.type,
        name,
        receiverId: fields.receiver ?? null,
        stored,
        originalName,
        now,
      }),
    );
    await appendEvent(
      trx,
      inserted,
      { caller, meta, now },
      {
        type: 'document_uploaded',
        document_type: fields.type,
        name,
        file_name: originalName,
        sha256: stored.sha256,
        size: stored.size,
        pages: pdf.pages,
      },
    );
    await recordUsage(trx, {
      company_id: caller.companyId,
      user_id: caller.userId,
      kind: 'file_uploaded',
      created_at: now,
    });
    return inserted;
  });
  return toDocument(deps.db, inserted, actor, transit);
}

/** The row of an uploaded PDF (company upload or share link): no data, the stored file's hash. */
export function uploadedDocumentRow(upload: {
  transitId: number;
  companyId: number;
  createdBy: number | null;
  type: number;
  name: string;
  receiverId: number | null;
  stored: { sha256: string; size: number };
  originalName: string;
  now: string;
}): Parameters<typeof repo.insertDocument>[1] {
  return {
    transit_id: upload.transitId,
    company_id: upload.companyId,
    type: upload.type,
    name: upload.name,
    document_data: null,
    file_sha256: upload.stored.sha256,
    file_size: upload.stored.size,
    original_file_name: upload.originalName,
    parent_document_id: null,
    receiver_id: upload.receiverId,
    is_main_document: 0,
    content_sha256: null,
    created_by: upload.createdBy,
    created_at: upload.now,
    updated_at: upload.now,
  };
}
