import type { DomainEventType } from '../events/domain-event.ts';
import type { NotificationType } from '../notifications/protocol.ts';
import type { Role } from '../enums.ts';

/**
 * Who hears about an event (spec 1 §3 "Powiadomienia"): the office staff of the transit's company
 * (and, for what happens to the goods and papers, of the companies it is shared with) and the
 * drivers on its carriers; never the one who acted.
 */
export type EventAudience = {
  /** the notification they get */
  notification: Exclude<NotificationType, 'invitation'>;
  /** whose office staff hear of it: the transit's company only, or its partners' as well */
  offices: 'owner' | 'owner_and_partners';
  /** the roles that are a company's office staff */
  officeRoles: readonly Role[];
  /** the drivers on the transit's carriers hear of it */
  drivers: boolean;
};

const OFFICE_ROLES: readonly Role[] = ['Admin', 'Dyspozytor'];

const EVERYONE_ON_THE_TRANSIT = {
  offices: 'owner_and_partners',
  officeRoles: OFFICE_ROLES,
  drivers: true,
} as const;

const AUDIENCES: Partial<Record<DomainEventType, EventAudience>> = {
  transit_finished: { notification: 'transit_finished', ...EVERYONE_ON_THE_TRANSIT },
  document_uploaded: { notification: 'document_uploaded', ...EVERYONE_ON_THE_TRANSIT },
  remark_added: { notification: 'remark_added', ...EVERYONE_ON_THE_TRANSIT },
  document_signed: { notification: 'document_signed', ...EVERYONE_ON_THE_TRANSIT },
  // An alert is the company's own word to its people and its drivers.
  alert_sent: { notification: 'alert', offices: 'owner', officeRoles: OFFICE_ROLES, drivers: true },
};

/** The audience of an event of this type, or null when nobody is notified of it. */
export function audienceOfEvent(type: DomainEventType): EventAudience | null {
  return AUDIENCES[type] ?? null;
}

/**
 * An eFTI authority's follow-up request is for the transit's own company: its office staff and
 * drivers (the owner answers the authority, not its partners).
 */
export const EFTI_FOLLOW_UP_AUDIENCE: EventAudience = {
  notification: 'efti_follow_up',
  offices: 'owner',
  officeRoles: OFFICE_ROLES,
  drivers: true,
};
