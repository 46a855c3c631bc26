import { CAPTURED_AT_MAX_AGE_MS, capturedAtRefusal, formatErrorKey } from '@transitdocs/domain';
import type { Executor } from '../../db/index.ts';
import type { NewOfflineItem, OfflineItemRow } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { fieldError } from '../../platform/errors.ts';
import * as repo from './repo.ts';

/**
 * Items a phone queued offline, for the modules that receive them (signatures in signing,
 * remarks here): each item id is applied (or refused) once per user, and a replay gets
 * the first answer, so a phone may resend until it hears back
 * (docs/decisions/0042-offline-signing-protocol.md).
 */
export type QueuedItem = OfflineItemRow;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A device time outside the domain's bounds is refused on the `captured_at` field. */
export function checkCapturedAt(capturedAt: string | undefined, now: string): void {
  if (capturedAt === undefined) return;
  const refusal = capturedAtRefusal(capturedAt, now);
  if (refusal === 'captured_at_too_old') {
    throw fieldError(
      'captured_at',
      formatErrorKey(refusal, { days: CAPTURED_AT_MAX_AGE_MS / DAY_MS }),
    );
  }
  if (refusal) throw fieldError('captured_at', refusal);
}

export function findQueuedItem(
  db: Executor,
  caller: Pick<Caller, 'userId'>,
  itemId: string,
): Promise<QueuedItem | undefined> {
  return repo.findOfflineItem(db, caller.userId, itemId);
}

/** Records a queued item's outcome (the signing module's signatures and refusals). */
export function recordQueuedItem(trx: Executor, row: NewOfflineItem): Promise<void> {
  return repo.insertOfflineItem(trx, row);
}

/**
 * Records that a queued remark was applied, in the remark's transaction: the same item id again
 * violates the unique index, so only one of two concurrent arrivals commits.
 */
export async function recordQueuedRemark(
  trx: Executor,
  caller: Caller,
  item: { itemId: string; documentId: number; remarkId: number; capturedAt: string; now: string },
): Promise<void> {
  await repo.insertOfflineItem(trx, {
    company_id: caller.companyId,
    user_id: caller.userId,
    item_id: item.itemId,
    kind: 'remark',
    document_id: item.documentId,
    key_id: null,
    device_signature: null,
    status: 'applied',
    signature_id: null,
    remark_id: item.remarkId,
    answer_status: null,
    answer_key: null,
    answer_body: null,
    captured_at: item.capturedAt,
    created_at: item.now,
  });
}
