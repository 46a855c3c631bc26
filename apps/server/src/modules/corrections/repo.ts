// The rows of corrections, their decisions and the versions of a corrected document.
import type { Executor } from '../../db/index.ts';
import type {
  CorrectionDecisionRow,
  DocumentCorrectionRow,
  DocumentVersionRow,
} from '../../db/schema.ts';

export function listCorrections(
  db: Executor,
  documentId: number,
): Promise<DocumentCorrectionRow[]> {
  return db
    .selectFrom('document_corrections')
    .selectAll()
    .where('document_id', '=', documentId)
    .orderBy('id')
    .execute();
}

export function findCorrection(
  db: Executor,
  documentId: number,
  id: number,
): Promise<DocumentCorrectionRow | undefined> {
  return db
    .selectFrom('document_corrections')
    .selectAll()
    .where('document_id', '=', documentId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function hasOpenCorrection(db: Executor, documentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('document_corrections')
    .select('id')
    .where('document_id', '=', documentId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return row !== undefined;
}

export function listDecisions(db: Executor, documentId: number): Promise<CorrectionDecisionRow[]> {
  return db
    .selectFrom('correction_decisions')
    .selectAll()
    .where('document_id', '=', documentId)
    .orderBy('id')
    .execute();
}

export function listVersions(db: Executor, documentId: number): Promise<DocumentVersionRow[]> {
  return db
    .selectFrom('document_versions')
    .selectAll()
    .where('document_id', '=', documentId)
    .orderBy('version')
    .execute();
}

/** The document's signatures with how each was given (through its party or the owner's app). */
export function listSignatories(db: Executor, documentId: number) {
  return db
    .selectFrom('document_signatures as s')
    .leftJoin('users as u', 'u.id', 's.signed_by_user_id')
    .select([
      's.signed_by_type',
      's.receiver_id',
      's.company_id',
      's.verification_method',
      's.signature_data',
      's.actor_name',
      'u.company_id as user_company_id',
    ])
    .where('s.document_id', '=', documentId)
    .orderBy('s.id')
    .execute();
}
