import type { TransitListResponse } from '@transitdocs/domain';
import { pageLinksOf } from '../../platform/paging.ts';
import type { ListWindow, TransitKey } from './list/query.ts';

/*
 * The list's answer around its results: the count, the links to the pages or cursors before and
 * after, built where the page was read (a reader thread) so that the whole body leaves there as
 * one piece of bytes, compressed if the client asked.
 */

/** What the links are made of: the request's absolute URL and its page. */
export type ListLinks = { url: string; page: number | undefined; pageSize: number };

/** What a page query tells of the rows around the page. */
export type PageEnds = {
  count: number;
  hasOlder: boolean;
  hasNewer: boolean;
  first: TransitKey | null;
  last: TransitKey | null;
};

export type ListEnvelope = Omit<TransitListResponse, 'results'>;

/** An opaque cursor: base64url of `[created_at, id, "n"|"p"]` (next: older rows, previous: newer). */
export function encodeCursor(key: TransitKey, direction: 'after' | 'before'): string {
  return Buffer.from(
    JSON.stringify([key.createdAt, key.id, direction === 'after' ? 'n' : 'p']),
  ).toString('base64url');
}

function cursorUrl(url: string, cursor: string): string {
  const link = new URL(url);
  link.searchParams.delete('page');
  link.searchParams.set('cursor', cursor);
  return link.toString();
}

export function listEnvelope(ends: PageEnds, window: ListWindow, links: ListLinks): ListEnvelope {
  if (window.kind === 'page') {
    return {
      count: ends.count,
      ...pageLinksOf(links.url, links.page, ends.count, links.pageSize),
      next_cursor: null,
      previous_cursor: null,
    };
  }
  const { key } = window;
  let next: string | null = null;
  let previous: string | null = null;
  if (ends.last && ends.hasOlder) next = encodeCursor(ends.last, 'after');
  if (ends.first && ends.hasNewer) previous = encodeCursor(ends.first, 'before');
  // Past either end the page is empty; the way back starts from the cursor itself.
  if (!ends.first && key && ends.hasOlder) next = encodeCursor(key, 'after');
  if (!ends.first && key && ends.hasNewer) previous = encodeCursor(key, 'before');
  return {
    count: ends.count,
    next: next ? cursorUrl(links.url, next) : null,
    previous: previous ? cursorUrl(links.url, previous) : null,
    next_cursor: next,
    previous_cursor: previous,
  };
}
