import {
  polishDate,
  seesEftiDataset,
  type Transit,
  type TransitListQuery,
} from '@transitdocs/domain';
import type { Executor } from '../../db/index.ts';
import type { Caller } from '../../platform/auth.ts';
import type { Deps } from '../../platform/context.ts';
import { withEftiOf } from './efti-answer.ts';
import type { Requester } from '../../platform/auth.ts';
import { callerActorOf, requireTransit, scopeOf, userRequester } from './guard.ts';
import { parseFilters, type TransitFilters } from './list/filters.ts';
import {
  COMPRESS_MIN_BYTES,
  compressJsonSync,
  type JsonEncoding,
} from '../../platform/compressed-json.ts';
import { listEnvelope, type ListLinks } from './list-answer.ts';
import { listTransits as listPage, type ListWindow } from './list/query.ts';
import { toTransit, toTransits } from './responses.ts';

export type ListRequest = {
  filters: TransitFilters;
  window: ListWindow;
  /** what the answer's links repeat */
  links: ListLinks;
  /** how the client takes the body: compressed (chosen from its Accept-Encoding) or not */
  encoding: JsonEncoding | null;
};

/** A page of the list as the route sends it: the whole body, built where the query ran. */
export type ListAnswer = {
  /** UTF-8 JSON, compressed by `encoding`: moves between threads without a copy */
  body: Uint8Array<ArrayBuffer>;
  encoding: JsonEncoding | null;
};

const utf8 = new TextEncoder();

export async function listTransits(
  db: Executor,
  caller: Caller,
  request: ListRequest,
): Promise<ListAnswer> {
  const { window } = request;
  const page = await listPage(db, scopeOf(caller), request.filters, window, polishDate());
  const results = await toTransits(db, page.rows, callerActorOf(caller), page.details);
  const keyOf = (transit: Transit | undefined) =>
    transit ? { createdAt: transit.created_at, id: transit.id } : null;
  const ends = {
    count: page.count,
    hasOlder: page.hasOlder,
    hasNewer: page.hasNewer,
    first: keyOf(results[0]),
    last: keyOf(results[results.length - 1]),
  };
  const answer = { ...listEnvelope(ends, window, request.links), results };
  const json = utf8.encode(JSON.stringify(answer));
  if (!request.encoding || json.length < COMPRESS_MIN_BYTES) return { body: json, encoding: null };
  // Each page its own buffer (never a pooled slab): a reader thread hands it over whole.
  const compressed = compressJsonSync(json, request.encoding);
  const body = new Uint8Array(compressed.length);
  body.set(compressed);
  return { body, encoding: request.encoding };
}

/**
 * A page of the list for the route: the query's filters (filters.ts), read in a reader thread
 * when the app has them (list-reader.ts), else here.
 */
export function readTransitList(
  deps: Deps,
  caller: Caller,
  query: TransitListQuery,
  answer: Pick<ListRequest, 'window' | 'links' | 'encoding'>,
): Promise<ListAnswer> {
  const request = { filters: parseFilters(query), ...answer };
  return deps.listReader
    ? deps.listReader.list(caller, request)
    : listTransits(deps.db, caller, request);
}

export async function getTransit(
  deps: Pick<Deps, 'db'>,
  caller: Caller,
  id: number,
): Promise<Transit> {
  return getTransitFor(deps, userRequester(caller), id);
}

/**
 * GET one transit as the requester sees it (a user, or a share link's visitor), with the eFTI
 * data set when the rulebook shows it to him.
 */
export async function getTransitFor(
  deps: Pick<Deps, 'db' | 'withEfti'>,
  requester: Requester,
  id: number,
): Promise<Transit> {
  const { transit, actor } = await requireTransit(deps.db, requester, id, 'view');
  const answer = await toTransit(deps.db, transit, actor);
  return seesEftiDataset(actor) ? withEftiOf(deps, deps.db, answer, transit.company_id) : answer;
}
