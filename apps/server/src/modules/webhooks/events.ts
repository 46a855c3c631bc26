import { randomUUID } from 'node:crypto';
import type { Actor, WebhookEvent } from '@transitdocs/domain';
import { nowIso, type Executor } from '../../db/index.ts';
import * as repo from './repo.ts';

/**
 * Whom an event's object is answered for: the owning company's Admin, the holder of its API
 * keys (its `actions` are what the company's integration may do). A transit's own events also go
 * to the companies it is shared in to, answered as their Admin sees it
 * (docs/decisions/0063-webhook-events.md, docs/decisions/0111-shared-in-webhooks.md).
 */
export const WEBHOOK_READER: Actor = { kind: 'member', role: 'Admin', primary: true, drives: true };

/**
 * What an event is about: its kind and id (the order key) and the API's answer for it, read
 * only when some endpoint wants the event (a company without webhooks pays one query).
 */
export type WebhookObject = {
  type: 'transit' | 'document' | 'remark' | 'share_link' | 'alert';
  id: number;
  data: () => Promise<unknown>;
};

/** The JSON body of a delivery; `id` is the event's, the same for every endpoint and resend. */
export type WebhookBody = { id: string; event: WebhookEvent; created_at: string; data: unknown };

/** Whether an enabled endpoint of the company wants `event` (spares a bulk write the objects). */
export async function wantsWebhookEvent(
  db: Executor,
  companyId: number,
  event: WebhookEvent,
): Promise<boolean> {
  const endpoints = await repo.enabledEndpoints(db, companyId);
  return endpoints.some((endpoint) => eventsOf(endpoint.events).includes(event));
}

/**
 * Queues `event` for every enabled endpoint of the company that subscribed to it, in the
 * caller's transaction: a change that rolls back queues nothing, one that commits cannot lose
 * its deliveries. The body is made here, so it shows the object as it was at the change.
 * Answers whether anything was queued (the subscriber kicks the sender after the commit).
 */
export async function enqueueWebhookEvent(
  trx: Executor,
  companyId: number,
  event: WebhookEvent,
  object: WebhookObject,
): Promise<boolean> {
  const endpoints = (await repo.enabledEndpoints(trx, companyId)).filter((endpoint) =>
    eventsOf(endpoint.events).includes(event),
  );
  if (endpoints.length === 0) return false;
  const now = nowIso();
  const body: WebhookBody = { id: randomUUID(), event, created_at: now, data: await object.data() };
  const text = JSON.stringify(body);
  await repo.insertDeliveries(
    trx,
    endpoints.map((endpoint) => ({
      endpoint_id: endpoint.id,
      event_id: body.id,
      event,
      object_type: object.type,
      object_id: object.id,
      body: text,
      created_at: now,
    })),
  );
  return true;
}

export function eventsOf(json: string): string[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((e): e is string => typeof e === 'string') : [];
}
