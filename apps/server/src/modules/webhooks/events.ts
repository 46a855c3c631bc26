import { randomUUID } from 'node:crypto';
import type { WebhookEvent } from '@transitdocs/domain';
import { nowIso, type Executor } from '../../db/index.ts';
import * as repo from './repo.ts';

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

/**
 * Queues `event` for every enabled endpoint of the company that subscribed to it, in the
 * caller's transaction: a change that rolls back queues nothing, one that commits cannot lose
 * its deliveries. The body is made here, so it shows the object as it was at the change.
 */
export async function enqueueWebhookEvent(
  trx: Executor,
  companyId: number,
  event: WebhookEvent,
  object: WebhookObject,
): Promise<void> {
  const endpoints = (await repo.enabledEndpoints(trx, companyId)).filter((endpoint) =>
    eventsOf(endpoint.events).includes(event),
  );
  if (endpoints.length === 0) return;
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
}

export function eventsOf(json: string): string[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((e): e is string => typeof e === 'string') : [];
}
