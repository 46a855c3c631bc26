import type { ErrorKey } from '../errors.ts';

/**
 * The rulebook's answer: allowed, or refused with the spec's translation key, the field it is
 * keyed by and the HTTP status the server answers with (403 for who you are, 400 for the state
 * of the object).
 */
export type Verdict =
  { allowed: true } | { allowed: false; status: 400 | 403 | 404; key: ErrorKey; field: string };

export const ALLOWED: Verdict = { allowed: true };

export function refused(key: ErrorKey, field = 'non_field_errors'): Verdict {
  return { allowed: false, status: 400, key, field };
}

export function forbidden(key: ErrorKey = 'permission_denied', field = 'detail'): Verdict {
  return { allowed: false, status: 403, key, field };
}

/** Not visible to the actor: answered as if it did not exist. */
export function hidden(): Verdict {
  return { allowed: false, status: 404, key: 'not_found', field: 'detail' };
}

/** The first refusal of `checks`, evaluated lazily in order; allowed when none refuses. */
export function firstRefusal(...checks: (() => Verdict | null)[]): Verdict {
  for (const check of checks) {
    const verdict = check();
    if (verdict && !verdict.allowed) return verdict;
  }
  return ALLOWED;
}

/** `{action: boolean}` for every action: what the API tells the client it may do. */
export function allowedActions<A extends string>(
  actions: readonly A[],
  decide: (action: A) => Verdict,
): Record<A, boolean> {
  const out = {} as Record<A, boolean>;
  for (const action of actions) out[action] = decide(action).allowed;
  return out;
}

/**
 * Every action's answer and, for the refused ones, the refusal's key (`actions`, `refusals`): a
 * client shows the server's reason instead of working it out.
 */
export function answersOf<A extends string>(
  actions: readonly A[],
  decide: (action: A) => Verdict,
): { actions: Record<A, boolean>; refusals: Partial<Record<A, ErrorKey>> } {
  const refusals: Partial<Record<A, ErrorKey>> = {};
  const allowed = allowedActions(actions, (action) => {
    const verdict = decide(action);
    if (!verdict.allowed) refusals[action] = verdict.key;
    return verdict;
  });
  return { actions: allowed, refusals };
}

/** The refusal keys that name the transit's state (finished), not who asks. */
const FINISHED_KEYS: readonly string[] = ['transit_finished', 'transit_already_finished'];

/**
 * Whether an answer's `refusals` say the transit is finished: a client picks its "finished"
 * message by the server's reason instead of reading the status itself.
 */
export function refusedAsFinished(refusals: Partial<Record<string, string>> | undefined): boolean {
  return Object.values(refusals ?? {}).some(
    (key) => key !== undefined && FINISHED_KEYS.includes(key),
  );
}
