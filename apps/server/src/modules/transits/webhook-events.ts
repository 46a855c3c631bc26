import type { Actor, Transit } from '@transitdocs/domain';
import type { Executor } from '../../db/index.ts';
import { notFound } from '../../platform/errors.ts';
import { withEfti } from '../efti/index.ts';
import * as repo from './repo.ts';
import { toTransit } from './responses.ts';

/** The transit as GET answers it to its company's `reader`: what its webhooks carry. */
export async function transitAsApi(
  db: Executor,
  companyId: number,
  id: number,
  reader: Actor,
): Promise<Transit> {
  const row = await repo.findTransit(db, { companyId }, id);
  if (!row) throw notFound();
  return withEfti(db, await toTransit(db, row, reader), companyId);
}
