import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config, type Env } from '../src/config.ts';
import type { Db } from '../src/db/index.ts';
import type { Deps } from '../src/platform/context.ts';

export type Dialect = 'sqlite' | 'postgres';

export type TestApp = {
  app: FastifyInstance;
  deps: Deps;
  db: Db;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
};

/** A throwaway PostgreSQL database next to TEST_DATABASE_URL's; dropped by the returned function. */
async function createPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `td_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** An app on a fresh database (temp SQLite file, or a new PostgreSQL database) and temp DATA_DIR. */
export async function createTestApp(dialect: Dialect = 'sqlite', env: Env = {}): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'td-test-'));
  let dropDatabase: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  if (dialect === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL variant');
    const created = await createPostgresDatabase(adminUrl);
    databaseUrl = created.url;
    dropDatabase = created.drop;
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    PUBLIC_URL: 'http://transitdocs.test',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-dist'),
    RATE_LIMIT_MAX: '1000',
    RATE_LIMIT_IP_MAX: '1000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const app = await buildApp(config);
  await app.ready();
  return {
    app,
    deps: app.deps,
    db: app.deps.db,
    config,
    dataDir,
    async close() {
      await app.close();
      await dropDatabase?.();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The dialects a suite runs on: SQLite always; PostgreSQL when TEST_DATABASE_URL is set. With
 * CI=true and no TEST_DATABASE_URL the PostgreSQL variant is kept so that it fails.
 */
export function testDialects(): Dialect[] {
  const wantPostgres = Boolean(process.env.TEST_DATABASE_URL) || process.env.CI === 'true';
  return wantPostgres ? ['sqlite', 'postgres'] : ['sqlite'];
}

/**
 * Runs `body` once per dialect with one app shared by the suite's tests (each test makes its own
 * company, so tests do not see each other's rows).
 */
export function describeEachDatabase(
  name: string,
  body: (ctx: () => TestApp) => void,
  env: Env | (() => Env) = {},
): void {
  for (const dialect of testDialects()) {
    describe(`${name} [${dialect}]`, () => {
      let current: TestApp | undefined;
      beforeAll(async () => {
        current = await createTestApp(dialect, typeof env === 'function' ? env() : env);
      });
      afterAll(async () => {
        await current?.close();
      });
      body(() => {
        if (!current) throw new Error('test app not started');
        return current;
      });
    });
  }
}
