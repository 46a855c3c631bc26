import type { Role } from '../enums.ts';

/**
 * What a company API key may do: `read` only GET/HEAD, `write` every method; either one only what
 * its creator's current role may. Kept here, away from the schemas, so the screens that judge
 * actions do not load zod with it.
 */
export const API_KEY_SCOPES = ['read', 'write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** The sides of a transit whose boxes a document has (spec 2 §6). */
export const PARTIES = ['sender', 'carrier', 'receiver'] as const;
export type Party = (typeof PARTIES)[number];

/**
 * The side an outsider acts for. A receiver party names its receiver (a transit receiver's id);
 * null stands for any receiver of the transit (a grant made before parties were recorded, or a
 * company the transit was shared in to as "receiver").
 */
export type PartyGrant =
  { party: 'sender' } | { party: 'carrier' } | { party: 'receiver'; receiverId: number | null };

/**
 * Who asks (spec 1 §6, spec 3 §6):
 * - `member`: a user of the company that owns the transit; a Kierowca sees only transits whose
 *   carrier slots he drives (`drives`), and at his phone the sender and the receivers sign too;
 * - `shared_in`: a user of a company the transit was shared in to, acting for its party;
 * - `link`: a share-link visitor without an account, acting for the link's party, limited to
 *   the link's documents (`documents` null: every document of the transit);
 * - `api_key`: a company's API key, a program acting for its company with the reach its creator
 *   has now (`role`: his current role, so a key is never stronger than the person who made it)
 *   within its scope (`read`: reads only; `write`: writes too), never as a person: it never
 *   touches anyone's own account or credentials.
 */
export type Actor =
  | { kind: 'member'; role: Role; primary: boolean; drives: boolean }
  | { kind: 'shared_in'; role: Role; primary: boolean; grant: PartyGrant }
  | { kind: 'link'; grant: PartyGrant; documents: readonly number[] | null }
  | ApiKeyActor;

export type ApiKeyActor = { kind: 'api_key'; scope: ApiKeyScope; role: Role };

export const ACTOR_KINDS = ['member', 'shared_in', 'link', 'api_key'] as const;
export type ActorKind = Actor['kind'];

/** The party an actor acts for; a member acts for the owning company, that is every party. */
export function grantOf(actor: Actor): PartyGrant | null {
  return actor.kind === 'member' || actor.kind === 'api_key' ? null : actor.grant;
}

/** A key of `read` scope: it reads and never changes anything (its refusal says so). */
export function isReadOnlyKey(actor: Actor): boolean {
  return actor.kind === 'api_key' && actor.scope === 'read';
}

/** Whether the actor may act for `party` (and, for a receiver, for receiver `receiverId`). */
export function actsFor(actor: Actor, party: Party, receiverId: number | null = null): boolean {
  const grant = grantOf(actor);
  if (grant === null) return true;
  if (grant.party !== party) return false;
  if (grant.party !== 'receiver' || grant.receiverId === null || receiverId === null) return true;
  return grant.receiverId === receiverId;
}

/** Who writes transits and documents of the company: every role but Kierowca. */
export function isWriterRole(role: Role): boolean {
  return role !== 'Kierowca';
}
