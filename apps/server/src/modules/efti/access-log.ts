import {
  EFTI_ACCESS_OUTCOMES,
  EFTI_GATE_ACTIONS,
  LIST_PAGE_SIZE,
  type EftiAccessEntry,
} from '@transitdocs/domain';
import type { EftiAccessLogRow } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import type { Deps } from '../../platform/context.ts';
import { pageWindow, type Page } from '../../platform/paging.ts';
import { requireTransit, userRequester } from '../transits/index.ts';
import * as repo from './repo.ts';

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  values.find((v) => v === value) ?? fallback;

function entryOf(row: EftiAccessLogRow): EftiAccessEntry {
  return {
    id: row.id,
    request_id: row.request_id,
    gate_id: row.gate_id,
    dataset_id: row.dataset_id,
    action: oneOf(EFTI_GATE_ACTIONS, row.action, 'get_consignment'),
    subsets: row.subsets === '' ? [] : row.subsets.split(','),
    outcome: oneOf(EFTI_ACCESS_OUTCOMES, row.outcome, 'ok'),
    created_at: row.created_at,
  };
}

/** The gate accesses of a transit's data set, newest first, as the rulebook lets the caller. */
export async function listEftiAccesses(
  deps: Pick<Deps, 'db'>,
  caller: Caller,
  transitId: number,
  page: number | undefined,
): Promise<Page<EftiAccessEntry>> {
  await requireTransit(deps.db, userRequester(caller), transitId, 'efti_access_log');
  const window = pageWindow(page, LIST_PAGE_SIZE);
  const found = await repo.listAccesses(deps.db, transitId, window);
  return { count: found.count, results: found.results.map(entryOf) };
}
