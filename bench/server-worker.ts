/**
 * The server in a worker thread of the benchmark process (its own event loop, so the load
 * generator does not steal its time): reads the configuration from the environment, listens on
 * 127.0.0.1 at a free port and reports the port to the parent.
 */
import { parentPort } from 'node:worker_threads';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';

const config = loadConfig({
  ...process.env,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  SEED_DEMO: 'false',
  RATE_LIMIT_MAX: '100000',
});
const app = await buildApp(config);
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
parentPort?.postMessage({ port });
parentPort?.on('message', (message: unknown) => {
  if (message === 'close') {
    void app.close().then(() => process.exit(0));
  }
});
