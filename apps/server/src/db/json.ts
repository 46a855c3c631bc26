import type { RawBuilder } from 'kysely';
import { jsonArrayFrom as postgresJsonArrayFrom } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArrayFrom } from 'kysely/helpers/sqlite';
import { isPostgres, type Executor } from './index.ts';

/**
 * A subquery's rows as one JSON array value of the outer row, so a page and its child rows come
 * back in one round trip. PostgreSQL answers it parsed, SQLite as text: read it with
 * `parseJsonArray`. The subquery must name its columns (SQLite builds each object from them).
 */
export function jsonArrayOf<O>(
  db: Executor,
  query: Parameters<typeof sqliteJsonArrayFrom<O>>[0],
): RawBuilder<O[] | string> {
  const array = isPostgres(db) ? postgresJsonArrayFrom(query) : sqliteJsonArrayFrom(query);
  return array.$castTo<O[] | string>();
}

export function parseJsonArray<O>(value: O[] | string): O[] {
  return typeof value === 'string' ? (JSON.parse(value) as O[]) : value;
}

/** A boolean expression's value: PostgreSQL answers true/false, SQLite 1/0. */
export function sqlBoolean(value: unknown): boolean {
  return value === true || value === 1 || value === '1';
}

/** How `jsonArrayOf` answers before `parseJsonArray`. */
export type JsonArray<O> = O[] | string;
