import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startTestS3, type TestS3 } from '../../../test/s3-server.ts';
import { sha256Of, storedPathOf, type FileStore } from './index.ts';
import { createLocalFileStore } from './local.ts';
import { createS3Client, createS3FileStore } from './s3.ts';

/**
 * One contract for every file store, so the app behaves the same on one machine and on several
 * sharing a bucket. The same cases run against the local folder and an S3 bucket over real HTTP
 * (s3rver through the AWS SDK; docs/decisions/0081-s3-file-store.md).
 */
type Backend = {
  store: FileStore;
  /** Every stored name, to see that nothing else (a temporary, a second copy) is left. */
  names(): Promise<string[]>;
  close(): Promise<void>;
};

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function filesUnder(root: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function keysOf(client: S3Client, bucket: string): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
  return (listed.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])).sort();
}

/** The S3 settings the app would load from startTestS3().env. */
function s3SettingsOf(s3: TestS3) {
  const settings = loadConfig({ ...s3.env, DATA_DIR: os.tmpdir() }).s3;
  if (!settings) throw new Error('the test S3 env configures no bucket');
  return settings;
}

const backends: [string, () => Promise<Backend>][] = [
  [
    'local',
    async () => {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'td-files-'));
      return {
        store: createLocalFileStore(dataDir),
        names: () => filesUnder(path.join(dataDir, 'files')),
        close: () => fs.rm(dataDir, { recursive: true, force: true }),
      };
    },
  ],
  [
    's3',
    async () => {
      const s3 = await startTestS3();
      const settings = s3SettingsOf(s3);
      const client = createS3Client(settings);
      const store = createS3FileStore(settings, client);
      return {
        store,
        names: () => keysOf(client, settings.bucket),
        close: async () => {
          await store.close();
          await s3.stop();
        },
      };
    },
  ],
];

for (const [name, start] of backends) {
  describe(`file store contract [${name}]`, () => {
    let backend: Backend;
    let store: FileStore;

    beforeAll(async () => {
      backend = await start();
      store = backend.store;
    });
    afterAll(async () => {
      await backend.close();
    });

    it('put answers the SHA-256 and size; get, stream and has find the file', async () => {
      const bytes = randomBytes(1000);
      const stored = await store.put(bytes);
      expect(stored).toEqual({ sha256: sha256Of(bytes), size: 1000 });
      expect(await store.has(stored.sha256)).toBe(true);
      expect((await store.get(stored.sha256))?.equals(bytes)).toBe(true);
      const streamed = await store.stream(stored.sha256);
      expect(streamed?.size).toBe(1000);
      expect(streamed && (await collect(streamed.stream)).equals(bytes)).toBe(true);
      expect(await backend.names()).toContain(storedPathOf(stored.sha256));
    });

    it('stores the same bytes once', async () => {
      const bytes = randomBytes(300);
      const before = (await backend.names()).length;
      const first = await store.put(bytes);
      const second = await store.put(Buffer.from(bytes));
      expect(second).toEqual(first);
      expect((await backend.names()).length).toBe(before + 1);
    });

    it('an empty file is a file', async () => {
      const stored = await store.put(new Uint8Array(0));
      expect(stored.size).toBe(0);
      expect((await store.get(stored.sha256))?.byteLength).toBe(0);
      expect(await store.has(stored.sha256)).toBe(true);
    });

    it('a missing file: get and stream answer null, has false', async () => {
      const missing = sha256Of(randomBytes(32));
      expect(await store.get(missing)).toBeNull();
      expect(await store.stream(missing)).toBeNull();
      expect(await store.has(missing)).toBe(false);
    });

    it('refuses names that are not a SHA-256', async () => {
      const stored = await store.put(randomBytes(10));
      for (const bad of [
        '../../etc/passwd',
        `../${stored.sha256}`,
        stored.sha256.toUpperCase(),
        `${stored.sha256.slice(0, 2)}/${stored.sha256.slice(2, 4)}/${stored.sha256}`,
        stored.sha256.slice(1),
        '',
      ]) {
        expect(await store.get(bad)).toBeNull();
        expect(await store.stream(bad)).toBeNull();
        expect(await store.has(bad)).toBe(false);
      }
      expect(() => storedPathOf('../x')).toThrow();
    });

    it('concurrent puts of the same bytes leave one complete file', async () => {
      const bytes = randomBytes(2 * 1024 * 1024);
      const sha256 = sha256Of(bytes);
      const before = await backend.names();
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => store.put(Buffer.from(bytes))),
      );
      for (const answer of answers) expect(answer).toEqual({ sha256, size: bytes.byteLength });
      expect((await store.get(sha256))?.equals(bytes)).toBe(true);
      const after = await backend.names();
      expect(after.filter((entry) => !before.includes(entry))).toEqual([storedPathOf(sha256)]);
    });

    it('a 20 MB file comes back byte-identical through get and through stream', async () => {
      const bytes = randomBytes(20 * 1024 * 1024);
      const stored = await store.put(bytes);
      expect(stored.size).toBe(bytes.byteLength);
      const read = await store.get(stored.sha256);
      expect(read?.byteLength).toBe(bytes.byteLength);
      expect(read?.equals(bytes)).toBe(true);
      const streamed = await store.stream(stored.sha256);
      expect(streamed?.size).toBe(bytes.byteLength);
      const received = streamed ? await collect(streamed.stream) : null;
      expect(received?.equals(bytes)).toBe(true);
    });

    it('check passes while the store is reachable', async () => {
      await expect(store.check()).resolves.toBeUndefined();
    });
  });
}

describe('the S3 store', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startTestS3();
  });
  afterAll(async () => {
    await s3.stop();
  });

  it('sends the caller’s buffer itself as the PUT body (no copy)', async () => {
    const settings = s3SettingsOf(s3);
    const client = createS3Client(settings);
    const bodies: unknown[] = [];
    client.middlewareStack.add(
      (next) => async (args) => {
        const request = args.request as { method?: string; body?: unknown };
        if (request.method === 'PUT') bodies.push(request.body);
        return next(args);
      },
      { step: 'finalizeRequest', name: 'recordPutBody' },
    );
    const store = createS3FileStore(settings, client);
    const bytes = randomBytes(3 * 1024 * 1024);
    await store.put(bytes);
    await store.close();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toBe(bytes);
  });

  it('a missing bucket is an error of the setup, not a missing file', async () => {
    const store = createS3FileStore({ ...s3SettingsOf(s3), bucket: 'no-such-bucket' });
    await expect(store.get(sha256Of(randomBytes(8)))).rejects.toMatchObject({
      name: 'NoSuchBucket',
    });
    await expect(store.check()).rejects.toThrow();
    await store.close();
  });

  it('rejects with a network error while the server is away, and works again after', async () => {
    const settings = s3SettingsOf(s3);
    const store = createS3FileStore(settings);
    const bytes = randomBytes(100);
    await s3.pause();
    const started = Date.now();
    await expect(store.put(bytes)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    await expect(store.check()).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5000);
    await s3.resume();
    const stored = await store.put(bytes);
    expect((await store.get(stored.sha256))?.equals(bytes)).toBe(true);
    await store.close();
  });
});
