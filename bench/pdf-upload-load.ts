/**
 * Uploaded PDFs against the event loop (docs/decisions/0028-uploaded-pdfs.md): starts the real
 * server (src/main.ts, SQLite in a temporary DATA_DIR, demo data) and uploads PDFs to a demo
 * transit as its owner while GETting /healthz every POLL_MS (10) ms, and prints /healthz latency
 * p50/p99/max for each scenario, with each upload's answer and time:
 *
 * - idle: nothing else running (the floor);
 * - pages: CONCURRENT (2) uploads at once of an honest PDF of PAGES (3,000) pages, ROUNDS (2)
 *   times;
 * - bytes: CONCURRENT uploads at once of a one-page PDF carrying a 19 MB stream: quick to parse,
 *   so what it costs the event loop is its bytes (receiving, copying, hashing, storing), the
 *   yardstick for the two below;
 * - objects: CONCURRENT uploads at once of a file built to parse slowly: OBJECTS (400,000) tiny
 *   objects in 13 MB (each parses for seconds; stored, since it is a valid PDF);
 * - past-limit: one upload of a file of LIMIT_OBJECTS (620,000) tiny objects (19.5 MB, under the
 *   20 MB upload limit) with an open action, so it must be parsed and saved again: past the 30 s
 *   job limit it is refused as pdf_too_complex and its thread ended (LIMIT=0 leaves it out).
 *
 * The checks and the cleaning run in the PDF inspector's worker threads; the event loop only
 * reads the multipart body and stores the result. Target: /healthz p99 < 100 ms throughout.
 * Latency counts from the moment a poll was due. The figures move with whatever else runs on
 * the machine; the load average is printed.
 */
import { performance } from 'node:perf_hooks';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import {
  healthPoller,
  loadavg,
  multipart,
  reportLatencies,
  signIn,
  startLocalServer,
} from './local-server.ts';

const CONCURRENT = Number(process.env.CONCURRENT ?? 2);
const POLL_MS = Number(process.env.POLL_MS ?? 10);
const ROUNDS = Number(process.env.ROUNDS ?? 2);
const PAGES = Number(process.env.PAGES ?? 3000);
const OBJECTS = Number(process.env.OBJECTS ?? 400_000);
const LIMIT_OBJECTS = Number(process.env.LIMIT_OBJECTS ?? 620_000);
const API = '/company/api/v1/';

/** An honest PDF: `pages` pages of text. */
async function pagesPdf(pages: number): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n++) {
    document.addPage().drawText(`Page ${String(n)} `.repeat(20), { x: 40, y: 700, size: 8, font });
  }
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

/** A valid one-page PDF with one stream of `size` bytes: large, yet parsed at once. */
function bytesPdf(size: number): Buffer {
  const head = [
    '%PDF-1.7\n',
    '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n',
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n',
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>\nendobj\n',
    `4 0 obj\n<< /Length ${String(size)} >>\nstream\n`,
  ].join('');
  const tail = '\nendstream\nendobj\ntrailer\n<< /Root 1 0 R /Size 5 >>\n%%EOF\n';
  return Buffer.concat([
    Buffer.from(head, 'latin1'),
    Buffer.alloc(size, 0x20),
    Buffer.from(tail, 'latin1'),
  ]);
}

/**
 * A valid one-page PDF padded with `count` tiny objects (an array each): little to store, a
 * great deal to parse. With `openAction` it carries a script to run on opening, which the server
 * removes by saving the file again.
 */
function objectsPdf(count: number, openAction: boolean): Buffer {
  const action = openAction ? '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>' : '';
  const parts = [
    '%PDF-1.7\n',
    `1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${action} >>\nendobj\n`,
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n',
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>\nendobj\n',
  ];
  for (let id = 4; id < count + 4; id++)
    parts.push(`${String(id)} 0 obj\n[${String(id)} 1 2]\nendobj\n`);
  parts.push(`trailer\n<< /Root 1 0 R /Size ${String(count + 4)} >>\n%%EOF\n`);
  return Buffer.from(parts.join(''), 'latin1');
}

const server = await startLocalServer({ SEED_DEMO: 'true' });
try {
  const { base } = server;
  const token = await signIn(base, 'demo@transitdocs.test', 'Demo123!');
  const list = await fetch(`${base}${API}all-transit/?page=1`, {
    headers: { authorization: `Token ${token}` },
  });
  const transit = ((await list.json()) as { results: { id: number }[] }).results[0]?.id;
  if (transit === undefined) throw new Error('no demo transit');

  const files = {
    pages: await pagesPdf(PAGES),
    bytes: bytesPdf(19 * 1024 * 1024),
    objects: objectsPdf(OBJECTS, false),
    limit: objectsPdf(LIMIT_OBJECTS, true),
  };
  const mb = (bytes: Buffer) => `${(bytes.byteLength / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `server pid ${String(server.pid)}; ${String(PAGES)} pages = ${mb(files.pages)}, ` +
      `one stream = ${mb(files.bytes)}, ${String(OBJECTS)} objects = ${mb(files.objects)}, ${String(LIMIT_OBJECTS)} objects = ` +
      `${mb(files.limit)}; load average ${loadavg()}`,
  );

  const measure = healthPoller(base, POLL_MS);
  const upload = async (bytes: Buffer) => {
    const body = multipart({ transit: String(transit), type: '6', name: 'Bench' }, [
      { name: 'document', fileName: 'bench.pdf', type: 'application/pdf', bytes },
    ]);
    const started = performance.now();
    const response = await fetch(`${base}${API}transit-document/`, {
      method: 'POST',
      headers: { authorization: `Token ${token}`, 'content-type': body.type },
      body: body.body,
    });
    const text = await response.text();
    const answer = response.status === 201 ? '201' : `${String(response.status)} ${text}`;
    return { answer, ms: performance.now() - started };
  };
  const uploads = (bytes: Buffer, count: number) =>
    Promise.all(Array.from({ length: count }, () => upload(bytes)));
  const summary = (answers: { answer: string; ms: number }[]) =>
    `  | uploads: ${answers.map((a) => `${a.answer} in ${(a.ms / 1000).toFixed(2)} s`).join(', ')}`;

  const idle = await measure(() => new Promise((resolve) => setTimeout(resolve, 2000)));
  reportLatencies('idle', idle.latencies);
  for (let round = 0; round < ROUNDS; round++) {
    const { result, latencies } = await measure(() => uploads(files.pages, CONCURRENT));
    reportLatencies('pages', latencies, summary(result));
  }
  const bytes = await measure(() => uploads(files.bytes, CONCURRENT));
  reportLatencies('bytes', bytes.latencies, summary(bytes.result));
  const objects = await measure(() => uploads(files.objects, CONCURRENT));
  reportLatencies('objects', objects.latencies, summary(objects.result));
  if (process.env.LIMIT !== '0') {
    const limit = await measure(() => uploads(files.limit, 1));
    reportLatencies('past-limit', limit.latencies, summary(limit.result));
  }
  console.log(`load average ${loadavg()}`);
} finally {
  await server.stop();
}
