import type { DialectName, Executor } from '../../db/index.ts';
import type { DocumentRow, SignVerificationRow, SigningKeyRow } from '../../db/schema.ts';

/**
 * Reads the document row and holds it until commit (PostgreSQL `select ... for update`), so two
 * signatures of one slot cannot both pass the checks. SQLite runs one write transaction at a
 * time, which serialises them already.
 */
export async function lockDocumentForSigning(
  db: Executor,
  dialect: DialectName,
  id: number,
): Promise<DocumentRow | undefined> {
  const query = db.selectFrom('documents').selectAll().where('id', '=', id);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

export async function setDocumentContentHash(
  db: Executor,
  documentId: number,
  contentSha256: string,
): Promise<void> {
  await db
    .updateTable('documents')
    .set({ content_sha256: contentSha256 })
    .where('id', '=', documentId)
    .execute();
}

export type NewVerification = Omit<SignVerificationRow, 'id' | 'attempts'>;

export async function insertVerification(
  db: Executor,
  row: NewVerification,
): Promise<SignVerificationRow> {
  return db.insertInto('sign_verifications').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function findVerification(
  db: Executor,
  tokenHash: string,
): Promise<SignVerificationRow | undefined> {
  return db
    .selectFrom('sign_verifications')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Takes one of the code's tries before it is compared, in one statement, so parallel guesses
 * cannot exceed `max`. False when none is left (or the code was already accepted).
 */
export async function reserveAttempt(db: Executor, id: number, max: number): Promise<boolean> {
  const result = await db
    .updateTable('sign_verifications')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', max)
    .where('passed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Marks an open SMS verification passed (once); false when it was passed meanwhile. */
export async function markPassed(
  db: Executor,
  id: number,
  now: string,
  expiresAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('sign_verifications')
    .set({ passed_at: now, expires_at: expiresAt })
    .where('id', '=', id)
    .where('passed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Spends a passed verification for one signature; false when it was spent meanwhile. */
export async function consumeVerification(
  db: Executor,
  id: number,
  signatureId: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('sign_verifications')
    .set({ consumed_at: now, signature_id: signatureId })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('passed_at', 'is not', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Spends a passed verification for a whole sign-all, in one statement: of two requests spending
 * the same one, exactly one gets true.
 */
export async function spendVerification(db: Executor, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('sign_verifications')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('passed_at', 'is not', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The phone of a user (a transit's sender or receiver person), if any. */
export async function userPhone(db: Executor, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const row = await db
    .selectFrom('users')
    .select('phone')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.phone || null;
}

export async function clientPhone(db: Executor, clientId: number | null): Promise<string | null> {
  if (clientId === null) return null;
  const row = await db
    .selectFrom('clients')
    .select('phone')
    .where('id', '=', clientId)
    .executeTakeFirst();
  return row?.phone || null;
}

export async function findTransitReceiver(
  db: Executor,
  transitId: number,
  receiverId: number,
): Promise<{ client_id: number; employee_id: number | null } | undefined> {
  return db
    .selectFrom('transit_receivers')
    .select(['client_id', 'employee_id'])
    .where('transit_id', '=', transitId)
    .where('id', '=', receiverId)
    .executeTakeFirst();
}

/** Receiver signatures of the transit's documents: receiver id -> documents signed. */
export async function receiverSignatures(
  db: Executor,
  transitId: number,
): Promise<{ receiver_id: number | null; document_id: number }[]> {
  return db
    .selectFrom('document_signatures as s')
    .innerJoin('documents as d', 'd.id', 's.document_id')
    .select(['s.receiver_id', 's.document_id'])
    .where('d.transit_id', '=', transitId)
    .where('s.signed_by_type', '=', 'receiver')
    .orderBy('s.id')
    .execute();
}

/** Records an SMS sent (billing counts them like every outbound message). */
export async function recordSmsSent(
  db: Executor,
  row: { companyId: number; userId: number | null; phone: string; now: string },
): Promise<void> {
  await db
    .insertInto('outbound_messages')
    .values({
      company_id: row.companyId,
      user_id: row.userId,
      channel: 'sms',
      recipient: row.phone,
      kind: 'sign_code',
      created_at: row.now,
    })
    .execute();
}

/** A signature's image file and its document (the caller checks who may view the document). */
export async function findSignatureImage(
  db: Executor,
  signatureId: number,
): Promise<{ document_id: number; signature_sha256: string | null } | undefined> {
  return db
    .selectFrom('document_signatures')
    .select(['document_id', 'signature_sha256'])
    .where('id', '=', signatureId)
    .executeTakeFirst();
}

// ---------------------------------------------------------------------------------------------
// Device keys and offline-queued items (docs/decisions/0042-offline-signing-protocol.md)

export async function insertSigningKey(
  db: Executor,
  row: Omit<SigningKeyRow, 'id'>,
): Promise<SigningKeyRow> {
  return db.insertInto('signing_keys').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function findSigningKey(db: Executor, id: number): Promise<SigningKeyRow | undefined> {
  return db.selectFrom('signing_keys').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findSigningKeyByThumbprint(
  db: Executor,
  userId: number,
  thumbprint: string,
): Promise<SigningKeyRow | undefined> {
  return db
    .selectFrom('signing_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .where('thumbprint', '=', thumbprint)
    .executeTakeFirst();
}

export async function countActiveSigningKeys(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('signing_keys')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The user's keys, newest first. */
export async function listSigningKeys(db: Executor, userId: number): Promise<SigningKeyRow[]> {
  return db
    .selectFrom('signing_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
}

/** Revokes the user's own key (once); false when it is not his or was revoked already. */
export async function revokeSigningKey(
  db: Executor,
  id: number,
  userId: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('signing_keys')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function touchSigningKey(db: Executor, id: number, now: string): Promise<void> {
  await db.updateTable('signing_keys').set({ last_used_at: now }).where('id', '=', id).execute();
}

/**
 * Signatures of the document that were added after it had `version` (those that recorded the
 * version they produced): what a queued signature may have missed without being stale.
 */
export async function countSignaturesAfterVersion(
  db: Executor,
  documentId: number,
  version: number,
): Promise<number> {
  const row = await db
    .selectFrom('document_signatures')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('document_id', '=', documentId)
    .where('document_version', '>', version)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
