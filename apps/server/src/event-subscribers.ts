import { eftiSubscriber } from './modules/efti/index.ts';
import { fleetSubscriber } from './modules/fleet/index.ts';
import { invitationsSubscriber } from './modules/invitations/index.ts';
import { notificationsSubscriber } from './modules/notifications/index.ts';
import { transitsSubscriber } from './modules/transits/index.ts';
import { webhooksSubscriber } from './modules/webhooks/index.ts';
import type { Deps } from './platform/context.ts';
import type { EventBus } from './platform/events/index.ts';

/**
 * What follows from the events writes record, one subscriber per concern. In this order: a
 * signature marks its transit before the webhooks read it, and lists hear of a change before
 * the notifications about it.
 */
export function subscribeAll(
  bus: EventBus,
  deps: Pick<Deps, 'efti' | 'webhooks'> & Partial<Pick<Deps, 'db' | 'outbound' | 'config'>>,
): void {
  const { db, outbound, config } = deps;
  for (const subscriber of [
    transitsSubscriber(),
    fleetSubscriber(),
    eftiSubscriber(deps),
    notificationsSubscriber(),
    webhooksSubscriber(deps),
    // Mail needs the app's sender; the demo seeding runs without one and invites nobody.
    ...(db && outbound && config ? [invitationsSubscriber({ db, outbound, config })] : []),
  ]) {
    bus.subscribe(subscriber);
  }
}
