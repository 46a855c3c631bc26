import type { Executor } from '../../db/index.ts';
import type { ShareTokenRow, TransitShareRow } from '../../db/schema.ts';

export async function insertShareToken(
  db: Executor,
  row: Omit<ShareTokenRow, 'id'>,
): Promise<ShareTokenRow> {
  return db.insertInto('share_tokens').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function findShareTokenByHash(
  db: Executor,
  tokenHash: string,
): Promise<ShareTokenRow | undefined> {
  return db
    .selectFrom('share_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Remembers where the link went (the one-time signing code is sent there). */
export async function recordTokenSent(
  db: Executor,
  id: number,
  sent: { email: string | null; phone: string | null },
): Promise<void> {
  await db
    .updateTable('share_tokens')
    .set({
      ...(sent.email ? { sent_email: sent.email } : {}),
      ...(sent.phone ? { sent_phone: sent.phone } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** Shares the transit with a company, or updates the party and documents of an existing share. */
export async function upsertTransitShare(
  db: Executor,
  row: Omit<TransitShareRow, 'id'>,
): Promise<TransitShareRow> {
  return db
    .insertInto('transit_shares')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['transit_id', 'company_id'])
        .doUpdateSet({ share_as: row.share_as, documents: row.documents }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Shares the transit with a company unless it already is (its party then stays). */
export async function grantTransitShare(
  db: Executor,
  row: Omit<TransitShareRow, 'id'>,
): Promise<void> {
  await db
    .insertInto('transit_shares')
    .values(row)
    .onConflict((oc) => oc.columns(['transit_id', 'company_id']).doNothing())
    .execute();
}

export async function findTransitShare(
  db: Executor,
  companyId: number,
  transitId: number,
): Promise<TransitShareRow | undefined> {
  return db
    .selectFrom('transit_shares')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('transit_id', '=', transitId)
    .executeTakeFirst();
}

/**
 * Counts a load of the link's page as an opening unless one was counted after `countedBefore`;
 * true when this load is the opening.
 */
export async function markLinkOpened(
  db: Executor,
  shareId: number,
  at: string,
  countedBefore: string,
): Promise<boolean> {
  const result = await db
    .updateTable('share_tokens')
    .set({ last_opened_at: at })
    .where('id', '=', shareId)
    .where((eb) =>
      eb.or([eb('last_opened_at', 'is', null), eb('last_opened_at', '<=', countedBefore)]),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A remark photo of a transit's document, with the document it belongs to. */
export async function findRemarkFileOfTransit(
  db: Executor,
  transitId: number,
  fileId: number,
): Promise<{ id: number; sha256: string; mime: string; document_id: number } | undefined> {
  return db
    .selectFrom('remark_files as f')
    .innerJoin('document_remarks as r', 'r.id', 'f.remark_id')
    .innerJoin('documents as d', 'd.id', 'r.document_id')
    .select(['f.id', 'f.sha256', 'f.mime', 'd.id as document_id'])
    .where('d.transit_id', '=', transitId)
    .where('f.id', '=', fileId)
    .executeTakeFirst();
}

export async function revokeShareToken(db: Executor, id: number, now: string): Promise<void> {
  await db
    .updateTable('share_tokens')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}
