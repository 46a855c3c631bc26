import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { nowIso, type Db } from '../../db/index.ts';
import type { Config } from '../../config.ts';
import type { EftiOutboxRow } from '../../db/schema.ts';
import * as outbox from './outbox-repo.ts';

/**
 * Sends the outbox to the gate: `PUT {EFTI_GATE_URL}/v0/consignments/{datasetId}` with the
 * saveIdentifiersRequest (gate-api-for-platform.yaml). A row is claimed with a lease first, so
 * several instances never send the same row at once and a crashed instance's claim runs out. A
 * failure waits retryBaseMs, doubling per attempt up to retryMaxMs, and is retried until the gate
 * takes it: the rows are the durable record, so a restart loses nothing.
 */

/** One row per claim: its lease then only has to outlast one send. */
const BATCH = 1;

export type OutboxSender = {
  /** Sends what is due now; resolves when no due row is left. */
  drain(): Promise<void>;
  /** When the next waiting row is due (ms from now), or null. */
  nextDueInMs(): Promise<number | null>;
  close(): void;
};

export function backoffMs(attempts: number, settings: Config['efti']): number {
  const doublings = Math.min(Math.max(attempts - 1, 0), 30);
  return Math.min(settings.retryMaxMs, settings.retryBaseMs * 2 ** doublings);
}

export function createOutboxSender(deps: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
}): OutboxSender {
  const settings = deps.config.efti;
  const inFlight = new AbortController();

  async function send(row: EftiOutboxRow): Promise<void> {
    const url = `${settings.gateUrl ?? ''}/v0/consignments/${encodeURIComponent(row.dataset_id)}`;
    let failure: string | null = null;
    try {
      const response = await fetch(url, {
        method: 'PUT',
        // The payload has no platform field (the gate knows its caller from the transport);
        // the id travels beside it.
        headers: {
          'content-type': 'application/xml; charset=utf-8',
          'x-efti-platform-id': settings.platformId,
        },
        body: row.body,
        signal: AbortSignal.any([inFlight.signal, AbortSignal.timeout(settings.gateTimeoutMs)]),
      });
      const text = await response.text().catch(() => '');
      if (!response.ok) failure = `HTTP ${String(response.status)} ${text.slice(0, 300)}`;
    } catch (error) {
      failure = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
    const now = nowIso();
    if (failure === null) {
      await outbox.markSent(deps.db, row, now);
      deps.log.info(
        { datasetId: row.dataset_id, requestId: row.request_id },
        'eFTI identifiers sent',
      );
      return;
    }
    const attempts = row.attempts + 1;
    const waitMs = backoffMs(attempts, settings);
    await outbox.markFailed(deps.db, row, {
      attempts,
      nextAttemptAt: new Date(Date.now() + waitMs).toISOString(),
      error: failure,
      now,
    });
    deps.log.warn(
      { datasetId: row.dataset_id, attempts, retryInMs: waitMs, error: failure },
      'eFTI identifiers not sent; retrying later',
    );
  }

  return {
    async drain() {
      if (!settings.gateUrl) return;
      for (;;) {
        if (inFlight.signal.aborted) return;
        const now = Date.now();
        const rows = await outbox.claimDue(deps.db, {
          now: new Date(now).toISOString(),
          // Longer than a send can take, so a live sender never loses its claim.
          leaseUntil: new Date(now + 2 * settings.gateTimeoutMs + 1000).toISOString(),
          claimId: randomUUID(),
          limit: BATCH,
        });
        if (rows.length === 0) return;
        for (const row of rows) await send(row);
      }
    },
    async nextDueInMs() {
      if (!settings.gateUrl) return null;
      const due = await outbox.nextDueAt(deps.db);
      return due === null ? null : Math.max(0, Date.parse(due) - Date.now());
    },
    close() {
      inFlight.abort();
    },
  };
}
