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
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { deflateSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { PDFDocument } from 'pdf-lib';
import {
  healthPoller,
  loadavg,
  multipart,
  reportLatencies,
  signIn,
  startLocalServer,
} from './local-server.ts';

const CONCURRENT = Number(process.env.CONCURRENT ?? 4);
const POLL_MS = Number(process.env.POLL_MS ?? 10);
const ROUNDS = Number(process.env.ROUNDS ?? 2);
const ISSUE_S = Number(process.env.ISSUE_S ?? 3);
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

const server = await startLocalServer({ SEED_DEMO: 'true' });
const { base, dataDir } = server;

try {
  // A document of a demo transit, given a receiver share link, as an owner does in the app.
  const token = await signIn(base, 'demo@transitdocs.test', 'Demo123!');
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
    `server pid ${String(server.pid)}, IMAGE_WORKERS ${process.env.IMAGE_WORKERS ?? 'default'}; ` +
      `photo 4000x6000 = ${(picture.length / 1024).toFixed(0)} KB; load average ${loadavg()}`,
  );

  const measure = healthPoller(base, POLL_MS);
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
  const summary = (answers: { status: number; ms: number }[]) =>
    `  | requests: ${answers.map((a) => `${a.status} in ${(a.ms / 1000).toFixed(2)} s`).join(', ')}`;

  const idle = await measure(() => new Promise((resolve) => setTimeout(resolve, 2000)));
  reportLatencies('idle', idle.latencies);

  // Refused in milliseconds: repeated for ISSUE_S seconds to give the poll enough samples.
  const issue = await measure(async () => {
    const answers: { status: number; ms: number }[] = [];
    const until = performance.now() + ISSUE_S * 1000;
    while (performance.now() < until) answers.push(...(await remarks(10)));
    return answers;
  });
  const statuses = [...new Set(issue.result.map((answer) => answer.status))].join(', ');
  const slowest = Math.max(...issue.result.map((answer) => answer.ms));
  reportLatencies(
    'issue',
    issue.latencies,
    `  | ${issue.result.length} requests: status ${statuses}, slowest ${slowest.toFixed(0)} ms`,
  );

  const atLimit: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const { result, latencies } = await measure(() => remarks(2));
    atLimit.push(...latencies);
    reportLatencies(`at-limit`, latencies, summary(result));
  }
  if (ROUNDS > 1) reportLatencies('at-limit*', atLimit, `  (all ${ROUNDS} rounds)`);
  console.log(`load average ${loadavg()}`);
} finally {
  await server.stop();
}
