import type { Transit } from '@transitdocs/domain';
import type { Executor } from '../../db/index.ts';
import type { Deps } from '../../platform/context.ts';

/** The answer with its eFTI part, when the app runs the eFTI module (a command may not). */
export function withEftiOf(
  deps: Pick<Deps, 'withEfti'>,
  db: Executor,
  transit: Transit,
  companyId: number,
): Promise<Transit> {
  return deps.withEfti ? deps.withEfti(db, transit, companyId) : Promise.resolve(transit);
}
