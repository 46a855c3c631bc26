import type { ListRequest } from './service.ts';

/*
 * The paging terms of the transit list as the service states them, for the route that turns
 * query strings and cursors into them (a route never imports the repository).
 */

/** Which slice of the list a request asks for: offset pages or a cursor. */
export type ListWindow = ListRequest['window'];

/** A transit's place in the list order: what a cursor carries. */
export type TransitKey = NonNullable<Extract<ListWindow, { kind: 'cursor' }>['key']>;
