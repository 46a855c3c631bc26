import type { CompanyEventData, EventActor } from '@transitdocs/domain';
import type { Db } from '../../db/index.ts';
import type { EventBus, EventLog } from './bus.ts';
import { recordEvent, writeTransaction } from './bus.ts';

/** The same refusal (company, kind, subject, reason) is written at most once in this window. */
export const REFUSAL_LOG_WINDOW_MS = 60_000;

export type Refusal = {
  companyId: number;
  data: CompanyEventData;
  /** what was refused, for the window: `api_key:12`, `webhook:3`, `push:user:7` */
  subject: string;
  reason: string;
  actor?: Partial<EventActor>;
  ip?: string | null;
  userAgent?: string | null;
};

const NOBODY: EventActor = {
  userId: null,
  apiKeyId: null,
  companyId: null,
  name: null,
  companyName: null,
};

/**
 * Writes a refusal to the company's log in its own small write, after the refused request's own
 * work was rolled back (so nothing of the refused thing is stored), unless the same refusal was
 * written within the window: one conditional upsert claims the window, so racing instances write
 * it once. Never throws: the client's answer is the refusal whatever becomes of its record.
 * Answers whether a row was written.
 */
export async function recordRefusal(
  deps: { db: Db; events: EventBus; log: EventLog },
  refusal: Refusal,
): Promise<boolean> {
  const now = new Date();
  const at = now.toISOString();
  const windowStart = new Date(now.getTime() - REFUSAL_LOG_WINDOW_MS).toISOString();
  try {
    return await writeTransaction(deps, async (trx) => {
      const claimed = await trx
        .insertInto('company_log_throttle')
        .values({
          company_id: refusal.companyId,
          kind: refusal.data.type,
          subject: refusal.subject,
          reason: refusal.reason,
          last_at: at,
        })
        .onConflict((conflict) =>
          conflict
            .columns(['company_id', 'kind', 'subject', 'reason'])
            .doUpdateSet({ last_at: at })
            .where('company_log_throttle.last_at', '<=', windowStart),
        )
        .returning('company_id')
        .executeTakeFirst();
      if (!claimed) return false;
      await recordEvent(trx, {
        subject: 'company',
        companyId: refusal.companyId,
        data: refusal.data,
        actor: { ...NOBODY, ...refusal.actor },
        ip: refusal.ip ?? null,
        userAgent: refusal.userAgent ?? null,
        at,
      });
      return true;
    });
  } catch (error) {
    deps.log.error({ err: error, refusal: refusal.data.type }, 'refusal not recorded in the log');
    return false;
  }
}

/** An address's host for the log (never its path or query, which may carry a token). */
export function hostForLog(address: string): string | null {
  try {
    return new URL(address).host.slice(0, 300) || null;
  } catch {
    return null;
  }
}
