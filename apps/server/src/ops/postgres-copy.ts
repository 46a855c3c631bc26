import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { runTool } from './external-tool.ts';
import { latestMigration, referencedFiles } from './file-refs.ts';
import { libpqTarget } from './pg-connection.ts';
import type { DatabaseSnapshot } from './sqlite-copy.ts';

/** Fails early, before anything is written, when the PostgreSQL client tools are missing. */
export async function requirePgTool(tool: 'pg_dump' | 'pg_restore'): Promise<void> {
  await runTool(tool, ['--version']);
}

/**
 * `pg_dump --format=custom` of the database, and the files it references read in the very same
 * snapshot: a repeatable-read transaction exports its snapshot and pg_dump adopts it
 * (`--snapshot`), so a document deleted or added while the backup runs is either in both the
 * dump and the file list or in neither.
 */
export async function dumpPostgres(
  db: Db,
  databaseUrl: string,
  target: string,
): Promise<DatabaseSnapshot> {
  const { dbname, env } = libpqTarget(databaseUrl);
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const { rows } = await sql<{ snapshot: string }>`
        select pg_export_snapshot() as snapshot`.execute(trx);
      const snapshot = rows[0]?.snapshot;
      if (!snapshot) throw new Error('PostgreSQL exported no snapshot');
      const migration = await latestMigration(trx);
      const references = await referencedFiles(trx);
      // The transaction stays open until pg_dump is done: the snapshot lives as long as it does.
      await runTool(
        'pg_dump',
        ['--format=custom', `--snapshot=${snapshot}`, `--file=${target}`, `--dbname=${dbname}`],
        env,
      );
      return { migration, references };
    });
}

/** The tables of the schema the server uses (the connection's current schema). */
export async function postgresTables(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select tablename as name from pg_tables where schemaname = current_schema()
    order by tablename`.execute(db);
  return rows.map((row) => row.name);
}

/**
 * Drops every table, sequence and function of the current schema, in one transaction
 * (`--force`). Extensions' functions stay with their extensions. A function left behind (0024's
 * `tenant_trigrams`) made the dump's own `create function` fail, and so the whole restore.
 */
export async function dropPostgresObjects(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { rows: tables } = await sql<{ name: string }>`
      select tablename as name from pg_tables where schemaname = current_schema()`.execute(trx);
    for (const { name } of tables)
      await sql`drop table if exists ${sql.table(name)} cascade`.execute(trx);
    const { rows: sequences } = await sql<{ name: string }>`
      select sequence_name as name from information_schema.sequences
      where sequence_schema = current_schema()`.execute(trx);
    for (const { name } of sequences)
      await sql`drop sequence if exists ${sql.table(name)}`.execute(trx);
    const { rows: functions } = await sql<{ signature: string }>`
      select p.oid::regprocedure::text as signature from pg_proc p
      where p.pronamespace = current_schema()::regnamespace
      and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`.execute(
      trx,
    );
    // The signature comes from the catalog, quoted as an identifier needs.
    for (const { signature } of functions)
      await sql.raw(`drop function if exists ${signature} cascade`).execute(trx);
  });
}

/**
 * `pg_restore` in one transaction (all or nothing), stopping at the first error; without the
 * dump's owners and grants, so the tables belong to the role of DATABASE_URL wherever the dump
 * came from.
 */
export async function restorePostgres(databaseUrl: string, dumpFile: string): Promise<void> {
  const { dbname, env } = libpqTarget(databaseUrl);
  await runTool(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${dbname}`,
      dumpFile,
    ],
    env,
  );
}
