import type { ExpressionBuilder } from 'kysely';
import type { Executor } from '../../db/index.ts';
import type {
  Database,
  DocumentEventRow,
  DocumentRemarkRow,
  NewDocumentRemark,
  DocumentRow,
  DocumentSignatureRow,
  NewDocument,
  NewDocumentSignature,
  NewOfflineItem,
  OfflineItemRow,
  RemarkFileRow,
} from '../../db/schema.ts';

export async function insertDocument(db: Executor, row: NewDocument): Promise<DocumentRow> {
  return db.insertInto('documents').values(row).returningAll().executeTakeFirstOrThrow();
}

/** A document of the company (callers check the transit's visibility for the role). */
export async function findDocument(
  db: Executor,
  companyId: number,
  id: number,
): Promise<DocumentRow | undefined> {
  return db
    .selectFrom('documents')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A document of the transit (a share link reaches only its own transit's documents). */
export async function findTransitDocument(
  db: Executor,
  transitId: number,
  id: number,
): Promise<DocumentRow | undefined> {
  return db
    .selectFrom('documents')
    .selectAll()
    .where('transit_id', '=', transitId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The transit's documents by id (the caller orders sub-documents after their parent). */
export async function listTransitDocuments(
  db: Executor,
  transitIds: number[],
): Promise<DocumentRow[]> {
  if (transitIds.length === 0) return [];
  return db
    .selectFrom('documents')
    .selectAll()
    .where('transit_id', 'in', transitIds)
    .orderBy('id')
    .execute();
}

export async function listSubDocuments(db: Executor, parentId: number): Promise<DocumentRow[]> {
  return db
    .selectFrom('documents')
    .selectAll()
    .where('parent_document_id', '=', parentId)
    .orderBy('id')
    .execute();
}

export async function updateDocumentData(
  db: Executor,
  id: number,
  documentData: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('documents')
    .set({ document_data: documentData, updated_at: now })
    .set(nextVersion)
    .where('id', '=', id)
    .execute();
}

/**
 * Every statement that changes a document row sets this too: the version clients send back to
 * refuse lost updates (0013_versions). Lock-only updates leave it.
 */
const nextVersion = (eb: ExpressionBuilder<Database, 'documents'>) => ({
  version: eb('documents.version', '+', 1),
});

/** A change of the document kept in other tables (a signature): its version moves on too. */
export async function bumpDocumentVersion(db: Executor, id: number): Promise<void> {
  await db.updateTable('documents').set(nextVersion).where('id', '=', id).execute();
}

/**
 * Deletes a document that has no parent, with its sub-documents (cascade), only while neither it
 * nor any sub-document is signed: one statement, so a signature stored meanwhile keeps them all.
 * False when the condition failed.
 */
export async function deleteDocumentGroup(db: Executor, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('documents')
    .where('id', '=', id)
    .where('parent_document_id', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('document_signatures as s')
            .innerJoin('documents as d', 'd.id', 's.document_id')
            .select('s.id')
            .where((eb) => eb.or([eb('d.id', '=', id), eb('d.parent_document_id', '=', id)])),
        ),
      ),
    )
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Takes the document row for a change (PostgreSQL locks it until commit), so a signature cannot
 * be stored between the lock check and the write.
 */
export async function lockDocument(db: Executor, id: number): Promise<boolean> {
  const result = await db
    .updateTable('documents')
    .set((eb) => ({ updated_at: eb.ref('documents.updated_at') }))
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function listSignatures(
  db: Executor,
  documentIds: number[],
): Promise<DocumentSignatureRow[]> {
  if (documentIds.length === 0) return [];
  return db
    .selectFrom('document_signatures')
    .selectAll()
    .where('document_id', 'in', documentIds)
    .orderBy('id')
    .execute();
}

/** The signature row alone: `service.ts storeSignature` also marks the transit signed. */
export async function insertSignature(
  db: Executor,
  row: NewDocumentSignature,
): Promise<DocumentSignatureRow> {
  return db.insertInto('document_signatures').values(row).returningAll().executeTakeFirstOrThrow();
}

export type DocumentEventInsert = {
  documentId: number;
  transitId: number;
  companyId: number;
  actorUserId: number | null;
  /** the API key the request came with (`eventActorOf`) */
  actorApiKeyId?: number | null;
  actorCompanyId: number | null;
  actorName: string | null;
  ip: string | null;
  userAgent: string | null;
  type: string;
  data: unknown;
  now: string;
  /** the actor's Action-location (latitude, longitude, accuracy, timestamp), when given */
  geolocation?: unknown;
};

export async function insertDocumentEvent(db: Executor, event: DocumentEventInsert): Promise<void> {
  await db
    .insertInto('document_events')
    .values({
      document_id: event.documentId,
      transit_id: event.transitId,
      company_id: event.companyId,
      type: event.type,
      actor_user_id: event.actorUserId,
      actor_api_key_id: event.actorApiKeyId ?? null,
      actor_company_id: event.actorCompanyId,
      actor_name: event.actorName,
      ip: event.ip,
      user_agent: event.userAgent,
      data: JSON.stringify(event.data),
      created_at: event.now,
      geolocation:
        event.geolocation === undefined || event.geolocation === null
          ? null
          : JSON.stringify(event.geolocation),
    })
    .execute();
}

export type DocumentEventWithActor = DocumentEventRow & {
  actor_first_name: string | null;
  actor_last_name: string | null;
  actor_company_name: string | null;
  /** the name of the API key that acted (a revoked key still names itself), or null */
  actor_api_key_name: string | null;
};

export async function listDocumentEvents(
  db: Executor,
  documentId: number,
): Promise<DocumentEventWithActor[]> {
  return db
    .selectFrom('document_events as e')
    .leftJoin('users as u', 'u.id', 'e.actor_user_id')
    .leftJoin('companies as c', 'c.id', 'e.actor_company_id')
    .leftJoin('api_keys as k', 'k.id', 'e.actor_api_key_id')
    .selectAll('e')
    .select([
      'u.first_name as actor_first_name',
      'u.last_name as actor_last_name',
      'c.name as actor_company_name',
      'k.name as actor_api_key_name',
    ])
    .where('e.document_id', '=', documentId)
    .orderBy('e.id')
    .execute();
}

export async function insertRemark(
  db: Executor,
  row: NewDocumentRemark,
): Promise<DocumentRemarkRow> {
  return db.insertInto('document_remarks').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function insertRemarkFiles(
  db: Executor,
  rows: Omit<RemarkFileRow, 'id'>[],
): Promise<void> {
  if (rows.length > 0) await db.insertInto('remark_files').values(rows).execute();
}

export type RemarkWithAuthor = DocumentRemarkRow & {
  author_first_name: string | null;
  author_last_name: string | null;
};

export async function listRemarks(
  db: Executor,
  documentIds: number[],
): Promise<RemarkWithAuthor[]> {
  if (documentIds.length === 0) return [];
  return db
    .selectFrom('document_remarks as r')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .selectAll('r')
    .select(['u.first_name as author_first_name', 'u.last_name as author_last_name'])
    .where('r.document_id', 'in', documentIds)
    .orderBy('r.id')
    .execute();
}

export async function listRemarkFiles(db: Executor, remarkIds: number[]): Promise<RemarkFileRow[]> {
  if (remarkIds.length === 0) return [];
  return db
    .selectFrom('remark_files')
    .selectAll()
    .where('remark_id', 'in', remarkIds)
    .orderBy('id')
    .execute();
}

/** A remark photo of the company with the transit its document belongs to. */
/**
 * A remark photo with its transit, whatever company keeps it: callers check that the transit is
 * visible (own, or shared in by another company, whose photos carry that company's id).
 */
export async function findRemarkFile(
  db: Executor,
  id: number,
): Promise<(RemarkFileRow & { transit_id: number }) | undefined> {
  return db
    .selectFrom('remark_files as f')
    .innerJoin('document_remarks as r', 'r.id', 'f.remark_id')
    .innerJoin('documents as d', 'd.id', 'r.document_id')
    .selectAll('f')
    .select('d.transit_id')
    .where('f.id', '=', id)
    .executeTakeFirst();
}

/** Receivers of the transit with their contractors' names, in order. */
export async function listTransitReceivers(
  db: Executor,
  transitIds: number[],
): Promise<{ id: number; transit_id: number; name: string }[]> {
  if (transitIds.length === 0) return [];
  return db
    .selectFrom('transit_receivers as r')
    .innerJoin('clients as c', 'c.id', 'r.client_id')
    .select(['r.id', 'r.transit_id', 'c.name'])
    .where('r.transit_id', 'in', transitIds)
    .orderBy('r.transit_id')
    .orderBy('r.position')
    .execute();
}

/** A transit receiver's contractor's e-mail and phone (empty text when it has none). */
export function findReceiverContact(
  db: Executor,
  transitId: number,
  receiverId: number,
): Promise<{ email: string; phone: string } | undefined> {
  return db
    .selectFrom('transit_receivers as r')
    .innerJoin('clients as c', 'c.id', 'r.client_id')
    .select(['c.email', 'c.phone'])
    .where('r.transit_id', '=', transitId)
    .where('r.id', '=', receiverId)
    .executeTakeFirst();
}

/**
 * A document of a transit another company shared with `companyId`: the receiving
 * company reads the original, so it sees later edits and signatures. The caller still checks
 * the transit's visibility for the role (a driver only the shared transits he drives).
 */
export async function findSharedInDocument(
  db: Executor,
  companyId: number,
  id: number,
): Promise<DocumentRow | undefined> {
  return db
    .selectFrom('documents')
    .selectAll('documents')
    .innerJoin('transit_shares', 'transit_shares.transit_id', 'documents.transit_id')
    .where('transit_shares.company_id', '=', companyId)
    .where('documents.id', '=', id)
    .executeTakeFirst();
}

/** A queued item of a phone (signature or remark), by the id the phone gave it. */
export async function findOfflineItem(
  db: Executor,
  userId: number,
  itemId: string,
): Promise<OfflineItemRow | undefined> {
  return db
    .selectFrom('offline_items')
    .selectAll()
    .where('user_id', '=', userId)
    .where('item_id', '=', itemId)
    .executeTakeFirst();
}

/** Records a queued item as applied or refused: once per user and item id (a unique index). */
export async function insertOfflineItem(db: Executor, row: NewOfflineItem): Promise<void> {
  await db.insertInto('offline_items').values(row).execute();
}
