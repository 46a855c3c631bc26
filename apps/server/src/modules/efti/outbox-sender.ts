import type { FastifyBaseLogger } from 'fastify';
import { nowIso, type Db } from '../../db/index.ts';
import type { Config } from '../../config.ts';
import type { EftiOutboxRow } from '../../db/schema.ts';
import { backoffMs, type OutboxQueue } from '../../platform/outbox-loop/index.ts';
import * as outbox from './outbox-repo.ts';

/**
 * Sends one outbox row to the gate: `PUT {EFTI_GATE_URL}/v0/consignments/{datasetId}` with the
 * saveIdentifiersRequest (gate-api-for-platform.yaml), and records the outcome; the outbox loop
 * claims the rows (with a lease) and times the passes. A failure waits retryBaseMs, doubling per
 * attempt up to retryMaxMs, and is retried until the gate takes it: the rows are the durable
 * record, so a restart loses nothing. Without a gate nothing is claimed or sent.
 */
export function eftiQueue(deps: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
}): OutboxQueue<EftiOutboxRow> {
  const settings = deps.config.efti;

  async function send(row: EftiOutboxRow, closing: AbortSignal): Promise<void> {
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
        signal: AbortSignal.any([closing, AbortSignal.timeout(settings.gateTimeoutMs)]),
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
    claim: async (claim) => (settings.gateUrl ? outbox.claimDue(deps.db, claim) : []),
    send,
    nextDueAt: async () => (settings.gateUrl ? outbox.nextDueAt(deps.db) : null),
    // Longer than a send can take, so a live sender never loses its claim.
    leaseMs: 2 * settings.gateTimeoutMs + 1000,
    // One at a time: the gate is a single receiver, which parallel sends would only crowd.
    parallel: 1,
  };
}
