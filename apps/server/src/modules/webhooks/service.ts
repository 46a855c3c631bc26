import {
  WEBHOOK_EVENTS,
  webhookUrlProblem,
  type ErrorKey,
  type Webhook,
  type WebhookCreated,
  type WebhookDelivery,
  type WebhookEvent,
  type WebhookRequest,
} from '@transitdocs/domain';
import { nowIso } from '../../db/index.ts';
import type { WebhookDeliveryRow, WebhookEndpointRow } from '../../db/schema.ts';
import { circumstancesOf, requireAccountAction, type Caller } from '../../platform/auth.ts';
import type { Deps } from '../../platform/context.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import { hostForLog, recordRefusal } from '../../platform/events/index.ts';
import {
  checkOutboundAddress,
  type OutboundProblem,
} from '../../platform/outbound-address/index.ts';
import { eventsOf } from './events.ts';
import * as repo from './repo.ts';
import { newWebhookSecret, PREVIOUS_SECRET_GRACE_MS, signingSecrets } from './signature.ts';

/** The delivery log shows this many of an endpoint's newest deliveries. */
const LOG_SIZE = 100;

/** The field error of an address the outbound guard refuses. */
const URL_REFUSAL: Record<OutboundProblem, ErrorKey> = {
  invalid: 'webhook_url_invalid',
  https_only: 'webhook_url_https_only',
  not_public: 'webhook_url_not_public',
  not_resolvable: 'webhook_url_not_public',
};

const isEvent = (name: string): name is WebhookEvent =>
  (WEBHOOK_EVENTS as readonly string[]).includes(name);

function toWebhook(row: WebhookEndpointRow, now = new Date()): Webhook {
  return {
    id: row.id,
    url: row.url,
    events: eventsOf(row.events).filter(isEvent),
    created_at: row.created_at,
    disabled_at: row.disabled_at,
    failing_since: row.failing_since,
    previous_secret_expires_at:
      signingSecrets(row, now).length > 1 ? row.previous_secret_expires_at : null,
  };
}

function toDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    event_id: row.event_id,
    event: row.event,
    object_type: row.object_type,
    object_id: row.object_id,
    created_at: row.created_at,
    attempts: row.attempts,
    status: row.delivered_at ? 'delivered' : row.next_attempt_at ? 'waiting' : 'failed',
    next_attempt_at: row.next_attempt_at,
    last_attempt_at: row.last_attempt_at,
    last_status_code: row.last_status_code,
    last_error: row.last_error,
    delivered_at: row.delivered_at,
  };
}

/** Who manages the company's webhooks is the rulebook's `manage_webhooks`. */
function requireAdmin(caller: Caller): void {
  requireAccountAction(caller, 'manage_webhooks');
}

/** An address refused at registration: the field error, after the company's log records it. */
async function refuseAddress(
  deps: Pick<Deps, 'db' | 'events' | 'log'>,
  caller: Caller,
  meta: RequestCircumstances,
  url: string,
  reason: ErrorKey,
): Promise<never> {
  await recordRefusal(deps, {
    companyId: caller.companyId,
    subject: `webhook_url:${hostForLog(url) ?? ''}`,
    reason,
    data: {
      type: 'webhook_address_refused',
      webhook_id: null,
      stage: 'register',
      field: 'url',
      reason,
      host: hostForLog(url),
    },
    ...circumstancesOf(caller, meta, nowIso()),
  });
  throw fieldError('url', reason);
}

export type RequestCircumstances = { ip: string | null; userAgent: string | null };

export async function createWebhook(
  deps: Pick<Deps, 'db' | 'config' | 'events' | 'log'>,
  caller: Caller,
  input: WebhookRequest,
  meta: RequestCircumstances = { ip: null, userAgent: null },
): Promise<WebhookCreated> {
  requireAdmin(caller);
  const allowPrivate = deps.config.webhooks.allowPrivate;
  const problem = webhookUrlProblem(input.url, { allowHttp: allowPrivate });
  if (problem) return refuseAddress(deps, caller, meta, input.url, problem);
  // The same guard as at each delivery: parsed, resolved, every address public.
  const checked = await checkOutboundAddress(input.url, { allowPrivate, allowHttp: allowPrivate });
  if (!checked.ok) {
    return refuseAddress(deps, caller, meta, input.url, URL_REFUSAL[checked.problem]);
  }
  // Kept as is: every delivery is signed with it (HMAC), which a hash could not do.
  const secret = newWebhookSecret();
  const { maxEndpoints } = deps.config.webhooks;
  const row = await deps.db.transaction().execute(async (trx) => {
    // Counted under the company's lock: two registrations at once cannot both take the last place.
    if ((await repo.countEndpointsLocked(trx, caller.companyId)) >= maxEndpoints) {
      throw fieldError('non_field_errors', `webhook_limit_reached?max=${String(maxEndpoints)}`);
    }
    return repo.insertEndpoint(trx, {
      company_id: caller.companyId,
      url: input.url,
      events: input.events,
      secret,
      created_by: caller.userId,
      created_at: nowIso(),
    });
  });
  return { ...toWebhook(row), secret };
}

export async function listWebhooks(deps: Pick<Deps, 'db'>, caller: Caller): Promise<Webhook[]> {
  requireAdmin(caller);
  return (await repo.listEndpoints(deps.db, caller.companyId)).map((row) => toWebhook(row));
}

export async function deleteWebhook(
  deps: Pick<Deps, 'db'>,
  caller: Caller,
  id: number,
): Promise<void> {
  requireAdmin(caller);
  if (!(await repo.deleteEndpoint(deps.db, caller.companyId, id))) throw notFound();
}

/**
 * A new secret for the endpoint, shown this once; the one it replaces keeps signing beside it for
 * PREVIOUS_SECRET_GRACE_MS, so the receiver can switch without refusing a delivery. A secret
 * still in its grace from an earlier rotation is dropped: only the last two are kept.
 */
export async function rotateWebhookSecret(
  deps: Pick<Deps, 'db'>,
  caller: Caller,
  id: number,
): Promise<WebhookCreated> {
  requireAdmin(caller);
  const secret = newWebhookSecret();
  const now = new Date();
  const until = new Date(now.getTime() + PREVIOUS_SECRET_GRACE_MS).toISOString();
  const row = await repo.rotateSecret(deps.db, caller.companyId, id, secret, until);
  if (!row) throw notFound();
  return { ...toWebhook(row, now), secret };
}

export async function listDeliveries(
  deps: Pick<Deps, 'db'>,
  caller: Caller,
  id: number,
): Promise<WebhookDelivery[]> {
  requireAdmin(caller);
  const endpoint = await repo.findEndpoint(deps.db, caller.companyId, id);
  if (!endpoint) throw notFound();
  return (await repo.listDeliveries(deps.db, endpoint.id, LOG_SIZE)).map(toDelivery);
}

/**
 * Send again: a new delivery of the same event (same id and body, so a receiver that has it
 * already can drop it), queued behind the object's waiting ones. It re-enables a disabled
 * endpoint: the Admin asked for it to be tried.
 */
export async function resendDelivery(
  deps: Pick<Deps, 'db'>,
  caller: Caller,
  id: number,
  deliveryId: number,
): Promise<WebhookDelivery> {
  requireAdmin(caller);
  const endpoint = await repo.findEndpoint(deps.db, caller.companyId, id);
  if (!endpoint) throw notFound();
  const original = await repo.findDelivery(deps.db, endpoint.id, deliveryId);
  if (!original) throw notFound();
  const copy = await deps.db.transaction().execute(async (trx) => {
    if (endpoint.disabled_at) await repo.enableEndpoint(trx, endpoint.id);
    return repo.insertDelivery(trx, {
      endpoint_id: endpoint.id,
      event_id: original.event_id,
      event: original.event,
      object_type: original.object_type,
      object_id: original.object_id,
      body: original.body,
      created_at: nowIso(),
    });
  });
  return toDelivery(copy);
}
