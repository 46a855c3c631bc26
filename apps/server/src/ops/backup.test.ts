import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type Dialect, type TestApp } from '../../test/harness.ts';
import { requireTool } from '../../test/pdf-tools.ts';
import { startTestS3, type TestS3 } from '../../test/s3-server.ts';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { sha256Of } from '../platform/files/index.ts';
import { runBackup, type BackupResult } from './backup.ts';
import { parseCommandLine } from './cli.ts';
import { forEachLimit } from './concurrency.ts';
import { runTool } from './external-tool.ts';
import { FILE_COLUMNS, NOT_FILE_COLUMNS, referencedFiles } from './file-refs.ts';
import { readManifest } from './manifest.ts';
import { buildSample, observe, type Sample } from './backup-sample.ts';
import { RestoreRefused, runRestore } from './restore.ts';

type Target = { config: Config; drop(): Promise<void> };

/** A new, empty PostgreSQL database beside TEST_DATABASE_URL's (what an operator restores into). */
async function emptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `td_restore_${randomBytes(5).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** An empty database and an empty file store: a new DATA_DIR, database and (S3) bucket. */
async function emptyTarget(dialect: Dialect, s3: TestS3 | undefined): Promise<Target> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'td-restore-'));
  const database = dialect === 'postgres' ? await emptyPostgresDatabase() : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    PUBLIC_URL: 'http://transitdocs.test',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-dist'),
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...(s3?.env ?? {}),
  });
  return {
    config,
    async drop() {
      await database?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

const VARIANTS = testDialects().flatMap((dialect) =>
  (['local', 's3'] as const).map((store) => ({ dialect, store })),
);

for (const { dialect, store } of VARIANTS) {
  describe(`backup and restore [${dialect}, ${store} store]`, () => {
    const pdfText = requireTool('pdftotext', 'poppler-utils');
    const cleanups: (() => Promise<void>)[] = [];
    let source: TestApp;
    let sourceS3: TestS3 | undefined;
    let sample: Sample;
    let before: Record<string, unknown>;
    let backupDir: string;
    let backup: BackupResult;
    let target: Target;

    beforeAll(async () => {
      if (store === 's3') {
        sourceS3 = await startTestS3();
        cleanups.push(() => sourceS3?.stop() ?? Promise.resolve());
      }
      source = await createTestApp(dialect, sourceS3?.env ?? {});
      cleanups.push(() => source.close());
      backupDir = await fs.mkdtemp(path.join(os.tmpdir(), 'td-backup-'));
      cleanups.push(() => fs.rm(backupDir, { recursive: true, force: true }));
      sample = await buildSample(source);
      before = await observe(source.app, sample, { pdfText });
    }, 120_000);

    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it('knows which columns name stored files: every *sha256* column is sorted into a list', async () => {
      const tables = await source.db.introspection.getTables();
      const hashColumns = tables.flatMap((table) =>
        table.columns
          .filter((column) => column.name.includes('sha256'))
          .map((column) => `${table.name}.${column.name}`),
      );
      const known = [...FILE_COLUMNS, ...NOT_FILE_COLUMNS].map((c) => `${c.table}.${c.column}`);
      expect(hashColumns.sort()).toEqual(known.sort());
    });

    it('copies the database and every file it references, with a manifest', async () => {
      backup = await runBackup(source.config, backupDir);
      const referenced = await referencedFiles(source.db);
      // two uploads, two signature images, one remark photo
      expect(referenced).toHaveLength(5);
      expect(backup).toMatchObject({ dialect, files: 5, missing: [] });
      const manifest = await readManifest(backupDir);
      expect(manifest).toMatchObject({ dialect, migration: backup.migration, missing: [] });
      expect(manifest.migration).toMatch(/^\d{4}_/);
      expect(manifest.files.map((file) => file.sha256)).toEqual(referenced);
      for (const file of manifest.files) {
        const bytes = await fs.readFile(path.join(backupDir, 'files', file.sha256));
        expect(sha256Of(bytes)).toBe(file.sha256);
        expect(bytes.byteLength).toBe(file.size);
      }
    });

    it('refuses to write over a directory that is not empty', async () => {
      await expect(runBackup(source.config, backupDir)).rejects.toThrow(/not empty/);
    });

    it('restores into an empty database and file store, and refuses a full one without --force', async () => {
      const targetS3 = store === 's3' ? await startTestS3() : undefined;
      if (targetS3) cleanups.push(() => targetS3.stop());
      target = await emptyTarget(dialect, targetS3);
      cleanups.push(() => target.drop());

      const restored = await runRestore(target.config, backupDir);
      expect(restored).toMatchObject({
        dialect,
        migration: backup.migration,
        filesRestored: 5,
        filesPresent: 0,
        missing: [],
        replaced: false,
      });
      await expect(runRestore(target.config, backupDir)).rejects.toThrow(RestoreRefused);
      await expect(runRestore(target.config, backupDir)).rejects.toThrow(/not empty.*--force/s);
      const forced = await runRestore(target.config, backupDir, { force: true });
      expect(forced).toMatchObject({ filesRestored: 0, filesPresent: 5, replaced: true });
    });

    it('serves the restored data: the same documents, files byte for byte, the same session', async () => {
      let app: FastifyInstance | undefined;
      try {
        app = await buildApp(target.config);
        await app.ready();
        // The owner's session token was in the database, so it still signs him in.
        const after = await observe(app, sample, { pdfText });
        expect(after).toEqual(before);
        const plain = await app.inject({
          method: 'GET',
          url: `/company/api/v1/document/id/${sample.plainUploadId}/download`,
          headers: { authorization: `Token ${sample.token}` },
        });
        expect(plain.rawPayload.equals(sample.plainUploadBytes)).toBe(true);
        // Sealed PDFs are made anew at each download; what they are made from is identical.
        for (const sha256 of await referencedFiles(source.db)) {
          const [was, is] = await Promise.all([
            source.deps.files.get(sha256),
            app.deps.files.get(sha256),
          ]);
          expect(was, sha256).not.toBeNull();
          expect(is?.equals(was ?? Buffer.alloc(0)), sha256).toBe(true);
        }
      } finally {
        await app?.close();
      }
    });
  });
}

describe('backup and restore command line', () => {
  const usage = 'usage';

  it('takes one directory, relative to where npm was started', () => {
    expect(parseCommandLine(['b'], usage, { force: false }, '/srv')).toEqual({
      dir: '/srv/b',
      force: false,
    });
    expect(parseCommandLine(['/x', '--force'], usage, { force: true }, '/srv')).toEqual({
      dir: '/x',
      force: true,
    });
  });

  it('refuses no directory, two, unknown options and --force where it means nothing', () => {
    expect(() => parseCommandLine([], usage, { force: false })).toThrow(usage);
    expect(() => parseCommandLine(['a', 'b'], usage, { force: false })).toThrow(usage);
    expect(() => parseCommandLine(['a', '--fast'], usage, { force: true })).toThrow(/--fast/);
    expect(() => parseCommandLine(['a', '--force'], usage, { force: false })).toThrow(/--force/);
  });

  it('names the package to install when pg_dump or pg_restore is missing', async () => {
    await expect(runTool('td-no-such-tool', ['--version'])).rejects.toThrow(
      /td-no-such-tool is not installed.*postgresql-client/,
    );
  });

  it('refuses a directory without a manifest', async () => {
    const empty = await fs.mkdtemp(path.join(os.tmpdir(), 'td-nobackup-'));
    try {
      await expect(runRestore(loadConfig({ DATA_DIR: empty }), empty)).rejects.toThrow(
        /manifest\.json/,
      );
    } finally {
      await fs.rm(empty, { recursive: true, force: true });
    }
  });
});

describe('copying files a few at a time', () => {
  it('runs every item, at most `limit` at once', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await forEachLimit([...Array(20).keys()], 4, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      done.push(item);
      running -= 1;
    });
    expect(done.sort((a, b) => a - b)).toEqual([...Array(20).keys()]);
    expect(most).toBe(4);
  });

  it('starts nothing more after a failure and throws it', async () => {
    const started: number[] = [];
    const run = forEachLimit([...Array(50).keys()], 4, async (item) => {
      started.push(item);
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (item === 5) throw new Error('item 5 failed');
    });
    await expect(run).rejects.toThrow('item 5 failed');
    expect(started.length).toBeLessThan(12);
  });
});
