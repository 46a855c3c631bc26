import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import S3rver from 's3rver';

/**
 * A real S3-protocol server on 127.0.0.1 for tests and benchmarks (the npm package s3rver: the
 * S3 REST API over HTTP with signature checks, objects kept in a temporary folder). The app talks
 * to it through the AWS SDK exactly as to AWS, MinIO or Ceph RGW.
 */
export type TestS3 = {
  endpoint: string;
  bucket: string;
  /** The app's settings for this store (S3_*). */
  env: Record<string, string>;
  /** Stops answering (connections are refused) and starts again on the same port and data. */
  pause(): Promise<void>;
  resume(): Promise<void>;
  stop(): Promise<void>;
};

/** s3rver's fixed credentials. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

/** The parts of s3rver's file store (lib/stores/filesystem.js) that the atomic PUT below uses. */
type S3rverObject = {
  bucket: string;
  key: string;
  content: Buffer | Readable;
  metadata: Record<string, string>;
};
type S3rverStore = {
  getResourcePath(bucket: string, key: string, resource: string): string;
  putMetadata(
    bucket: string,
    key: string,
    metadata: Record<string, string>,
    md5: string,
  ): Promise<void>;
  putObject(object: S3rverObject): Promise<{ size: number; md5: string }>;
};
type S3rverInternals = { store: S3rverStore; httpServer?: Server };

/**
 * s3rver writes an object in place, so a reader can see it half written (and its PUT may answer
 * before the file is flushed). S3 makes an object visible only whole, and the app relies on that:
 * here the body goes to a temporary file outside the bucket and is renamed into place once
 * complete. A cut upload leaves nothing.
 */
function makePutsAtomic(server: S3rver, temporaryDirectory: string): void {
  const { store } = server as unknown as S3rverInternals;
  store.putObject = async (object) => {
    const target = store.getResourcePath(object.bucket, object.key, 'object');
    const temporary = path.join(temporaryDirectory, randomBytes(8).toString('hex'));
    const md5 = createHash('md5');
    let size = 0;
    const count = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        md5.update(chunk);
        size += chunk.byteLength;
        done(null, chunk);
      },
    });
    try {
      const source =
        object.content instanceof Buffer ? [object.content] : (object.content as Readable);
      await pipeline(source, count, createWriteStream(temporary));
      const digest = md5.digest('hex');
      // The metadata first: s3rver finds an object by its content file, which appears last.
      await fs.mkdir(path.dirname(target), { recursive: true });
      await store.putMetadata(object.bucket, object.key, object.metadata, digest);
      await fs.rename(temporary, target);
      return { size, md5: digest };
    } finally {
      await fs.rm(temporary, { force: true });
    }
  };
}

export async function startTestS3(
  bucket = `td-${randomBytes(4).toString('hex')}`,
): Promise<TestS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'td-s3-'));
  const uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'td-s3-uploads-'));
  const create = (port: number) => {
    const server = new S3rver({
      port,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    makePutsAtomic(server, uploads);
    return server;
  };
  let server = create(0);
  const { port } = await server.run();
  let running = true;
  const endpoint = `http://127.0.0.1:${port}`;
  const close = async () => {
    running = false;
    const closed = server.close();
    // Keep-alive and in-flight connections are cut too, as when the store's host goes away.
    (server as unknown as S3rverInternals).httpServer?.closeAllConnections();
    await closed;
  };
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async pause() {
      if (running) await close();
    },
    async resume() {
      if (running) return;
      server = create(port);
      await server.run();
      running = true;
    },
    async stop() {
      if (running) await close();
      await fs.rm(directory, { recursive: true, force: true });
      await fs.rm(uploads, { recursive: true, force: true });
    },
  };
}
