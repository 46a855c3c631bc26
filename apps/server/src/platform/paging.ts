import type { FastifyRequest } from 'fastify';
import { LIST_PAGE_SIZE } from '@transitdocs/domain';

/** One page of a list as a repository returns it. */
export type Page<T> = { count: number; results: T[] };

export type PageWindow = { page: number; limit: number; offset: number };

export function pageWindow(page: number | undefined, pageSize = LIST_PAGE_SIZE): PageWindow {
  const current = page ?? 1;
  return { page: current, limit: pageSize, offset: (current - 1) * pageSize };
}

/** The request's absolute URL, as its links repeat it. */
export function requestUrl(request: FastifyRequest): string {
  return new URL(request.url, `${request.protocol}://${request.host}`).toString();
}

function pageUrl(url: string, page: number): string {
  const link = new URL(url);
  if (page <= 1) link.searchParams.delete('page');
  else link.searchParams.set('page', String(page));
  return link.toString();
}

/**
 * The absolute URLs of the pages before and after `page` of the same query as `url` (null at
 * the ends).
 */
export function pageLinksOf(
  url: string,
  page: number | undefined,
  count: number,
  pageSize = LIST_PAGE_SIZE,
): { next: string | null; previous: string | null } {
  const current = page ?? 1;
  const lastPage = Math.max(1, Math.ceil(count / pageSize));
  return {
    next: current < lastPage ? pageUrl(url, current + 1) : null,
    previous: current > 1 ? pageUrl(url, Math.min(current - 1, lastPage)) : null,
  };
}

/**
 * DRF paging `{count, next, previous, results}`; next/previous are absolute URLs of the same
 * query. A page past the end answers an empty `results`, not 404 (filters change under the pager).
 */
export function pagedBody<T>(
  request: FastifyRequest,
  page: number | undefined,
  result: Page<T>,
  pageSize = LIST_PAGE_SIZE,
): { count: number; next: string | null; previous: string | null; results: T[] } {
  return {
    count: result.count,
    ...pageLinksOf(requestUrl(request), page, result.count, pageSize),
    results: result.results,
  };
}
