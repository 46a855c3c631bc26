import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
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

export async function startTestS3(
  bucket = `td-${randomBytes(4).toString('hex')}`,
): Promise<TestS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'td-s3-'));
  const create = (port: number) =>
    new S3rver({
      port,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
  let server = create(0);
  const { port } = await server.run();
  let running = true;
  const endpoint = `http://127.0.0.1:${port}`;
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
      if (!running) return;
      running = false;
      await server.close();
    },
    async resume() {
      if (running) return;
      server = create(port);
      await server.run();
      running = true;
    },
    async stop() {
      if (running) await server.close();
      running = false;
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
