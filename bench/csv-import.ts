/**
 * CSV import benchmark (spec 3 §7): builds the server in this process on a fresh database (a temp
 * SQLite file, or with DATABASE_URL a throwaway PostgreSQL database next to it, dropped
 * afterwards), registers a company and times one POST csv/import/ of ROWS (10,000) rows through
 * the real route (multipart, parsing, validation, writes). Each row has a sender, a receiver with
 * an unloading place and cargo, and a carrier; contractors repeat (found by NIP, created once).
 * Target: < 15 s.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { CsvImportResponse } from '@transitdocs/domain';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { auth, createOwner, makeNip, type Owner } from '../apps/server/test/factories.ts';

export const ROWS = Number(process.env.ROWS ?? 10_000);

const HEADER = [
  'Data załadunku',
  'Nadawca',
  'NIP nadawcy',
  'Adres nadawcy',
  'Kod nadawcy',
  'Miasto nadawcy',
  'Odbiorca',
  'NIP odbiorcy',
  'Adres odbiorcy',
  'Kod odbiorcy',
  'Miasto odbiorcy',
  'Adres rozładunku',
  'Kod rozładunku',
  'Miasto rozładunku',
  'Kraj rozładunku',
  'Szerokość',
  'Długość',
  'Towar',
  'Ilość',
  'Waga',
  'Przewoźnik',
  'NIP przewoźnika',
  'Adres przewoźnika',
  'Kod przewoźnika',
  'Miasto przewoźnika',
  'Kierowca',
  'Nr rejestracyjny',
];

export const MAPPING = {
  loading_date: 'Data załadunku',
  sender_name: 'Nadawca',
  sender_nip: 'NIP nadawcy',
  sender_address: 'Adres nadawcy',
  sender_zip_code: 'Kod nadawcy',
  sender_town: 'Miasto nadawcy',
  receiver_name: 'Odbiorca',
  receiver_nip: 'NIP odbiorcy',
  receiver_address: 'Adres odbiorcy',
  receiver_zip_code: 'Kod odbiorcy',
  receiver_town: 'Miasto odbiorcy',
  unloading_address: 'Adres rozładunku',
  unloading_zip_code: 'Kod rozładunku',
  unloading_town: 'Miasto rozładunku',
  unloading_country: 'Kraj rozładunku',
  unloading_latitude: 'Szerokość',
  unloading_longitude: 'Długość',
  cargo_name: 'Towar',
  cargo_quantity: 'Ilość',
  cargo_weight_kg: 'Waga',
  carrier_name: 'Przewoźnik',
  carrier_nip: 'NIP przewoźnika',
  carrier_address: 'Adres przewoźnika',
  carrier_zip_code: 'Kod przewoźnika',
  carrier_town: 'Miasto przewoźnika',
  driver_name: 'Kierowca',
  vehicle_number: 'Nr rejestracyjny',
};

/** ROWS rows of November 2026: 50 senders, 500 receivers and 20 carriers, by NIP. */
export function benchCsv(rows = ROWS): Buffer {
  const seed = Number.parseInt(randomBytes(3).toString('hex'), 16);
  const nip = (kind: number, n: number) => makeNip(seed * 10_000 + kind * 1000 + n);
  const lines = [HEADER.join(';')];
  for (let i = 0; i < rows; i++) {
    const day = String((i % 30) + 1).padStart(2, '0');
    const s = i % 50;
    const r = i % 500;
    const c = i % 20;
    lines.push(
      [
        `${day}.11.2026`,
        `Nadawca ${s} Sp. z o.o.`,
        nip(1, s),
        `ul. Źródłowa ${s + 1}`,
        '90-001',
        'Łódź',
        `Odbiorca ${r} S.A.`,
        nip(2, r),
        `ul. Długa ${r + 1}`,
        '80-001',
        'Gdańsk',
        `ul. Portowa ${r + 1}`,
        '81-300',
        'Gdynia',
        'PL',
        '54,5189',
        '18,5305',
        'Palety EUR',
        String((i % 33) + 1),
        '1 200,5',
        `Przewoźnik ${c}`,
        nip(3, c),
        'ul. Kolejowa 2',
        '00-950',
        'Warszawa',
        'Jan Kowalski',
        `EL ${10_000 + i}`,
      ].join(';'),
    );
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

function multipart(parts: ({ name: string; value: string } | { name: string; file: Buffer })[]) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('file' in part) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="bench.csv"\r\n` +
            'Content-Type: text/csv\r\n\r\n',
        ),
        part.file,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export type BenchApp = {
  app: FastifyInstance;
  owner: Owner;
  database: string;
  close(): Promise<void>;
};

/** The server on a fresh database, with one registered company. */
export async function startBenchApp(): Promise<BenchApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'td-bench-csv-'));
  const adminUrl = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  let drop: () => Promise<void> = () => Promise.resolve();
  if (adminUrl) {
    const name = `td_bench_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    drop = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    PUBLIC_URL: 'http://transitdocs.bench',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-dist'),
    RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_IP_MAX: '100000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const app = await buildApp(config);
  await app.ready();
  const owner = await createOwner(app);
  return {
    app,
    owner,
    database: databaseUrl ? 'PostgreSQL' : 'SQLite',
    async close() {
      await app.close();
      await drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** POSTs the file to csv/import/; returns the answer and the seconds it took. */
export async function importFile(
  bench: BenchApp,
  file: Buffer,
): Promise<{ result: CsvImportResponse; seconds: number }> {
  const body = multipart([
    { name: 'file', file },
    { name: 'delimiter', value: 'semicolon' },
    { name: 'mapping', value: JSON.stringify(MAPPING) },
    { name: 'settings', value: JSON.stringify({ date_format: 'dmY', date_separator: '.' }) },
  ]);
  const started = performance.now();
  const response = await bench.app.inject({
    method: 'POST',
    url: '/company/api/v1/csv/import/',
    payload: body.payload,
    headers: { ...auth(bench.owner.token), ...body.headers },
  });
  const seconds = (performance.now() - started) / 1000;
  if (response.statusCode !== 200) {
    throw new Error(`import failed: ${response.statusCode} ${response.body.slice(0, 500)}`);
  }
  return { result: response.json<CsvImportResponse>(), seconds };
}

async function main(): Promise<void> {
  const bench = await startBenchApp();
  try {
    const file = benchCsv();
    const { result, seconds } = await importFile(bench, file);
    console.log(
      JSON.stringify(
        {
          benchmark: 'csv import',
          database: bench.database,
          rows: ROWS,
          file_mb: Number((file.byteLength / 1024 / 1024).toFixed(2)),
          added_transits: result.added_transits.length,
          added_clients: result.added_clients.length,
          errors: result.errors.length,
          seconds: Number(seconds.toFixed(2)),
          rows_per_second: Math.round(ROWS / seconds),
          target_seconds: 15,
          pass: seconds < 15 && result.errors.length === 0,
        },
        null,
        2,
      ),
    );
    if (result.errors.length > 0) console.log('first errors', result.errors.slice(0, 5));
  } finally {
    await bench.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
