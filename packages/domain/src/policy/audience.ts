import type { DomainEvent, DomainEventType } from '../events/domain-event.ts';
import type { NotificationType } from '../notifications/protocol.ts';
import type { Role } from '../enums.ts';
import { ROLES } from '../enums.ts';
import { isWriterRole } from './actor.ts';
import { rolesSeeingSharedIn } from './scope.ts';

/**
 * Who hears about an event (spec 1 §3 "Powiadomienia"), never the one who acted. Either the
 * people on a transit, or the staff of one company.
 */
export type EventAudience = TransitAudience | CompanyStaffAudience;

/**
 * The office staff of the transit's company (and, for what happens to the goods and papers, of
 * the companies it is shared with) and the drivers on its carriers.
 */
export type TransitAudience = {
  kind: 'transit';
  /** the notification they get */
  notification: NotificationType;
  /** whose office staff hear of it: the transit's company only, or its partners' as well */
  offices: 'owner' | 'owner_and_partners';
  /** the roles that are a company's office staff */
  officeRoles: readonly Role[];
  /** the drivers on the transit's carriers hear of it */
  drivers: boolean;
  /** only the transit's own company's people, its drivers included (not a subcontractor's) */
  ownerCompanyOnly?: boolean;
};

/**
 * The staff of one company in these roles: the company the event names (`addressee`: the one a
 * transit is shared with, the one invited) or the company it happened to (`own`).
 */
export type CompanyStaffAudience = {
  kind: 'company';
  notification: NotificationType;
  company: 'addressee' | 'own';
  roles: readonly Role[];
};

const OFFICE_ROLES: readonly Role[] = ['Admin', 'Dyspozytor'];

const EVERYONE_ON_THE_TRANSIT = {
  kind: 'transit',
  offices: 'owner_and_partners',
  officeRoles: OFFICE_ROLES,
  drivers: true,
} as const;

/**
 * A correction of a signed document concerns who proposes and who decides: the owner's users who
 * edit documents (`propose_correction`) and the connected companies the transit is shared in to,
 * each acting for a party that signed (`decideCorrection`); drivers do not decide for the owner
 * (docs/decisions/0127-corrections-after-signing.md).
 */
const CORRECTION_PARTIES = {
  kind: 'transit',
  offices: 'owner_and_partners',
  officeRoles: ROLES.filter(isWriterRole),
  drivers: false,
} as const;

const AUDIENCES: Partial<Record<DomainEventType, EventAudience>> = {
  correction_proposed: { notification: 'correction_proposed', ...CORRECTION_PARTIES },
  correction_decided: { notification: 'correction_decided', ...CORRECTION_PARTIES },
  correction_closed: { notification: 'correction_closed', ...CORRECTION_PARTIES },
  transit_finished: { notification: 'transit_finished', ...EVERYONE_ON_THE_TRANSIT },
  document_uploaded: { notification: 'document_uploaded', ...EVERYONE_ON_THE_TRANSIT },
  remark_added: { notification: 'remark_added', ...EVERYONE_ON_THE_TRANSIT },
  document_signed: { notification: 'document_signed', ...EVERYONE_ON_THE_TRANSIT },
  // An alert is the company's own word to its people and its drivers.
  alert_sent: {
    kind: 'transit',
    notification: 'alert',
    offices: 'owner',
    officeRoles: OFFICE_ROLES,
    drivers: true,
  },
  // An authority's follow-up is for the transit's own company (the owner answers it).
  efti_follow_up_received: {
    kind: 'transit',
    notification: 'efti_follow_up',
    offices: 'owner',
    officeRoles: OFFICE_ROLES,
    drivers: true,
    ownerCompanyOnly: true,
  },
  // A shared-in transit reaches whoever there sees shared-in transits.
  transit_shared: {
    kind: 'company',
    notification: 'transit_shared',
    company: 'addressee',
    roles: rolesSeeingSharedIn(),
  },
  // Whoever may answer invitations there.
  invitation_sent: {
    kind: 'company',
    notification: 'invitation',
    company: 'addressee',
    roles: OFFICE_ROLES,
  },
  // The company's Admins manage its webhooks.
  webhook_endpoint_disabled: {
    kind: 'company',
    notification: 'webhook_disabled',
    company: 'own',
    roles: ['Admin'],
  },
};

/** The audience of an event of this type, or null when nobody is notified of it. */
export function audienceOfEvent(type: DomainEventType): EventAudience | null {
  return AUDIENCES[type] ?? null;
}

/** The company an event is addressed to: the one a transit is shared with, the one invited. */
export function addresseeOf(event: DomainEvent): number | null {
  if (event.data.type === 'transit_shared') return event.data.company_id;
  if (event.data.type === 'invitation_sent') return event.data.receiver_company_id;
  return null;
}
