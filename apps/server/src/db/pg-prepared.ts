import { createHash } from 'node:crypto';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/** Statements worth keeping prepared: plain DML; DDL and session commands stay unnamed. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
/** Distinct statements named per process; beyond it (unusual shapes) statements run unnamed. */
const MAX_NAMED_STATEMENTS = 2000;

const names = new Map<string, string>();

function statementName(text: string): string | undefined {
  const known = names.get(text);
  if (known) return known;
  if (names.size >= MAX_NAMED_STATEMENTS || !PREPARABLE.test(text)) return undefined;
  const name = `td_${createHash('sha1').update(text).digest('base64url')}`;
  names.set(text, name);
  return name;
}

/**
 * PostgreSQL parses and plans every unnamed statement again; a list page runs nine small queries,
 * so planning cost as much as running them. Kysely's SQL text is stable per query shape (values
 * are parameters), so each text becomes a named prepared statement on each connection (node-pg
 * parses it once per connection), like the SQLite statement cache.
 */
export function withPreparedStatements(pool: pg.Pool): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      function query<R>(
        sql: string,
        parameters: ReadonlyArray<unknown>,
      ): Promise<PostgresQueryResult<R>>;
      function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
      function query<R>(
        sqlOrCursor: string | PostgresCursor<R>,
        parameters?: ReadonlyArray<unknown>,
      ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
        if (typeof sqlOrCursor !== 'string') {
          return client.query(
            sqlOrCursor as unknown as pg.Submittable,
          ) as unknown as PostgresCursor<R>;
        }
        const values = [...(parameters ?? [])];
        const name = statementName(sqlOrCursor);
        return client.query(
          name ? { name, text: sqlOrCursor, values } : { text: sqlOrCursor, values },
        ) as unknown as Promise<PostgresQueryResult<R>>;
      }
      return {
        query,
        release: () => {
          client.release();
        },
      };
    },
    end: () => pool.end(),
  };
}
