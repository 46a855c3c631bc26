import { eftiSubscriber } from './modules/efti/index.ts';
import { fleetSubscriber } from './modules/fleet/index.ts';
import { notificationsSubscriber } from './modules/notifications/index.ts';
import {
  autoSendSubscriber,
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
 * the notifications about it. Links go out by themselves last, after commit, and only where the
 * app can send mail (`links`; the demo seed sends nothing).
 */
export function subscribeAll(
  bus: EventBus,
  deps: Pick<Deps, 'efti' | 'webhooks'> & { links?: AutoSendDeps },
): void {
  for (const subscriber of [
    transitsSubscriber(),
    sharingSubscriber(),
    fleetSubscriber(),
    eftiSubscriber(deps),
    notificationsSubscriber(),
    webhooksSubscriber(deps),
    ...(deps.links ? [autoSendSubscriber(deps.links)] : []),
  ]) {
    bus.subscribe(subscriber);
  }
}
