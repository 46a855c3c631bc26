import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/**
 * "No lost updates": a save made from an outdated state must not silently overwrite a newer one
 * (docs/decisions/0023-no-lost-updates.md). A row's version is its integer `version` column as an
 * opaque string; a write may name the version it started from, as `If-Match` or as the body's
 * `version`. Each one given must equal the row's current version (read in the write's
 * transaction, with the row held), or the write answers 409 and changes nothing: an older
 * version, and as well one the server never gave (a future one, `03` for `3`), since versions
 * are compared exactly as the server wrote them. A write that names none overwrites as before,
 * so API clients that never send one keep working.
 */
export type ExpectedVersion = {
  /** the `If-Match` entities, quotes and `W/` removed; null without the header or for `*` */
  ifMatch: string[] | null;
  /** the body's `version` */
  body: string | undefined;
};

/** OpenAPI description of a write that takes a version. */
export const VERSIONED_WRITE =
  'No lost updates: send the version the edit started from, as `If-Match: "<version>"` (the ' +
  'ETag of GET) or as the body field `version`. When it is not the current version the answer ' +
  'is 409 `{"detail": "edited_by_someone_else"}` and nothing changes. Without a version the ' +
  'write overwrites as before (clients that never send one keep working). The answer carries ' +
  'the new `version` and its ETag.';

/** OpenAPI description of a DELETE that takes a version. */
export const VERSIONED_DELETE =
  'No lost updates: send the version the deletion was decided on, as `If-Match: "<version>"` ' +
  'or as the query `?version=`. When it is not the current version (an older one, or one the ' +
  'server never gave) the answer is 409 `{"detail": "edited_by_someone_else"}` and nothing is ' +
  'deleted. Without a version the row is deleted as before.';

export const versionOf = (row: { version: number }): string => String(row.version);

/** `"3"`, `3`, `W/"3"` or a list of them; `*` matches any existing row, so it checks nothing. */
export function parseIfMatch(header: string | string[] | undefined): string[] | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value === undefined || value.trim() === '') return null;
  const entities = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (entities.includes('*')) return null;
  return entities.map((entity) => entity.replace(/^W\//, '').replace(/^"(.*)"$/, '$1'));
}

export function expectedVersion(
  request: FastifyRequest,
  body: { version?: string | undefined } | undefined,
): ExpectedVersion {
  return { ifMatch: parseIfMatch(request.headers['if-match']), body: body?.version };
}

export const versionGiven = (expected: ExpectedVersion): boolean =>
  expected.ifMatch !== null || expected.body !== undefined;

export const editedBySomeoneElse = (): AppError => new AppError(409, 'edited_by_someone_else');

/** Throws 409 `edited_by_someone_else` when a version given is not the row's current one. */
export function requireVersion(row: { version: number }, expected: ExpectedVersion): void {
  const current = versionOf(row);
  const headerFails = expected.ifMatch !== null && !expected.ifMatch.includes(current);
  const bodyFails = expected.body !== undefined && expected.body !== current;
  if (headerFails || bodyFails) throw editedBySomeoneElse();
}

/** `ETag: "<version>"` on an answer that carries the row, so If-Match can send it back. */
export function sendVersion<T extends { version?: string | undefined }>(
  reply: FastifyReply,
  answer: T,
): T {
  if (answer.version !== undefined) void reply.header('etag', `"${answer.version}"`);
  return answer;
}
