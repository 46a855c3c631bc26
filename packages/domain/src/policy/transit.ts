import { hasMainDocumentIn } from '../documents/main-document.ts';
import type { TransitStatus } from '../enums.ts';
import type { ErrorKey } from '../errors.ts';
import type { TransitType } from '../schemas/transits.ts';
import { TRANSIT_ACTIONS, type TransitAction, type TransitActions } from './actions.ts';
import { isReadOnlyKey, isWriterRole, type Actor } from './actor.ts';
import {
  ALLOWED,
  allowedActions,
  answersOf,
  firstRefusal,
  forbidden,
  hidden,
  refused,
  type Verdict,
} from './verdict.ts';

/** The parts of a transit the rules read. */
export type TransitFacts = {
  status: TransitStatus;
  /** `send`: the reader sees a transit shared in by another company */
  type: TransitType;
  has_signed_documents: boolean;
  /** its documents' main-document marks (the sign tile needs a main document or a child) */
  document: readonly { is_main_document: boolean; parent_document_is_main_document: boolean }[];
};

/** "A finished transit is closed" (spec 1 §4): the one place that says it. */
export function isTransitOpen(transit: Pick<TransitFacts, 'status'>): boolean {
  return transit.status !== 'finished';
}

export function hasMainDocument(transit: Pick<TransitFacts, 'document'>): boolean {
  return hasMainDocumentIn(transit.document, (d) => ({
    id: 0,
    isMain: d.is_main_document,
    parentId: null,
    parentIsMain: d.parent_document_is_main_document,
  }));
}

/** Actions that only read: what a key of `read` scope does. */
const TRANSIT_READS: ReadonlySet<TransitAction> = new Set([
  'view',
  'efti_access_log',
  'efti_inspect',
]);

/** Actions that change the transit or its documents as its owner. */
const OWNER_ACTIONS: ReadonlySet<TransitAction> = new Set([
  'edit',
  'edit_carriers',
  'finish',
  'delete',
  'duplicate',
  'share',
  'generate',
  'upload',
]);

/**
 * Who may: a member who writes (every role but Kierowca) does the owner's actions, and so does a
 * key whose creator writes now; a Kierowca views, alerts and signs; a company the transit is
 * shared in to reads it (its writes answer `transit_is_sent`, as the spec's type `send` says); a
 * link visitor views, alerts, uploads and signs for its party.
 */
function actorVerdict(actor: Actor, action: TransitAction): Verdict | null {
  if (isReadOnlyKey(actor) && !TRANSIT_READS.has(action)) return forbidden('api_key_not_allowed');
  if (!OWNER_ACTIONS.has(action)) return null;
  switch (actor.kind) {
    case 'api_key':
    case 'member':
      return isWriterRole(actor.role) ? null : forbidden();
    case 'shared_in':
      return isWriterRole(actor.role) ? refused('transit_is_sent') : forbidden();
    case 'link':
      return action === 'upload' ? null : forbidden();
  }
}

const whenOpen = (transit: Pick<TransitFacts, 'status'>) => () =>
  isTransitOpen(transit) ? null : refused('transit_finished');

/** Whether `actor` may do `action` to `transit` now, and if not, why (spec 1 §4). */
export function decideTransit(actor: Actor, action: TransitAction, transit: TransitFacts): Verdict {
  const who = () => actorVerdict(actor, action);
  switch (action) {
    case 'view':
    case 'duplicate':
    case 'share':
      return firstRefusal(who);
    case 'edit':
      return firstRefusal(who, whenOpen(transit), () =>
        transit.has_signed_documents ? refused('transit_signed_only_carriers') : null,
      );
    case 'edit_carriers':
    case 'generate':
    case 'upload':
    case 'alert':
      return firstRefusal(who, whenOpen(transit));
    case 'finish':
      return firstRefusal(who, () =>
        isTransitOpen(transit) ? null : refused('transit_already_finished', 'status'),
      );
    case 'delete':
      return firstRefusal(
        who,
        whenOpen(transit),
        () => (transit.has_signed_documents ? refused('transit_has_signed_documents') : null),
        () => (transit.type === 'send' ? refused('transit_is_sent') : null),
      );
    case 'sign':
      return firstRefusal(who, whenOpen(transit), () =>
        hasMainDocument(transit) ? null : refused('slot_not_signable'),
      );
    // Who looked at the eFTI data set: part of the data set, so its company's users only; for
    // anyone else the log does not exist.
    case 'efti_access_log':
      return seesEftiDataset(actor) ? ALLOWED : hidden();
    // The roadside view of the data set: whoever may see the transit in the app (a driver
    // sharing in from a partner carrier included), never a share link.
    case 'efti_inspect':
      return actor.kind === 'link' ? hidden() : firstRefusal(who);
  }
}

/**
 * Whether `actor` sees the transit's eFTI data set (its id, status, gaps and who at the gate read
 * it): the owning company's users and keys only (a driver reaches only the transits he drives). A company
 * the transit is shared in to, or a link, sees the transit but not the owner's data set.
 */
export function seesEftiDataset(actor: Actor): boolean {
  return actor.kind === 'member' || actor.kind === 'api_key';
}

/** Every transit action's answer, as the API sends it (`actions`). */
export function transitActions(actor: Actor, transit: TransitFacts): TransitActions {
  return allowedActions(TRANSIT_ACTIONS, (action) => decideTransit(actor, action, transit));
}

/** Why each refused action is refused: its error key; allowed actions are absent. */
export type TransitRefusals = Partial<Record<TransitAction, ErrorKey>>;

/**
 * Every transit action's answer and, for the refused ones, the refusal's key, as the API sends
 * them (`actions`, `refusals`): a client explains a refusal without working out its reason.
 */
export function transitAnswers(
  actor: Actor,
  transit: TransitFacts,
): { actions: TransitActions; refusals: TransitRefusals } {
  return answersOf(TRANSIT_ACTIONS, (action) => decideTransit(actor, action, transit));
}

/**
 * The transit form's sections an edit may change: every section, or with signed documents
 * only the carriers (spec 1 §4); none when neither edit is allowed.
 */
export const TRANSIT_SECTIONS = ['dates', 'sender', 'carriers', 'receivers', 'additional'] as const;
export type TransitSection = (typeof TRANSIT_SECTIONS)[number];

export function editableTransitSections(
  actions: Pick<TransitActions, 'edit' | 'edit_carriers'>,
): TransitSection[] {
  if (actions.edit) return [...TRANSIT_SECTIONS];
  return actions.edit_carriers ? ['carriers'] : [];
}

/** What works from the copy kept on the phone: viewing, and the roadside inspection view. */
const OFFLINE_ACTIONS: ReadonlySet<string> = new Set(['view', 'efti_inspect']);

/** Which actions need the network (spec 1 §4, spec 2 §4 "offline mode"): all but reading. */
export function whileOnline<A extends string>(
  actions: Record<A, boolean>,
  isOnline: boolean,
): Record<A, boolean> {
  if (isOnline) return actions;
  const out = {} as Record<A, boolean>;
  for (const key of Object.keys(actions) as A[])
    out[key] = OFFLINE_ACTIONS.has(key) && actions[key];
  return out;
}

/** What a phone can also do offline by queueing it and sending it later (docs/decisions/0042-offline-signing-protocol.md). */
const QUEUED_OFFLINE_ACTIONS: ReadonlySet<string> = new Set([
  'sign',
  'remark_pickup',
  'remark_delivery',
]);

/**
 * `whileOnline`, with signing and remarks kept offline on a phone whose user can queue them (a
 * signing key registered from it): they are sent, and checked, once the network is back.
 */
export function whileOnlineOrQueued<A extends string>(
  actions: Record<A, boolean>,
  isOnline: boolean,
  canQueue: boolean,
): Record<A, boolean> {
  const out = whileOnline(actions, isOnline);
  if (isOnline || !canQueue) return out;
  for (const key of Object.keys(actions) as A[]) {
    if (QUEUED_OFFLINE_ACTIONS.has(key)) out[key] = actions[key];
  }
  return out;
}
