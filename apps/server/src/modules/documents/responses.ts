// Responses: document rows answered as the API's documents, with what the actor may do.
import {
  SignatureData,
  documentAnswers,
  polishDate,
  remarkPermissionsOf,
  signableReceivers,
  signPermissionsOf,
  type Actor,
  type Document,
  type DocumentRemark,
} from '@transitdocs/domain';
import type { Executor } from '../../db/index.ts';
import type { DocumentRow, DocumentSignatureRow, TransitRow } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { versionOf } from '../../platform/row-version.ts';
import { transitFactsOf } from '../transits/index.ts';
import { asSignerType } from './codes.ts';
import { documentFactsOf, parseObject } from './guard.ts';
import { importedSignatureOut, importedSignaturesOf } from './imported.ts';
import * as repo from './repo.ts';
import { API, documentFileUrl, remarkFileUrl } from './urls.ts';

function authorName(row: repo.RemarkWithAuthor): string {
  return [row.author_first_name, row.author_last_name].filter(Boolean).join(' ');
}

export async function remarksOf(
  db: Executor,
  documentIds: number[],
): Promise<Map<number, DocumentRemark[]>> {
  const remarks = await repo.listRemarks(db, documentIds);
  const files = await repo.listRemarkFiles(
    db,
    remarks.map((remark) => remark.id),
  );
  const filesByRemark = new Map<number, { id: number; photo: string }[]>();
  for (const file of files) {
    const list = filesByRemark.get(file.remark_id) ?? [];
    list.push({ id: file.id, photo: remarkFileUrl(file.id) });
    filesByRemark.set(file.remark_id, list);
  }
  const result = new Map<number, DocumentRemark[]>();
  for (const remark of remarks) {
    const list = result.get(remark.document_id) ?? [];
    list.push({
      id: remark.id,
      type: remark.type === 'pickup' ? 'pickup' : 'delivery',
      user: authorName(remark),
      company_name: remark.company_name,
      timestamp: remark.created_at,
      captured_at: remark.captured_at ?? remark.created_at,
      message: remark.message,
      document: remark.document_id,
      files: filesByRemark.get(remark.id) ?? [],
    });
    result.set(remark.document_id, list);
  }
  return result;
}

function signedByOut(row: DocumentSignatureRow): Document['signed_by'][number] {
  const data = SignatureData.safeParse(parseObject(row.signature_data));
  return {
    id: row.id,
    signed_by_type: asSignerType(row.signed_by_type),
    created_at: row.created_at,
    captured_at: row.captured_at ?? row.created_at,
    receiver_id: row.receiver_id,
    // Served to the document's company by the signing module (share links read the PDF).
    signature: row.signature_sha256 ? `${API}sign-document-signature/${row.id}/image` : null,
    signature_data: data.success ? data.data : null,
  };
}

/**
 * Rows (documents of `transit`) -> responses in five queries whatever their number, with what
 * `actor` may do to each (also for share links: the link's actor).
 */
export async function toDocuments(
  db: Executor,
  rows: DocumentRow[],
  actor: Actor,
  transit: TransitRow,
): Promise<Document[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const transitIds = [...new Set(rows.map((row) => row.transit_id))];
  const [remarks, receivers, siblings] = await Promise.all([
    remarksOf(db, ids),
    repo.listTransitReceivers(db, transitIds),
    repo.listTransitDocuments(db, transitIds),
  ]);
  // Sub-documents' signatures too: a main document's delete reads them.
  const [signatures, imported] = await Promise.all([
    repo.listSignatures(
      db,
      siblings.map((d) => d.id),
    ),
    importedSignaturesOf(
      db,
      siblings.map((d) => d.id),
    ),
  ]);
  const signaturesByDocument = new Map<number, DocumentSignatureRow[]>();
  for (const signature of signatures) {
    const list = signaturesByDocument.get(signature.document_id) ?? [];
    list.push(signature);
    signaturesByDocument.set(signature.document_id, list);
  }
  const receiverNames = new Map(receivers.map((r) => [r.id, r.name]));
  const byId = new Map(siblings.map((d) => [d.id, d]));
  const children = new Map<number, number[]>();
  for (const d of siblings) {
    if (d.parent_document_id === null) continue;
    const list = children.get(d.parent_document_id) ?? [];
    list.push(d.id);
    children.set(d.parent_document_id, list);
  }
  const transitFacts = transitFactsOf(transit, polishDate());
  const receiverIds = receivers.filter((r) => r.transit_id === transit.id).map((r) => r.id);
  const permissions = { sign: signPermissionsOf(actor), remarks: remarkPermissionsOf(actor) };
  return rows.map((row) => {
    const receiverName = row.receiver_id === null ? undefined : receiverNames.get(row.receiver_id);
    const parent = row.parent_document_id === null ? undefined : byId.get(row.parent_document_id);
    const subIds = children.get(row.id) ?? [];
    const facts = documentFactsOf(
      row,
      [row.id, ...subIds].flatMap((id) => signaturesByDocument.get(id) ?? []),
      subIds,
      receiverIds,
      transitFacts,
      imported,
    );
    return {
      id: row.id,
      name: row.name,
      type: row.type,
      document_data: parseObject(row.document_data),
      remarks: remarks.get(row.id) ?? [],
      document: row.file_sha256 === null ? null : documentFileUrl(row.id),
      signed_by: (signaturesByDocument.get(row.id) ?? []).map(signedByOut),
      signed_on_issuing_platform: imported
        .filter((s) => s.document_id === row.id)
        .map(importedSignatureOut),
      parent_document: row.parent_document_id,
      sub_documents: children.get(row.id) ?? [],
      is_main_document: row.is_main_document === 1,
      parent_document_is_main_document: parent?.is_main_document === 1,
      receiver: receiverName === undefined ? null : { name: receiverName },
      created_at: row.created_at,
      transit: row.transit_id,
      permissions,
      ...documentAnswers(actor, facts),
      signable_receivers: signableReceivers(actor, facts),
      version: versionOf(row),
    };
  });
}

export async function toDocument(
  db: Executor,
  row: DocumentRow,
  actor: Actor,
  transit: TransitRow,
): Promise<Document> {
  const [document] = await toDocuments(db, [row], actor, transit);
  if (!document) throw notFound();
  return document;
}
