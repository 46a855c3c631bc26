/**
 * Lighthouse on the screens a phone opens first: starts the real server (src/main.ts, SQLite in a
 * temporary DATA_DIR, demo data) serving the finished web build (`npm run build` first), makes what
 * the screens need through the API (a demo transit with a CMR signed by the sender, a receiver's
 * share link), then runs Lighthouse (mobile settings, its defaults: a Moto G-class phone, slow 4G,
 * 4x CPU slowdown) RUNS (3) times on each screen in the system Chromium and prints the median score
 * of each category:
 *
 * - login: `/login`;
 * - share landing: the receiver's link, `/share/{token}`;
 * - verification: the signed CMR's `/verify/{id}`;
 * - driver's card: the demo driver signed in, on `/documents`.
 *
 * Targets: performance at least 0.95 and accessibility 1.00 on each. Scores depend on the machine
 * (the simulated slowdown multiplies the real CPU): run on a quiet machine and quote its load,
 * printed beside the figures.
 *
 *   npm run build && npm run bench:lighthouse -w @transitdocs/bench
 *   ONLY=login RUNS=5 npm run bench:lighthouse -w @transitdocs/bench
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import Database from 'better-sqlite3';
import lighthouse, { type Flags } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { loadavg, multipart, signIn, startLocalServer } from './local-server.ts';

const RUNS = Number(process.env.RUNS ?? 3);
const ONLY = process.env.ONLY?.split(',').filter(Boolean);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const WEB_DIST = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const API = '/company/api/v1/';
const DEMO_PASSWORD = 'Demo123!';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** The metrics the performance score is made of, printed to show what holds it back. */
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;

type Screen = { name: string; path: string; driver?: boolean };

/** A small RGBA PNG with one dark stroke: a drawn signature. */
function signaturePng(width = 300, height = 120): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const on = Math.abs(y - (height / 2 + Math.sin(x / 20) * 40)) < 3;
      raw.set(on ? [20, 20, 120, 255] : [255, 255, 255, 0], y * (width * 4 + 1) + 1 + x * 4);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function call<T>(base: string, token: string, route: string, init: RequestInit): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('authorization', `Token ${token}`);
  const response = await fetch(`${base}${API}${route}`, { ...init, headers });
  if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** The newest demo transit, a CMR of it signed by the sender, and a receiver link to it. */
async function prepare(
  base: string,
  dataDir: string,
): Promise<{ verifyPath: string; sharePath: string }> {
  const token = await signIn(base, 'demo@transitdocs.test', DEMO_PASSWORD);
  const contractor = async (search: string) => {
    const found = await call<{ results: { id: number }[] }>(
      base,
      token,
      `client/all_clients/?search=${encodeURIComponent(search)}`,
      { method: 'GET' },
    );
    const id = found.results[0]?.id;
    if (id === undefined) throw new Error(`no demo contractor ${search}`);
    return id;
  };
  const place = {
    address: 'ul. Transportowa 1',
    zip_code: '00-001',
    town: 'Warszawa',
    country: 'PL',
  };
  const wholesaler = await contractor('Hurtownia');
  const { id: transit } = await call<{ id: number }>(
    base,
    token,
    'all-transit/',
    json({
      loading_date: new Date().toISOString().slice(0, 10),
      sender_client: wholesaler,
      sender_location: [place],
      receivers: [
        {
          client: wholesaler,
          cargo: [{ name: 'Palety EUR', quantity: 10 }],
          destiny_places: [{ ...place, town: 'Kraków', zip_code: '30-701' }],
        },
      ],
      carrier: [
        { client: await contractor('Trans-Kurier'), driver_not_from_system: 'Adam Nowicki' },
      ],
    }),
  );
  const generated = await call<{ document_data: unknown }>(
    base,
    token,
    'generate-document-data/',
    json({ transit, type: 4 }),
  );
  const cmr = await call<{ id: number }>(
    base,
    token,
    'transit-document/',
    json({ transit, type: 4, document_data: generated.document_data }),
  );
  const form = multipart(
    {
      document: String(cmr.id),
      transit: String(transit),
      document_type: 'json',
      signed_by_type: 'sender',
      signature_data: JSON.stringify({ sign_fullname: 'Piotr Nadawca', sign_method: 'on screen' }),
    },
    [{ name: 'signature', fileName: 'signature.png', type: 'image/png', bytes: signaturePng() }],
  );
  await call(base, token, 'sign-document-signature/', {
    method: 'POST',
    headers: { 'content-type': form.type },
    body: form.body,
  });
  const link = await call<{ id: string }>(
    base,
    token,
    'generate-token/',
    json({ type: 'receiver', transit }),
  );
  // The verification address is made with the sealed PDF (printed on it as a QR code).
  const pdf = await fetch(`${base}${API}document/id/${String(cmr.id)}/pdf`, {
    headers: { authorization: `Token ${token}` },
  });
  if (!pdf.ok) throw new Error(`the signed CMR's PDF: ${String(pdf.status)}`);
  await pdf.arrayBuffer();
  const db = new Database(path.join(dataDir, 'transitdocs.sqlite'), { readonly: true });
  const row = db.prepare('select verify_id from documents where id = ?').get(cmr.id) as
    { verify_id: string | null } | undefined;
  db.close();
  const verifyId = row?.verify_id;
  if (!verifyId) throw new Error('the signed CMR has no verification address');
  return { verifyPath: `/verify/${verifyId}`, sharePath: `/share/${link.id}` };
}

/** Chromium with a DevTools port, for Lighthouse and for signing the driver in. */
async function launchChromium(): Promise<{ browser: Browser; port: number; stop(): void }> {
  const child = spawn(
    CHROMIUM,
    [
      '--headless=new',
      '--remote-debugging-port=0',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--user-data-dir=${path.join(process.env.TMPDIR ?? '/tmp', `td-lighthouse-${String(process.pid)}`)}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    child.stderr.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match?.[1]) resolve(Number(match[1]));
    });
    child.once('exit', () => {
      reject(new Error(`Chromium exited: ${seen.slice(-500)}`));
    });
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${String(port)}` });
  return {
    browser,
    port,
    stop: () => {
      void browser.disconnect();
      child.kill('SIGTERM');
    },
  };
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
  throw new Error(`no web build in ${WEB_DIST}: run \`npm run build\` first`);
}
const server = await startLocalServer({ SEED_DEMO: 'true', WEB_DIST_DIR: WEB_DIST });
const chromium = await launchChromium();
try {
  const { verifyPath, sharePath } = await prepare(server.base, server.dataDir);
  const screens: Screen[] = [
    { name: 'login', path: '/login' },
    { name: 'share landing', path: sharePath },
    { name: 'verification', path: verifyPath },
    { name: "driver's card", path: '/documents', driver: true },
  ].filter((screen) => !ONLY || ONLY.some((name) => screen.name.startsWith(name)));

  console.log(`Lighthouse ${String(RUNS)}x per screen, mobile; load average ${loadavg()}`);
  for (const screen of screens) {
    const page = await chromium.browser.newPage();
    if (screen.driver) {
      // The session lives in localStorage: sign in once, then keep storage between runs.
      await page.goto(`${server.base}/login`);
      await page.locator('input[name="login"]').fill('driver@transitdocs.test');
      await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
      await page.keyboard.press('Enter');
      await page.waitForFunction("location.pathname === '/documents'");
    }
    const scores = new Map<string, number[]>(CATEGORIES.map((category) => [category, []]));
    const metrics = new Map<string, number[]>(Object.keys(METRICS).map((name) => [name, []]));
    for (let run = 0; run < RUNS; run++) {
      const flags: Flags = {
        port: chromium.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        disableStorageReset: Boolean(screen.driver),
      };
      const result = await lighthouse(`${server.base}${screen.path}`, flags, undefined, page);
      if (!result) throw new Error(`Lighthouse gave no result for ${screen.name}`);
      for (const category of CATEGORIES) {
        scores.get(category)?.push(result.lhr.categories[category]?.score ?? 0);
      }
      for (const [name, audit] of Object.entries(METRICS)) {
        metrics.get(name)?.push(result.lhr.audits[audit]?.numericValue ?? Number.NaN);
      }
    }
    await page.close();
    const line = CATEGORIES.map(
      (category) => `${category} ${median(scores.get(category) ?? []).toFixed(2)}`,
    ).join('  ');
    const measured = Object.keys(METRICS)
      .map((name) => {
        const value = median(metrics.get(name) ?? []);
        return name === 'CLS' ? `${name} ${value.toFixed(3)}` : `${name} ${value.toFixed(0)} ms`;
      })
      .join(', ');
    const performance = (scores.get('performance') ?? []).map((score) => score.toFixed(2));
    console.log(`${screen.name.padEnd(14)} ${line}`);
    console.log(`${''.padEnd(14)} ${measured}; performance of each run: ${performance.join(' ')}`);
  }
  console.log(`load average after: ${loadavg()}`);
} finally {
  chromium.stop();
  await server.stop();
}
