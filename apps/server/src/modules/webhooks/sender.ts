import type { FastifyBaseLogger } from 'fastify';
import { nowIso, type Db } from '../../db/index.ts';
import type { Config } from '../../config.ts';
import type { WebhookDeliveryRow } from '../../db/schema.ts';
import {
  hostForLog,
  recordEvent,
  recordRefusal,
  writeTransaction,
  type EventBus,
} from '../../platform/events/index.ts';
import {
  checkOutboundAddress,
  postPinned,
  unlessAborted,
} from '../../platform/outbound-address/index.ts';
import { backoffMs, type OutboxQueue } from '../../platform/outbox-loop/index.ts';
import * as repo from './repo.ts';
import { signedHeaders, signingSecrets } from './signature.ts';

/**
 * Sends one webhook delivery and records its outcome; the outbox loop claims the deliveries (with
 * a lease) and times the passes. A failure waits retryBaseMs, doubling per attempt up to
 * retryMaxMs. An endpoint failing for giveUpMs (and a delivery older than that) is given up: the
 * endpoint is disabled, its waiting deliveries marked failed, and the company's log records it
 * (its Admins hear of it from that event).
 */

/**
 * Deliveries in flight at once per instance, and at most per company (on all instances): a
 * company whose endpoints are slow or failing holds at most SENDS_PER_COMPANY senders, and a
 * sender that comes free goes to the company with fewest in flight. Another company's delivery
 * waits for a sender only when eight companies are slow at once, and then for one send at most
 * (docs/decisions/0098-fair-webhook-delivery.md).
 */
const PARALLEL = 16;
export const SENDS_PER_COMPANY = 2;

type Attempt = { statusCode: number | null; error: string | null };

/** What an attempt stopped by `signal` records: its time limit, or the server shutting down. */
function stopped(signal: AbortSignal, timeoutMs: number): Attempt {
  const reason: unknown = signal.reason;
  const timedOut = reason instanceof DOMException && reason.name === 'TimeoutError';
  return {
    statusCode: null,
    error: timedOut ? `timed out after ${String(timeoutMs)} ms` : 'stopped: server closing',
  };
}

/** The webhook outbox as the loop sees it: claim and due time from the repo, send here. */
export function webhookQueue(deps: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  events: EventBus;
}): OutboxQueue<WebhookDeliveryRow> {
  const settings = deps.config.webhooks;

  /**
   * One attempt, its address checked again and then posted, within the hard time limit
   * (timeoutMs for all of it: the lookup, connecting, the headers and the body).
   */
  async function attempt(
    row: WebhookDeliveryRow,
    endpoint: { id: number; company_id: number; url: string },
    secrets: string[],
    closing: AbortSignal,
  ): Promise<Attempt> {
    const endpointUrl = endpoint.url;
    // One time limit over the whole attempt: the lookup, connecting, the headers and the body.
    const signal = AbortSignal.any([closing, AbortSignal.timeout(settings.timeoutMs)]);
    const onStop = () => stopped(signal, settings.timeoutMs);
    // Checked again at each delivery: a name may resolve elsewhere than when it was registered.
    // The request connects to the address checked and follows no redirect.
    const checked = await unlessAborted(
      checkOutboundAddress(endpointUrl, {
        allowPrivate: settings.allowPrivate,
        allowHttp: settings.allowPrivate,
      }),
      signal,
    );
    if (signal.aborted || checked === null) return onStop();
    if (!checked.ok) {
      // The company's log says so (once a minute at most); the attempt fails as any other.
      await recordRefusal(deps, {
        companyId: endpoint.company_id,
        subject: `webhook:${String(endpoint.id)}`,
        reason: checked.problem,
        data: {
          type: 'webhook_address_refused',
          webhook_id: endpoint.id,
          stage: 'delivery',
          field: 'url',
          reason: checked.problem,
          host: hostForLog(endpointUrl),
        },
      });
      return { statusCode: null, error: `address refused: ${checked.problem}` };
    }
    return postPinned(checked.url, checked.target, {
      headers: {
        'content-type': 'application/json',
        'user-agent': 'TransitDocs-Webhooks/1',
        ...signedHeaders({
          event: row.event,
          eventId: row.event_id,
          body: row.body,
          secrets,
          unixSeconds: Math.floor(Date.now() / 1000),
        }),
      },
      body: row.body,
      signal,
      onStop,
    });
  }

  async function send(row: WebhookDeliveryRow, closing: AbortSignal): Promise<void> {
    const endpoint = await repo.endpointById(deps.db, row.endpoint_id);
    if (!endpoint) return; // deleted meanwhile: its deliveries went with it
    const result = endpoint.disabled_at
      ? { statusCode: null, error: 'endpoint disabled' }
      : await attempt(row, endpoint, signingSecrets(endpoint, new Date()), closing);
    if (closing.aborted && result.error !== null) return; // the lease runs out; retried
    const now = nowIso();
    const attempts = row.attempts + 1;
    if (result.error === null) {
      await repo.recordAttempt(deps.db, row, {
        ...result,
        attempts,
        now,
        delivered: true,
        nextAttemptAt: null,
      });
      await repo.markEndpointHealthy(deps.db, endpoint.id);
      return;
    }
    const failingSince = await repo.markEndpointFailing(deps.db, endpoint.id, now);
    const endpointGivenUp = Date.parse(now) - Date.parse(failingSince) >= settings.giveUpMs;
    // A delivery older than the window (plus one longest wait and one attempt, so that an
    // endpoint failing all along is disabled first) is given up on its own.
    const deliveryGivenUp =
      Date.parse(now) - Date.parse(row.created_at) >=
      settings.giveUpMs + settings.retryMaxMs + settings.timeoutMs;
    const waitMs = backoffMs(attempts, settings);
    await repo.recordAttempt(deps.db, row, {
      ...result,
      attempts,
      now,
      delivered: false,
      nextAttemptAt:
        endpointGivenUp || deliveryGivenUp ? null : new Date(Date.now() + waitMs).toISOString(),
    });
    if (deliveryGivenUp && !endpointGivenUp) {
      await deps.db
        .updateTable('webhook_deliveries')
        .set({ failed_at: now })
        .where('id', '=', row.id)
        .execute();
    }
    deps.log.warn(
      { endpointId: endpoint.id, deliveryId: row.id, attempts, error: result.error },
      'webhook not delivered',
    );
    if (endpointGivenUp) await disable(endpoint.id, endpoint.company_id, endpoint.url, now);
  }

  async function disable(endpointId: number, companyId: number, url: string, now: string) {
    await writeTransaction(deps, async (trx) => {
      if (!(await repo.disableEndpoint(trx, endpointId, now))) return;
      // The company's log says so, and its Admins hear of it (the rulebook's audience).
      await recordEvent(trx, {
        subject: 'company',
        companyId,
        data: { type: 'webhook_endpoint_disabled', webhook_id: endpointId, webhook_url: url },
        actor: { userId: null, apiKeyId: null, companyId: null, name: null, companyName: null },
        ip: null,
        userAgent: null,
        at: now,
      });
    });
    deps.log.warn({ endpointId }, 'webhook endpoint disabled after failing for the whole window');
  }

  /** The companies with deliveries in flight, and those of them at their share. */
  async function companiesSending(now: string) {
    const sending = await repo.sendingPerCompany(deps.db, now);
    return {
      busy: sending.map((c) => c.companyId),
      full: sending.filter((c) => c.sending >= SENDS_PER_COMPANY).map((c) => c.companyId),
    };
  }

  return {
    // Turns between companies: one with nothing in flight first, else one below its share.
    async claim(claim) {
      const { busy, full } = await companiesSending(claim.now);
      const rows = await repo.claimDue(deps.db, claim, busy);
      if (rows.length > 0 || busy.length === full.length) return rows;
      return repo.claimDue(deps.db, claim, full);
    },
    send,
    async nextDueAt() {
      const now = nowIso();
      return repo.nextDueAt(deps.db, now, (await companiesSending(now)).full);
    },
    // Longer than an attempt can take (DNS included), so a live sender keeps its claim.
    leaseMs: 2 * settings.timeoutMs + 5000,
    parallel: PARALLEL,
  };
}
