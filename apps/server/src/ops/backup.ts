import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import { openDatabase, type DialectName } from '../db/index.ts';
import { createFileStore } from '../platform/files/index.ts';
import { hashFile } from './file-hash.ts';
import { exportFiles } from './files-copy.ts';
import { BACKUP_FORMAT_VERSION, FILES_DIR, writeManifest } from './manifest.ts';
import { dumpPostgres, requirePgTool } from './postgres-copy.ts';
import { snapshotSqlite, type DatabaseSnapshot } from './sqlite-copy.ts';

/** Progress lines for the operator (the command prints them; tests pass nothing). */
export type Report = (line: string) => void;

export type BackupResult = {
  dir: string;
  dialect: DialectName;
  migration: string | null;
  files: number;
  bytes: number;
  /** files the database references that the store did not have */
  missing: string[];
};

/** The database copy's name in the backup directory (the manifest accepts only these). */
const DATABASE_FILE = {
  sqlite: 'database.sqlite',
  postgres: 'database.pgdump',
} as const satisfies Record<DialectName, string>;

/** A backup goes to a new or empty directory, never over an older backup. */
async function prepareEmptyDirectory(dir: string): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  const entries = await fs.readdir(dir);
  if (entries.length > 0) {
    throw new Error(`${dir} is not empty: back up into a new directory`);
  }
}

async function snapshotDatabase(
  config: Config,
  dialect: DialectName,
  target: string,
): Promise<DatabaseSnapshot> {
  if (dialect === 'sqlite') return snapshotSqlite(config.sqliteFile, target);
  const databaseUrl = config.databaseUrl ?? '';
  await requirePgTool('pg_dump');
  // One connection is all a dump needs; migrations are not run (a backup changes nothing).
  const { db } = openDatabase({ ...config, databasePoolMax: 1 });
  try {
    return await dumpPostgres(db, databaseUrl, target);
  } finally {
    await db.destroy();
  }
}

/**
 * Backs up what the server of `config` keeps: a consistent copy of its database and every file
 * of its file store that the copy references, with a manifest written last. The server may keep
 * running: the files are content-addressed and never change or go away, so copying them after
 * the database snapshot finds every one the snapshot names.
 */
export async function runBackup(
  config: Config,
  dir: string,
  report: Report = () => undefined,
): Promise<BackupResult> {
  const dialect: DialectName = config.databaseUrl ? 'postgres' : 'sqlite';
  await prepareEmptyDirectory(dir);
  const store = createFileStore(config);
  try {
    // An unreachable store fails the backup now, not after a long database dump.
    await store.check();
    const createdAt = new Date().toISOString();
    const databaseFile = DATABASE_FILE[dialect];
    report(`Copying the ${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database…`);
    const snapshot = await snapshotDatabase(config, dialect, path.join(dir, databaseFile));
    const database = { file: databaseFile, ...(await hashFile(path.join(dir, databaseFile))) };
    report(`Copying ${snapshot.references.length} files from the file store…`);
    const { files, missing } = await exportFiles(
      store,
      snapshot.references,
      path.join(dir, FILES_DIR),
    );
    await writeManifest(dir, {
      format: 'transitdocs-backup',
      version: BACKUP_FORMAT_VERSION,
      created_at: createdAt,
      dialect,
      migration: snapshot.migration,
      database,
      files,
      missing,
    });
    return {
      dir,
      dialect,
      migration: snapshot.migration,
      files: files.length,
      bytes: database.size + files.reduce((sum, file) => sum + file.size, 0),
      missing,
    };
  } finally {
    await store.close();
  }
}
