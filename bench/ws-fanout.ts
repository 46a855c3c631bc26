/**
 * WebSocket fan-out benchmark (notifications, spec 1 §4): CLIENTS (default 1,000) notification
 * sockets connected to one server instance, each a different user of one company. Two measures,
 * ROUNDS times each:
 * - fan-out: the server publishes one `notifications.created` event for all of them (rows written
 *   beforehand); latency = publish -> `new.notification` received (wall clock of both processes);
 * - alert: an alert on a transit through the API notifies all of them; latency = request sent ->
 *   received, so it includes writing the 1,000 rows.
 * Also prints the server's resident memory. Targets: p99 < 100 ms, RSS < 300 MB.
 *
 * The server runs in a child process (this file with --server) on a throwaway SQLite database, so
 * its memory is measured apart from the clients'.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { NotificationSocket } from '../apps/server/src/modules/notifications/test-client.ts';

const CLIENTS = Number(process.env.CLIENTS ?? 1000);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const TARGET_P99_MS = 100;
const TARGET_RSS_MB = 300;

type Ready = { port: number; ownerToken: string; transitId: number; tokens: string[] };

async function runServer(): Promise<void> {
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { loadConfig } = await import('../apps/server/src/config.ts');
  const { nowIso } = await import('../apps/server/src/db/index.ts');
  const { insertUser } = await import('../apps/server/src/modules/accounts/repo.ts');
  const { insertAuthToken } = await import('../apps/server/src/modules/auth/repo.ts');
  const { hashSecret, hashToken } = await import('../apps/server/src/platform/crypto.ts');
  const { createOwner } = await import('../apps/server/test/factories.ts');

  const app = await buildApp(
    loadConfig({ ...process.env, LOG_LEVEL: 'warn', SEED_DEMO: 'false', RATE_LIMIT_MAX: '100000' }),
  );
  const owner = await createOwner(app);
  const transit = await app.inject({
    method: 'POST',
    url: '/company/api/v1/all-transit/',
    headers: { authorization: `Token ${owner.token}` },
    payload: {},
  });
  if (transit.statusCode !== 201) throw new Error(`transit: ${transit.body}`);
  const passwordHash = await hashSecret(randomBytes(12).toString('hex'));
  const now = nowIso();
  const expires = new Date(Date.now() + 24 * 3600 * 1000).toISOString();
  const tokens: string[] = [];
  for (let i = 0; i < CLIENTS; i++) {
    const userId = await insertUser(app.deps.db, {
      company_id: owner.companyId,
      email: `bench.dispatcher.${i}@example.com`,
      phone: null,
      password_hash: passwordHash,
      pin_hash: null,
      first_name: 'Bench',
      last_name: `Dispatcher ${i}`,
      role: 'Dyspozytor',
      ownership: 'secondary',
      is_active: 1,
      language: 'pl',
      inspecto_linking_token: null,
      default_document: 'NONE',
      created_at: now,
      updated_at: now,
    });
    const token = randomBytes(32).toString('base64url');
    await insertAuthToken(app.deps.db, {
      user_id: userId,
      token_hash: hashToken(token),
      created_at: now,
      expires_at: expires,
      ip: null,
      user_agent: 'bench',
    });
    tokens.push(token);
  }
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const ready: Ready = {
    port,
    ownerToken: owner.token,
    transitId: transit.json<{ id: number }>().id,
    tokens,
  };
  process.send?.(ready);
  const { notifyTransitEvent } = await import('../apps/server/src/modules/notifications/notify.ts');
  const { audienceOfEvent } = await import('@transitdocs/domain');
  const audience = audienceOfEvent('transit_finished');
  if (audience?.kind !== 'transit') throw new Error('a finished transit has an audience on it');
  const transitRow = transit.json<{ id: number; transit_number: string }>();
  process.on('message', (message) => {
    if (message === 'close') {
      void app.close().then(() => process.exit(0));
      return;
    }
    if (message !== 'publish') return;
    void (async () => {
      const notifications = await app.deps.db.transaction().execute((trx) =>
        notifyTransitEvent(trx, audience, {
          transit: transitRow,
          actorUserId: owner.userId,
        }),
      );
      const publishedAt = performance.timeOrigin + performance.now();
      await app.deps.pubsub.publish('notifications.created', { notifications });
      process.send?.({ publishedAt });
    })();
  });
}

function memoryOf(pid: number): Promise<{ rssMb: number; peakMb: number }> {
  return fs.readFile(`/proc/${pid}/status`, 'utf8').then((text) => {
    const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(text)?.[1] ?? 0);
    return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function runBench(): Promise<void> {
  const { notificationsUrl, openNotificationSocket } =
    await import('../apps/server/src/modules/notifications/test-client.ts');
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'td-ws-bench-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--server'],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: { ...process.env, DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'none') },
    },
  );
  try {
    const ready = await new Promise<Ready>((resolve, reject) => {
      child.once('message', (message) => {
        resolve(message as Ready);
      });
      child.once('exit', (code) => {
        reject(new Error(`server exited (${code})`));
      });
    });
    const pid = child.pid ?? 0;
    const base = `http://127.0.0.1:${ready.port}`;
    const idle = await memoryOf(pid);
    console.log(`server ready with ${CLIENTS} users; RSS ${idle.rssMb.toFixed(0)} MB`);

    const started = performance.now();
    const sockets: NotificationSocket[] = [];
    for (let i = 0; i < ready.tokens.length; i += 100) {
      const batch = ready.tokens.slice(i, i + 100).map(async (token) => {
        const socket = await openNotificationSocket(notificationsUrl(base, token), {
          validate: false,
        });
        await socket.next('unread.notifications.count', 30_000);
        return socket;
      });
      sockets.push(...(await Promise.all(batch)));
    }
    console.log(
      `${sockets.length} sockets connected in ${(performance.now() - started).toFixed(0)} ms`,
    );
    const connected = await memoryOf(pid);

    /** Runs one round: `trigger` starts it and answers the start time (ms, this clock). */
    const round = async (trigger: () => Promise<number>): Promise<number[]> => {
      const arrivals: number[] = [];
      let done: () => void = () => undefined;
      const all = new Promise<void>((resolve) => {
        done = resolve;
      });
      for (const socket of sockets) {
        socket.onMessage = (message, at) => {
          if (message.type !== 'new.notification') return;
          arrivals.push(at);
          if (arrivals.length === sockets.length) done();
        };
      }
      const start = await trigger();
      const timeout = setTimeout(done, 30_000);
      await all;
      clearTimeout(timeout);
      if (arrivals.length < sockets.length) {
        throw new Error(`only ${arrivals.length}/${sockets.length} delivered`);
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      return arrivals.map((at) => at - start).sort((a, b) => a - b);
    };
    const line = (values: number[]) =>
      `p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms, max ${(values.at(-1) ?? 0).toFixed(1)} ms`;

    const fanOut: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const values = await round(async () => {
        const published = new Promise<number>((resolve) => {
          child.once('message', (message) => {
            resolve((message as { publishedAt: number }).publishedAt - performance.timeOrigin);
          });
        });
        child.send('publish');
        return published;
      });
      fanOut.push(...values);
      console.log(`fan-out round ${i + 1}: ${line(values)}`);
    }
    const viaAlert: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      let answered = 0;
      const values = await round(async () => {
        const sent = performance.now();
        const response = await fetch(`${base}/company/api/v1/alert/`, {
          method: 'POST',
          headers: {
            authorization: `Token ${ready.ownerToken}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ message: 'Delay', transit_id: ready.transitId }),
        });
        if (response.status !== 201) throw new Error(`alert: ${await response.text()}`);
        answered = performance.now() - sent;
        return sent;
      });
      viaAlert.push(...values);
      console.log(`alert round ${i + 1}: answered in ${answered.toFixed(1)} ms; ${line(values)}`);
    }
    const after = await memoryOf(pid);
    fanOut.sort((a, b) => a - b);
    viaAlert.sort((a, b) => a - b);
    const p99 = percentile(fanOut, 99);
    console.log('');
    console.log(`clients ${sockets.length}, rounds ${ROUNDS} of each`);
    console.log(
      `fan-out (publish -> received): ${line(fanOut)} (target p99 < ${TARGET_P99_MS} ms)`,
    );
    console.log(`alert (request -> received, with 1,000 rows written): ${line(viaAlert)}`);
    console.log(
      `server RSS: idle ${idle.rssMb.toFixed(0)} MB, ${sockets.length} sockets ${connected.rssMb.toFixed(0)} MB, after ${after.rssMb.toFixed(0)} MB, peak ${after.peakMb.toFixed(0)} MB (target < ${TARGET_RSS_MB} MB)`,
    );
    console.log(
      `result: fan-out latency ${p99 < TARGET_P99_MS ? 'PASS' : 'FAIL'}, memory ${after.peakMb < TARGET_RSS_MB ? 'PASS' : 'FAIL'}`,
    );
    for (const socket of sockets) socket.close();
  } finally {
    child.send('close');
    await new Promise((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve(undefined);
      }, 10_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve(undefined);
      });
    });
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv.includes('--server')) {
  await runServer();
} else {
  await runBench();
}
