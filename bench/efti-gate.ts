/**
 * The eFTI gate side (docs/decisions/0134-efti-gate-families.md):
 *
 * - read: DATASETS (20) complete transits (two receivers, two carriers, a CMR) are made with the
 *   test fixtures in a fresh SQLite database; the real server then runs in a worker thread (its
 *   own event loop) on that database, and CONCURRENCY (16) loops read
 *   `GET /v0/consignments/{id}?subsetId=EU01,EU03,PL01a,PL01b,PL02,PL03` as a gate does, for
 *   DURATION_S (10) seconds after WARMUP_S (1): req/s, p50/p95/p99, errors. Target: p95 < 50 ms.
 * - identifiers: ROUNDS (10) times a change of a plate (the second leg's vehicle) and of the
 *   loading date is made through the API, and the time from the change's answer to the
 *   arrival of identifiers carrying it at a gate on 127.0.0.1 is taken, with the default sweep
 *   interval (the events, not the sweep, carry it). Target: within 60 s.
 *
 * It prints the figures with the load average; bench/README.md keeps them.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { eftiOf, postActiveTransit } from '../apps/server/test/efti-fixtures.ts';
import { auth } from '../apps/server/test/factories.ts';
import { createTestApp } from '../apps/server/test/harness.ts';
import { transitUrl } from '../apps/server/test/transit-fixtures.ts';
import { typescriptWorkerSource } from '../apps/server/src/platform/ts-worker.ts';
import { keepAliveGet } from './keep-alive-get.ts';
import { loadavg, percentile } from './local-server.ts';

const DATASETS = Number(process.env.DATASETS ?? 20);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 16);
const DURATION_S = Number(process.env.DURATION_S ?? 10);
const WARMUP_S = Number(process.env.WARMUP_S ?? 1);
const ROUNDS = Number(process.env.ROUNDS ?? 10);
const GATE_TOKEN = 'bench-gate-token-0123456789abcdef';
const SUBSETS = 'EU01,EU03,PL01a,PL01b,PL02,PL03';

/** A gate on 127.0.0.1 that takes identifiers and notes when each arrived, with its body. */
function startReceiver() {
  const arrivals: { at: number; path: string; body: string }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      arrivals.push({
        at: performance.now(),
        path: req.url ?? '',
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.writeHead(200).end('<saveIdentifiersResponse/>');
    });
  });
  return new Promise<{ url: string; arrivals: typeof arrivals; close: () => Promise<void> }>(
    (resolve) => {
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        resolve({
          url: `http://127.0.0.1:${String(port)}`,
          arrivals,
          close: () =>
            new Promise((done) => {
              server.closeAllConnections();
              server.close(() => {
                done();
              });
            }),
        });
      });
    },
  );
}

async function startServerWorker(env: Record<string, string>) {
  const worker = new Worker(
    typescriptWorkerSource(new URL('./server-worker.ts', import.meta.url)),
    { eval: true, env: { ...process.env, ...env } },
  );
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', (message: { port: number }) => {
      resolve(message.port);
    });
    worker.once('error', reject);
  });
  return {
    base: `http://127.0.0.1:${String(port)}`,
    stop: async () => {
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.postMessage('close');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      await worker.terminate();
    },
  };
}

const ms = (value: number) => value.toFixed(1);

async function main(): Promise<void> {
  const receiver = await startReceiver();
  const gates = JSON.stringify([
    {
      id: 'bench-gate',
      family: 'reference',
      url: receiver.url,
      accept: [{ type: 'bearer', token: GATE_TOKEN }],
    },
  ]);
  // The data, made with the fixtures on an app of its own, which is then closed.
  const setup = await createTestApp('sqlite', { EFTI_GATES: gates });
  const made: {
    id: number;
    datasetId: string;
    token: string;
    body: Awaited<ReturnType<typeof postActiveTransit>>;
  }[] = [];
  for (let i = 0; i < DATASETS; i++) {
    const active = await postActiveTransit(setup);
    const { dataset_id } = await eftiOf(setup, active.f.owner.token, active.transit.id);
    made.push({
      id: active.transit.id,
      datasetId: dataset_id,
      token: active.f.owner.token,
      body: active,
    });
  }
  await setup.deps.efti?.flush();
  await setup.app.close();
  console.log(`${String(DATASETS)} complete transits made; load average ${loadavg()}`);

  const server = await startServerWorker({
    DATA_DIR: setup.dataDir,
    EFTI_GATES: gates,
    EFTI_GATE_RATE_LIMIT: '1000000',
    LOG_LEVEL: 'warn',
  });
  try {
    const { get, close } = keepAliveGet(CONCURRENCY);
    const headers = { authorization: `Bearer ${GATE_TOKEN}` };
    const read = async (until: number, latencies: number[] | null) => {
      let errors = 0;
      let n = 0;
      while (performance.now() < until) {
        const target = made[n++ % made.length];
        if (!target) break;
        const started = performance.now();
        const answer = await get(
          `${server.base}/v0/consignments/${target.datasetId}?subsetId=${SUBSETS}`,
          headers,
        );
        latencies?.push(performance.now() - started);
        if (answer.status !== 200) errors += 1;
      }
      return errors;
    };
    const warm = performance.now() + WARMUP_S * 1000;
    await Promise.all(Array.from({ length: CONCURRENCY }, () => read(warm, null)));
    const latencies: number[] = [];
    const started = performance.now();
    const end = started + DURATION_S * 1000;
    const errors = (
      await Promise.all(Array.from({ length: CONCURRENCY }, () => read(end, latencies)))
    ).reduce((a, b) => a + b, 0);
    const seconds = (performance.now() - started) / 1000;
    close();
    latencies.sort((a, b) => a - b);
    console.log(
      `read ${SUBSETS} at ${String(CONCURRENCY)} concurrent: ${(latencies.length / seconds).toFixed(0)} req/s, ` +
        `p50 ${ms(percentile(latencies, 50))} ms, p95 ${ms(percentile(latencies, 95))} ms, ` +
        `p99 ${ms(percentile(latencies, 99))} ms, errors ${String(errors)}; load average ${loadavg()}`,
    );

    // Identifiers after a change: the plate of the second leg, then the loading date.
    const target = made[0];
    if (!target) throw new Error('no transit');
    const { f, transit } = target.body;
    const patch = async (payload: Record<string, unknown>) => {
      const response = await fetch(`${server.base}${transitUrl(target.id)}`, {
        method: 'PATCH',
        headers: { ...auth(target.token), 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
      if (response.status !== 200) throw new Error(`PATCH: ${await response.text()}`);
    };
    const arrival = async (since: number, text: string): Promise<number> => {
      const until = performance.now() + 120_000;
      for (;;) {
        const hit = receiver.arrivals.find(
          (a) => a.at >= since && a.path.includes(target.datasetId) && a.body.includes(text),
        );
        if (hit) return hit.at;
        if (performance.now() > until) throw new Error(`no identifiers with ${text}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    const times: Record<'plate' | 'date', number[]> = { plate: [], date: [] };
    for (let round = 0; round < ROUNDS; round++) {
      const plate = `B BE ${String(1000 + round)}`;
      await patch({
        carrier: transit.carrier.map((c, i) => ({
          id: c.id,
          client: c.client.id,
          ...(i === 0
            ? { driver: f.driver.id, vehicle: f.tractor, semitrailer: f.semitrailer }
            : { driver_not_from_system: 'Hans Meier', vehicle_not_from_system: plate }),
          is_forwarder: i === 1,
        })),
      });
      const plateAt = performance.now();
      times.plate.push((await arrival(plateAt, plate)) - plateAt);
      const day = String(10 + round).padStart(2, '0');
      await patch({ loading_date: `2030-06-${day}`, unloading_date: `2030-06-${day}` });
      const dateAt = performance.now();
      times.date.push((await arrival(dateAt, `>203006${day}`)) - dateAt);
    }
    for (const [what, values] of Object.entries(times)) {
      values.sort((a, b) => a - b);
      console.log(
        `identifiers after a ${what} change (${String(ROUNDS)} rounds): p50 ${ms(percentile(values, 50))} ms, ` +
          `p95 ${ms(percentile(values, 95))} ms, max ${ms(values[values.length - 1] ?? 0)} ms`,
      );
    }
    console.log(`load average ${loadavg()}`);
  } finally {
    await server.stop();
    await receiver.close();
    await setup.close();
  }
}

await main();
