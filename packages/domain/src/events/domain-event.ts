import type { TransitEventData } from '../schemas/transits.ts';
import type { ActionLocation } from '../signing/api.ts';
import type { CompanyEventData } from './company-events.ts';
import type { DocumentEventData } from './document-events.ts';

/**
 * What happened, as one write records it in its own transaction. Each event is also the history
 * entry that the transit's or the document's history shows (spec 2 "Historia"): the event log
 * and the history are one record, so nothing a subscriber reacts to is missing from the history.
 */
export type DomainEvent = TransitDomainEvent | DocumentDomainEvent | CompanyDomainEvent;

/** The events that happen on a transit: to it as a whole or to one of its documents. */
export type TransitScopedEvent = TransitDomainEvent | DocumentDomainEvent;

/** Something that happened to a transit as a whole (created, edited, finished, an alert). */
export type TransitDomainEvent = {
  subject: 'transit';
  transitId: number;
  /** the company that owns the transit */
  companyId: number;
  data: TransitEventData;
};

/** Something that happened to one document of a transit (created, signed, a remark). */
export type DocumentDomainEvent = {
  subject: 'document';
  documentId: number;
  transitId: number;
  /** the company that owns the document's transit */
  companyId: number;
  data: DocumentEventData;
};

/** Something in a company's dealings, outside any one transit (an invitation it sent). */
export type CompanyDomainEvent = {
  subject: 'company';
  companyId: number;
  data: CompanyEventData;
};

/**
 * Who acted: a signed-in user (and the API key he came with), or an outsider with a share link
 * (named as he gave his name, for the party company of his link).
 */
export type EventActor = {
  userId: number | null;
  apiKeyId: number | null;
  /** the company the actor acted for (a shared-in partner's, or the link's party company) */
  companyId: number | null;
  /** an outsider's name as he gave it; null for a user (his account names him) */
  name: string | null;
  /** the name of the link's party company, as notifications show an outsider; else null */
  companyName: string | null;
};

/** The circumstances of a write, recorded with each of its events. */
export type EventCircumstances = {
  actor: EventActor;
  ip: string | null;
  userAgent: string | null;
  /** the device's position at a signature, when it sent one */
  location?: ActionLocation | null;
  /**
   * Who acted as notifications name him, where the account does not say it: the signer as he
   * signed, an outsider as he gave his name, a remark's company. Not part of the history row.
   */
  author?: { first_name?: string; last_name?: string; company_name?: string };
  at: string;
};

/** An event as recorded: its log row names it (`transit:12`, `document:40`, `company:3`). */
export type RecordedEvent = DomainEvent & EventCircumstances & { id: string };

/** A recorded event that happened on a transit (it names the transit). */
export type RecordedTransitEvent = TransitScopedEvent & EventCircumstances & { id: string };

export function isTransitScoped(event: RecordedEvent): event is RecordedTransitEvent {
  return event.subject !== 'company';
}

export type DomainEventType = DomainEvent['data']['type'];

/** The events of one kind, narrowed (`eventsOfType(events, 'document_signed')`). */
export type DomainEventOf<T extends DomainEventType> = RecordedEvent & {
  data: Extract<DomainEvent['data'], { type: T }>;
};

export function isEventOfType<T extends DomainEventType>(
  event: RecordedEvent,
  type: T,
): event is DomainEventOf<T> {
  return event.data.type === type;
}

export function eventsOfType<T extends DomainEventType>(
  events: readonly RecordedEvent[],
  type: T,
): DomainEventOf<T>[] {
  return events.filter((event): event is DomainEventOf<T> => isEventOfType(event, type));
}
