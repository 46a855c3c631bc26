import { TRANSIT_ACTIONS, whileOnline, type TransitActions } from '@transitdocs/domain';
import { useOnline } from './use-online.ts';

/** Nothing allowed: what a transit not loaded yet offers. */
export const NO_TRANSIT_ACTIONS = Object.fromEntries(
  TRANSIT_ACTIONS.map((action) => [action, false]),
) as TransitActions;

/**
 * The actions the server says the caller may do (`transit.actions`, `document.actions`), masked
 * by the rulebook's `whileOnline`: offline only viewing stays (spec 1 §4, spec 2 §4).
 */
export function useAllowed<A extends string>(actions: Record<A, boolean>): Record<A, boolean> {
  return whileOnline(actions, useOnline());
}
