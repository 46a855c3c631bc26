/**
 * Remark photos against the event loop (docs/decisions/0030-remarks-and-photos.md): starts the real
 * server (src/main.ts, SQLite in a temporary DATA_DIR, demo data), gives one of its documents a
 * receiver share link, then sends CONCURRENT (4) remark requests at once through the link (no
 * account) while GETting /healthz every POLL_MS (10) ms, and prints /healthz latency p50/p99/max
 * for each scenario:
 *
 * - idle: nothing else running (the floor);
 * - issue: each request carries ten 24 MP photos (100 KB each on disk), the worst case; the
 *   per-request pixel limit refuses them (413) from their headers; repeated for ISSUE_S (3) s;
 * - at-limit: each request carries two 24 MP photos (48 MP, the most one request may carry), all
 *   decoded and re-encoded in the image pool, ROUNDS (2) times.
 *
 * Latency counts from the moment a poll was due, so a stalled server cannot hide behind polls
 * that were never sent. Target: /healthz p99 < 100 ms while the photos are processed.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { PDFDocument } from 'pdf-lib';
import { SERVER_NODE_FLAGS } from '../apps/server/src/platform/heap.ts';
import { keepAliveGet } from './keep-alive-get.ts';

const CONCURRENT = Number(process.env.CONCURRENT ?? 4);
const POLL_MS = Number(process.env.POLL_MS ?? 10);
const ROUNDS = Number(process.env.ROUNDS ?? 2);
const ISSUE_S = Number(process.env.ISSUE_S ?? 3);
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const API = '/company/api/v1/';

/** CRC-32 of a PNG chunk's type and data. */
const CRC_TABLE = Array.from({ length: 256 }, (_v, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  let c = 0xffffffff;
  for (const byte of typed) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE((c ^ 0xffffffff) >>> 0);
  return Buffer.concat([head, typed, crc]);
}

/** A single-colour RGBA PNG: 4000 x 6000 (24 MP) is about 100 KB: few bytes, many pixels. */
function photo(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const row = Buffer.alloc(width * 4 + 1, 0);
  for (let x = 0; x < width; x++) row.set([180, 150, 120, 255], 1 + x * 4);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

type FilePart = { name: string; fileName: string; type: string; bytes: Buffer };

function multipart(
  fields: Record<string, string>,
  files: FilePart[],
): { body: Buffer; type: string } {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; ` +
          `filename="${file.fileName}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => {
        resolve(port);
      });
    });
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const loadavg = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'td-image-bench-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(
  process.execPath,
  [...SERVER_NODE_FLAGS, '--import', 'tsx', 'apps/server/src/main.ts'],
  {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'true',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      WEB_DIST_DIR: path.join(dataDir, 'none'),
      RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_IP_MAX: '100000',
    },
  },
);
const exited = new Promise<void>((resolve) =>
  server.once('exit', () => {
    resolve();
  }),
);

try {
  for (let tries = 0; ; tries++) {
    const ok = await fetch(`${base}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (tries > 600 || server.exitCode !== null) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  // A document of a demo transit, given a receiver share link, as an owner does in the app.
  const login = await fetch(`${base}/auth/api/v1/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'demo@transitdocs.test', password: 'Demo123!' }),
  });
  if (!login.ok) throw new Error(`demo login failed: ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const db = new Database(path.join(dataDir, 'transitdocs.sqlite'), { readonly: true });
  const target = db
    .prepare(
      `select r.transit_id as transit, r.id as receiver from transit_receivers r
       join transits t on t.id = r.transit_id order by r.transit_id, r.id limit 1`,
    )
    .get() as { transit: number; receiver: number } | undefined;
  db.close();
  if (!target) throw new Error('no demo transit');
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]).drawText('bench', { x: 20, y: 100, size: 12 });
  const withPdf = multipart({ transit: String(target.transit), type: '6', name: 'Bench' }, [
    {
      name: 'document',
      fileName: 'bench.pdf',
      type: 'application/pdf',
      bytes: Buffer.from(await pdf.save()),
    },
  ]);
  const uploaded = await fetch(`${base}${API}transit-document/`, {
    method: 'POST',
    headers: { authorization: `Token ${token}`, 'content-type': withPdf.type },
    body: withPdf.body,
  });
  if (uploaded.status !== 201)
    throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
  const document = ((await uploaded.json()) as { id: number }).id;
  const generated = await fetch(`${base}${API}generate-token/`, {
    method: 'POST',
    headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      type: 'receiver',
      receiver: target.receiver,
      transit: target.transit,
      documents: [document],
    }),
  });
  if (generated.status !== 201) throw new Error(`generate-token: ${generated.status}`);
  const shareToken = ((await generated.json()) as { id: string }).id;
  const remarkUrl = `${base}${API}transit-token/${target.transit}/document-remark/?token=${shareToken}`;

  const picture = photo(4000, 6000);
  console.log(
    `server pid ${server.pid}, IMAGE_WORKERS ${process.env.IMAGE_WORKERS ?? 'default'}; ` +
      `photo 4000x6000 = ${(picture.length / 1024).toFixed(0)} KB; load average ${loadavg()}`,
  );

  const health = keepAliveGet(64);
  /** Polls /healthz every POLL_MS while `work` runs; latencies in ms from when each was due. */
  const measure = async <T>(
    work: () => Promise<T>,
  ): Promise<{ result: T; latencies: number[] }> => {
    const latencies: number[] = [];
    const polls: Promise<void>[] = [];
    const timer = setInterval(() => {
      const due = performance.now();
      polls.push(
        health.get(`${base}/healthz`).then((answer) => {
          if (!answer.ok) throw new Error(`/healthz ${answer.status}`);
          latencies.push(performance.now() - due);
        }),
      );
    }, POLL_MS);
    try {
      const result = await work();
      return { result, latencies };
    } finally {
      clearInterval(timer);
      await Promise.all(polls);
    }
  };
  const remarks = (photos: number) =>
    Promise.all(
      Array.from({ length: CONCURRENT }, async () => {
        const body = multipart(
          {
            document: String(document),
            type: 'delivery',
            message: 'bench',
            first_name: 'Ewa',
            last_name: 'Zając',
            company_name: 'Odbiorca',
          },
          Array.from({ length: photos }, (_v, index) => ({
            name: 'files',
            fileName: `photo-${index}.png`,
            type: 'image/png',
            bytes: picture,
          })),
        );
        const started = performance.now();
        const response = await fetch(remarkUrl, {
          method: 'POST',
          headers: { 'content-type': body.type },
          body: body.body,
        });
        await response.arrayBuffer();
        return { status: response.status, ms: performance.now() - started };
      }),
    );
  const report = (name: string, latencies: number[], extra = '') => {
    const sorted = [...latencies].sort((a, b) => a - b);
    console.log(
      `${name.padEnd(10)} /healthz n=${String(sorted.length).padStart(5)}  p50 ${percentile(sorted, 50).toFixed(1)} ms` +
        `  p99 ${percentile(sorted, 99).toFixed(1)} ms  max ${(sorted.at(-1) ?? 0).toFixed(1)} ms${extra}`,
    );
  };
  const summary = (answers: { status: number; ms: number }[]) =>
    `  | requests: ${answers.map((a) => `${a.status} in ${(a.ms / 1000).toFixed(2)} s`).join(', ')}`;

  const idle = await measure(() => new Promise((resolve) => setTimeout(resolve, 2000)));
  report('idle', idle.latencies);

  // Refused in milliseconds: repeated for ISSUE_S seconds to give the poll enough samples.
  const issue = await measure(async () => {
    const answers: { status: number; ms: number }[] = [];
    const until = performance.now() + ISSUE_S * 1000;
    while (performance.now() < until) answers.push(...(await remarks(10)));
    return answers;
  });
  const statuses = [...new Set(issue.result.map((answer) => answer.status))].join(', ');
  const slowest = Math.max(...issue.result.map((answer) => answer.ms));
  report(
    'issue',
    issue.latencies,
    `  | ${issue.result.length} requests: status ${statuses}, slowest ${slowest.toFixed(0)} ms`,
  );

  const atLimit: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const { result, latencies } = await measure(() => remarks(2));
    atLimit.push(...latencies);
    report(`at-limit`, latencies, summary(result));
  }
  if (ROUNDS > 1) report('at-limit*', atLimit, `  (all ${ROUNDS} rounds)`);
  console.log(`load average ${loadavg()}`);
} finally {
  server.kill('SIGTERM');
  await exited;
  await fs.rm(dataDir, { recursive: true, force: true });
}
