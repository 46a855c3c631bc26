import { useCallback } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router';
import { DOCUMENTS_PATH } from './transit-paths.ts';

/**
 * Where a dialog route closes to. A link that opens it may pass `state: { from, fromState }`
 * (the page it came from and that page's own state); without it the dialog closes to the list.
 */
export type ReturnState = { from: string; fromState?: unknown };

function isReturnState(state: unknown): state is ReturnState {
  return (
    typeof state === 'object' &&
    state !== null &&
    'from' in state &&
    typeof state.from === 'string' &&
    state.from.startsWith('/')
  );
}

/** The state a dialog passes to a dialog it opens, so that one closes back to it. */
export function returnStateOf(location: Location): ReturnState {
  return { from: `${location.pathname}${location.search}`, fromState: location.state };
}

/** The nearest page up the chain of openers that is the list itself (keeps its `?page=`). */
function listReturn(state: unknown): ReturnState {
  let current = state;
  while (isReturnState(current)) {
    if (current.from.split('?')[0] === DOCUMENTS_PATH) return current;
    current = current.fromState;
  }
  return { from: DOCUMENTS_PATH };
}

export type ReturnOptions = {
  toList?: boolean;
  /** A short confirmation the page returned to shows (the documents modal's success alert). */
  successMessage?: string;
};

/**
 * Closes the current dialog route: to where it was opened from, else to `fallback`. `toList`
 * skips the transit's own pages (after a delete there is nothing to go back to).
 */
export function useReturnTo(fallback = DOCUMENTS_PATH): (options?: ReturnOptions) => void {
  const navigate = useNavigate();
  const state: unknown = useLocation().state;
  return useCallback(
    (options?: ReturnOptions) => {
      const target: ReturnState = options?.toList
        ? listReturn(state)
        : isReturnState(state)
          ? state
          : { from: fallback };
      const message = options?.successMessage;
      const fromState: unknown = target.fromState;
      void navigate(target.from, {
        state: message
          ? { ...(typeof fromState === 'object' ? fromState : {}), successMessage: message }
          : fromState,
      });
    },
    [navigate, state, fallback],
  );
}
