import path from 'node:path';
import type { Config } from '../config.ts';
import { openDatabase, type Db, type DialectName } from '../db/index.ts';
import { createFileStore, type FileStore } from '../platform/files/index.ts';
import type { Report } from './backup.ts';
import { hashFile } from './file-hash.ts';
import { latestMigration, referencedFiles } from './file-refs.ts';
import { importFiles } from './files-copy.ts';
import { FILES_DIR, readManifest, type Manifest } from './manifest.ts';
import {
  dropPostgresObjects,
  postgresTables,
  requirePgTool,
  restorePostgres,
} from './postgres-copy.ts';
import { replaceSqliteFile, sqliteTables } from './sqlite-copy.ts';

export type RestoreOptions = {
  /** Replace a database that already has tables (otherwise restore refuses). */
  force?: boolean;
};

export type RestoreResult = {
  dialect: DialectName;
  migration: string | null;
  /** files put into the store / already in it */
  filesRestored: number;
  filesPresent: number;
  /** files the restored database references that the store still lacks */
  missing: string[];
  /** whether an existing database was replaced (--force) */
  replaced: boolean;
};

/** A refusal the operator can act on (the command prints it without a stack trace). */
export class RestoreRefused extends Error {}

const DIALECT_NAME: Record<DialectName, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

async function withDatabase<T>(config: Config, body: (db: Db) => Promise<T>): Promise<T> {
  // Not migrated: restore puts back the backup as it was; the server migrates when it starts.
  const { db } = openDatabase({ ...config, databasePoolMax: 1 });
  try {
    return await body(db);
  } finally {
    await db.destroy();
  }
}

async function targetTables(config: Config, dialect: DialectName): Promise<string[]> {
  if (dialect === 'sqlite') return sqliteTables(config.sqliteFile);
  return withDatabase(config, postgresTables);
}

/** The manifest, checked against this server's database kind and the database file's hash. */
async function checkedManifest(dir: string, dialect: DialectName): Promise<Manifest> {
  const manifest = await readManifest(dir);
  if (manifest.dialect !== dialect) {
    const setting = manifest.dialect === 'postgres' ? 'DATABASE_URL set' : 'DATABASE_URL unset';
    throw new RestoreRefused(
      `The backup holds a ${DIALECT_NAME[manifest.dialect]} database and this configuration ` +
        `uses ${DIALECT_NAME[dialect]}: restore it with ${setting}`,
    );
  }
  const actual = await hashFile(path.join(dir, manifest.database.file));
  if (actual.sha256 !== manifest.database.sha256 || actual.size !== manifest.database.size) {
    throw new RestoreRefused(`The backup's ${manifest.database.file} is damaged (SHA-256 differs)`);
  }
  return manifest;
}

async function restoreDatabase(
  config: Config,
  dialect: DialectName,
  file: string,
  replace: boolean,
): Promise<void> {
  if (dialect === 'sqlite') {
    replaceSqliteFile(file, config.sqliteFile);
    return;
  }
  const databaseUrl = config.databaseUrl ?? '';
  if (replace) await withDatabase(config, dropPostgresObjects);
  try {
    await restorePostgres(databaseUrl, file);
  } catch (error) {
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\n` +
        'pg_restore ran in one transaction: nothing of the backup was written' +
        (replace ? ' (the tables dropped by --force are gone; run restore again).' : '.'),
      { cause: error },
    );
  }
}

/** Which referenced files the store lacks after the restore (should be none). */
async function missingFiles(db: Db, store: FileStore): Promise<string[]> {
  const missing: string[] = [];
  for (const sha256 of await referencedFiles(db)) {
    if (!(await store.has(sha256))) missing.push(sha256);
  }
  return missing;
}

/**
 * Restores a backup made by runBackup into the database and file store of `config`: refuses a
 * database that has tables unless `force`, puts the files back first (an unreferenced file is
 * harmless, a row without its file is not), then the database, then checks that every file the
 * restored database references is in the store. Stop every server instance first.
 */
export async function runRestore(
  config: Config,
  dir: string,
  options: RestoreOptions = {},
  report: Report = () => undefined,
): Promise<RestoreResult> {
  const dialect: DialectName = config.databaseUrl ? 'postgres' : 'sqlite';
  const manifest = await checkedManifest(dir, dialect);
  if (dialect === 'postgres') await requirePgTool('pg_restore');
  const tables = await targetTables(config, dialect);
  if (tables.length > 0 && !options.force) {
    throw new RestoreRefused(
      `The target database is not empty (${tables.length} tables). Restore into an empty ` +
        'database, or add --force to replace it (stop every server instance first).',
    );
  }
  const replaced = tables.length > 0;
  const store = createFileStore(config);
  try {
    await store.check(); // before anything is written
    report(`Putting ${manifest.files.length} files into the file store…`);
    const files = await importFiles(store, manifest.files, path.join(dir, FILES_DIR));
    report(`Restoring the ${DIALECT_NAME[dialect]} database…`);
    await restoreDatabase(config, dialect, path.join(dir, manifest.database.file), replaced);
    const { migration, missing } = await withDatabase(config, async (db) => ({
      migration: await latestMigration(db),
      missing: await missingFiles(db, store),
    }));
    return {
      dialect,
      migration,
      filesRestored: files.restored,
      filesPresent: files.present,
      missing,
      replaced,
    };
  } finally {
    await store.close();
  }
}
