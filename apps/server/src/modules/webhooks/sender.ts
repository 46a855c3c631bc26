import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { nowIso, type Db } from '../../db/index.ts';
import type { Config } from '../../config.ts';
import type { WebhookDeliveryRow } from '../../db/schema.ts';
import { publishNotifications, storeNotifications } from '../notifications/index.ts';
import { backoffMs, type OutboxQueue } from '../../platform/outbox-loop/index.ts';
import type { PubSub, PublishedNotification } from '../../platform/pubsub.ts';
import { resolveEndpoint, type ResolvedAddress } from './address.ts';
import * as repo from './repo.ts';
import { signatureHeader } from './signature.ts';

/**
 * Sends one webhook delivery and records its outcome; the outbox loop claims the deliveries (with
 * a lease) and times the passes. A failure waits retryBaseMs, doubling per attempt up to
 * retryMaxMs. An endpoint failing for giveUpMs (and a delivery older than that) is given up: the
 * endpoint is disabled, its waiting deliveries marked failed, and the company's Admins notified.
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
/** How much of a response is read (for the log); the rest is dropped. */
const RESPONSE_KEEP = 300;

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

/** `work`'s result, or null as soon as `signal` aborts (the work is left to end on its own). */
function unlessAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T | null> {
  if (signal.aborted) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const abort = () => {
      resolve(null);
    };
    signal.addEventListener('abort', abort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', abort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', abort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * One POST to the address checked: the request's lookup answers it, so DNS is not asked again.
 * It ends when `signal` aborts, at whatever stage (connecting, TLS, waiting for the headers,
 * reading the body); the outcome is the status once the headers have come, so a receiver that
 * answered 2xx and then trickles its body is not sent the event again. The body is read only up
 * to RESPONSE_KEEP characters.
 */
function post(
  url: URL,
  target: ResolvedAddress,
  headers: Record<string, string>,
  body: string,
  signal: AbortSignal,
  onStop: () => Attempt,
): Promise<Attempt> {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let statusCode: number | null = null;
    let kept = '';
    const answered = (): Attempt => {
      const code = statusCode ?? 0;
      return {
        statusCode: code,
        error: code >= 200 && code < 300 ? null : `HTTP ${String(code)} ${kept}`.trim(),
      };
    };
    let request: http.ClientRequest | null = null;
    /** Settles once; `complete` leaves the socket to the agent (the response was read whole). */
    const finish = (attempt: Attempt, complete = false) => {
      signal.removeEventListener('abort', abort);
      if (!complete) request?.destroy();
      resolve(attempt);
    };
    const abort = () => {
      finish(statusCode === null ? onStop() : answered());
    };
    request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup,
      },
      (response) => {
        statusCode = response.statusCode ?? 0;
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          kept += chunk.slice(0, RESPONSE_KEEP - kept.length);
          if (kept.length >= RESPONSE_KEEP) finish(answered());
        });
        response.on('end', () => {
          finish(answered(), true);
        });
        response.on('error', () => {
          finish(answered());
        });
      },
    );
    request.on('error', (error) => {
      finish(statusCode === null ? { statusCode: null, error: describe(error) } : answered());
    });
    if (signal.aborted) {
      abort();
      return;
    }
    signal.addEventListener('abort', abort, { once: true });
    request.end(body);
  });
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** The webhook outbox as the loop sees it: claim and due time from the repo, send here. */
export function webhookQueue(deps: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  pubsub: PubSub;
}): OutboxQueue<WebhookDeliveryRow> {
  const settings = deps.config.webhooks;

  /**
   * One attempt, its address checked again and then posted, within the hard time limit
   * (timeoutMs for all of it: the lookup, connecting, the headers and the body).
   */
  async function attempt(
    row: WebhookDeliveryRow,
    endpointUrl: string,
    secret: string,
    closing: AbortSignal,
  ): Promise<Attempt> {
    const signal = AbortSignal.any([closing, AbortSignal.timeout(settings.timeoutMs)]);
    const onStop = () => stopped(signal, settings.timeoutMs);
    const url = new URL(endpointUrl);
    // Checked again at each delivery: a name may resolve elsewhere than when it was registered.
    const target = await unlessAborted(
      resolveEndpoint(url, { allowPrivate: settings.allowPrivate }),
      signal,
    );
    if (signal.aborted) return onStop();
    if (!target) return { statusCode: null, error: 'address not public or not resolvable' };
    return post(
      url,
      target,
      {
        'content-type': 'application/json',
        'user-agent': 'TransitDocs-Webhooks/1',
        'x-transitdocs-event': row.event,
        'x-transitdocs-delivery': row.event_id,
        'x-transitdocs-signature': signatureHeader(secret, row.body, Math.floor(Date.now() / 1000)),
      },
      row.body,
      signal,
      onStop,
    );
  }

  async function send(row: WebhookDeliveryRow, closing: AbortSignal): Promise<void> {
    const endpoint = await repo.endpointById(deps.db, row.endpoint_id);
    if (!endpoint) return; // deleted meanwhile: its deliveries went with it
    const result = endpoint.disabled_at
      ? { statusCode: null, error: 'endpoint disabled' }
      : await attempt(row, endpoint.url, endpoint.secret, closing);
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
    const notifications = await deps.db.transaction().execute(async (trx) => {
      if (!(await repo.disableEndpoint(trx, endpointId, now))) return [];
      const admins = await repo.adminsOf(trx, companyId);
      const data = { webhook_id: endpointId, webhook_url: url };
      const rows = await storeNotifications(
        trx,
        admins.map((userId) => ({
          user_id: userId,
          company_id: companyId,
          type: 'webhook_disabled',
          transit_id: null,
          document_id: null,
          data: JSON.stringify(data),
          created_at: now,
          read_at: null,
          pushed_at: null,
        })),
      );
      return rows.map((n): PublishedNotification => ({
        id: n.id,
        user_id: n.user_id,
        company_id: n.company_id,
        type: n.type,
        transit_id: null,
        document_id: null,
        data,
        created_at: n.created_at,
      }));
    });
    await publishNotifications(deps.pubsub, notifications);
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
