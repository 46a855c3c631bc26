import { eftiSubscriber } from './modules/efti/index.ts';
import { fleetSubscriber } from './modules/fleet/index.ts';
import { invitationsSubscriber } from './modules/invitations/index.ts';
import { notificationsSubscriber } from './modules/notifications/index.ts';
import {
  autoSendSubscriber,
  correctionMessagesSubscriber,
  sharingSubscriber,
  type AutoSendDeps,
} from './modules/sharing/index.ts';
import { transitsSubscriber } from './modules/transits/index.ts';
import { webhooksSubscriber } from './modules/webhooks/index.ts';
import type { Deps } from './platform/context.ts';
import type { EventBus } from './platform/events/index.ts';

/**
 * What follows from the events writes record, one subscriber per concern. In this order: a
 * signature marks its transit before the webhooks read it, and lists hear of a change before
 * the notifications about it. Links and invitations go out by mail last, after commit, and only
 * where the app can send mail (`mail`; the demo seed sends nothing).
 */
export function subscribeAll(
  bus: EventBus,
  deps: Pick<Deps, 'efti' | 'webhooks'> & { mail?: AutoSendDeps },
): void {
  for (const subscriber of [
    transitsSubscriber(),
    sharingSubscriber(),
    fleetSubscriber(),
    eftiSubscriber(deps),
    notificationsSubscriber(),
    webhooksSubscriber(deps),
    // Mail needs the app's sender: the demo seeding runs without one, mailing nobody.
    ...(deps.mail
      ? [
          autoSendSubscriber(deps.mail),
          correctionMessagesSubscriber(deps.mail),
          invitationsSubscriber(deps.mail),
        ]
      : []),
  ]) {
    bus.subscribe(subscriber);
  }
}
