import type { Actor, Transit } from '@transitdocs/domain';
import type { Executor } from '../../db/index.ts';
import { notFound } from '../../platform/errors.ts';
import * as repo from './repo.ts';
import { companyScope } from './list/visibility.ts';
import { toTransit } from './responses.ts';

/** The transit as GET answers it to its company's `reader` (without its eFTI part). */
export async function transitAsApi(
  db: Executor,
  companyId: number,
  id: number,
  reader: Actor,
): Promise<Transit> {
  const row = await repo.findTransit(db, companyScope(companyId), id);
  if (!row) throw notFound();
  return toTransit(db, row, reader);
}
