import {
  documentAnswers,
  signableReceivers,
  transitActions,
  transitAnswers,
  type Actor,
  type DocumentActions,
  type DocumentFacts,
  type DocumentRefusals,
  type DocumentResponse,
  type Transit,
  type TransitActions,
} from '@transitdocs/domain';

/** The caller most tests are: a user of the owning company who writes (Admin). */
export const OWNER_ACTOR: Actor = { kind: 'member', role: 'Admin', primary: true, drives: false };

/** A company driver (Kierowca) who drives the transit. */
export const DRIVER_ACTOR: Actor = {
  kind: 'member',
  role: 'Kierowca',
  primary: false,
  drives: true,
};

/** A user of a company the transit was shared in to, acting as its receiver. */
export const SHARED_IN_ACTOR: Actor = {
  kind: 'shared_in',
  role: 'Admin',
  primary: true,
  grant: { party: 'receiver', receiverId: null },
};

/** A share-link visitor acting for receiver `receiverId` (null: any). */
export const receiverLink = (receiverId: number | null = null): Actor => ({
  kind: 'link',
  grant: { party: 'receiver', receiverId },
  documents: null,
});

/** `transit.actions` as the server answers them: the rulebook's, for `actor`. */
export function transitActionsOf(
  transit: Omit<Transit, 'actions'>,
  actor: Actor = OWNER_ACTOR,
): TransitActions {
  return transitActions(actor, transit);
}

/**
 * `transit.actions` and `refusals` as the server answers them; actions given by a test keep no
 * refusals (the screens then say "not allowed"), since the rulebook's would not match them.
 */
export function transitAnswersOf(
  transit: Omit<Transit, 'actions' | 'refusals'> & Partial<Pick<Transit, 'actions' | 'refusals'>>,
  actor: Actor = OWNER_ACTOR,
): Pick<Transit, 'actions' | 'refusals'> {
  if (transit.actions) return { actions: transit.actions, refusals: transit.refusals };
  return transitAnswers(actor, transit);
}

type DocumentBody = Omit<DocumentResponse, 'actions' | 'refusals' | 'signable_receivers'>;
type TransitSide = Pick<Transit, 'status' | 'type'>;

/** The rulebook's facts of a test document: receivers 201, 202, ... unless it is a sub-document. */
function factsOf(document: DocumentBody, transit: TransitSide): DocumentFacts {
  const receivers = document.document_data?.receivers;
  const count = Array.isArray(receivers) ? receivers.length : 0;
  return {
    ...document,
    receivers_count: count,
    receiver_ids: document.receiver?.id
      ? [document.receiver.id]
      : Array.from({ length: count }, (_, index) => 201 + index),
    transit,
  };
}

/**
 * `document.actions`, `refusals` and `signable_receivers` as the server answers them for `actor`.
 */
export function documentAnswersOf(
  document: DocumentBody,
  actor: Actor = OWNER_ACTOR,
  transit: TransitSide = { status: 'pending', type: 'generated' },
): { actions: DocumentActions; refusals: DocumentRefusals; signable_receivers: number[] } {
  const facts = factsOf(document, transit);
  return {
    ...documentAnswers(actor, facts),
    signable_receivers: signableReceivers(actor, facts),
  };
}
