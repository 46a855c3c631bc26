import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { openSqliteConnection, sqliteKysely } from '../db/index.ts';
import { latestMigration, referencedFiles } from './file-refs.ts';

export type DatabaseSnapshot = {
  /** the last migration applied to the copied database */
  migration: string | null;
  /** the files the copied database references */
  references: string[];
};

/**
 * Copies the SQLite database to `target` with `VACUUM INTO`: one read transaction, so the copy
 * is consistent while a running server keeps writing (WAL lets readers and the writer run side
 * by side), and the copy is a single self-contained file (rollback journal, no -wal/-shm).
 * What the copy references is read from the copy itself, so the files match it exactly.
 */
export async function snapshotSqlite(
  sqliteFile: string,
  target: string,
): Promise<DatabaseSnapshot> {
  if (!fs.existsSync(sqliteFile)) {
    throw new Error(`No SQLite database at ${sqliteFile} (check DATA_DIR, or set DATABASE_URL)`);
  }
  const source = openSqliteConnection(sqliteFile, { readonly: true });
  try {
    source.prepare('VACUUM INTO ?').run(target);
  } finally {
    source.close();
  }
  const copy = sqliteKysely(openSqliteConnection(target, { readonly: true }));
  try {
    return { migration: await latestMigration(copy), references: await referencedFiles(copy) };
  } finally {
    await copy.destroy();
  }
}

/** The tables of the SQLite database at `file` (none when there is no file). */
export function sqliteTables(file: string): string[] {
  if (!fs.existsSync(file)) return [];
  const database = openSqliteConnection(file, { readonly: true });
  try {
    return database
      .prepare<[], { name: string }>(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
      )
      .all()
      .map((row) => row.name);
  } finally {
    database.close();
  }
}

/**
 * Puts the backup's database file in place of `target`. Copied under a temporary name first and
 * renamed, so `target` is either the old database or the whole new one; the old -wal and -shm go
 * first, since SQLite would otherwise replay the old database's journal into the new file.
 */
export function replaceSqliteFile(backupFile: string, target: string): void {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temporary = `${target}.${randomBytes(6).toString('hex')}.restore`;
  fs.copyFileSync(backupFile, temporary);
  try {
    for (const suffix of ['-wal', '-shm', '-journal'])
      fs.rmSync(`${target}${suffix}`, { force: true });
    fs.renameSync(temporary, target);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}
