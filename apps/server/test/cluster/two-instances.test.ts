import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso, openDatabase, type Db } from '../../src/db/index.ts';
import { insertUser } from '../../src/modules/accounts/repo.ts';
import {
  notificationsUrl,
  openNotificationSocket,
} from '../../src/modules/notifications/test-client.ts';
import { hashSecret } from '../../src/platform/crypto.ts';
import { PASSWORD, registerPayload, uniqueEmail } from '../factories.ts';
import { pdfToText, requireTool } from '../pdf-tools.ts';
import { signaturePng } from '../png.ts';
import { TRANSITS, insertClient, transitUrl } from '../transit-fixtures.ts';
import { startCluster, type Cluster } from './cluster.ts';
import { call, expectCall, loginOver } from './http-client.ts';
import { postgresAdminUrl } from './instances.ts';

/**
 * Two real server processes on one PostgreSQL database, one Redis and one S3 bucket, behind the
 * round-robin proxy: what one instance does, the other sees. Where a proof needs "through one,
 * then through the other" the test talks to the instances directly; the rest goes through the
 * proxy. PostgreSQL only (SQLite is one process's file): skipped without TEST_DATABASE_URL,
 * failing under CI.
 */
const adminUrl = postgresAdminUrl();
const API = '/company/api/v1/';
/** Low, so five wrong passwords prove the count is shared (see the rate-limit test). */
const RATE_LIMIT_MAX = 3;

type Company = {
  email: string;
  userId: number;
  companyId: number;
  clients: { sender: number; receiver: number; carrier: number };
};

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function insertAccount(db: Db, companyId: number, role: string): Promise<string> {
  const email = uniqueEmail(role.toLowerCase());
  const now = nowIso();
  await insertUser(db, {
    company_id: companyId,
    email,
    phone: null,
    password_hash: await hashSecret(PASSWORD),
    pin_hash: null,
    first_name: 'Dorota',
    last_name: 'Klastrowa',
    role,
    ownership: 'secondary',
    is_active: 1,
    language: 'en',
    inspecto_linking_token: null,
    default_document: 'NONE',
    created_at: now,
    updated_at: now,
  });
  return email;
}

function transitPayload(company: Company) {
  const place = {
    address: 'ul. Transportowa 1',
    zip_code: '00-001',
    town: 'Warszawa',
    country: 'PL',
    latitude: 52.2297,
    longitude: 21.0122,
  };
  return {
    loading_date: new Date().toISOString().slice(0, 10),
    sender_client: company.clients.sender,
    sender_location: [place],
    receivers: [
      {
        client: company.clients.receiver,
        cargo: [{ name: 'Palety EUR', quantity: 10 }],
        destiny_places: [{ ...place, town: 'Kraków', zip_code: '30-701' }],
      },
    ],
    carrier: [{ client: company.clients.carrier, driver_not_from_system: 'Adam Nowicki' }],
  };
}

async function createTransit(baseUrl: string, token: string, company: Company) {
  const answer = await expectCall(201, baseUrl, 'POST', TRANSITS, {
    token,
    json: transitPayload(company),
  });
  return answer.json() as { id: number; transit_number: string };
}

async function twoPagePdf(text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const line of [`${text} page one`, `${text} page two`]) {
    pdf.addPage([595, 842]).drawText(line, { x: 50, y: 780, size: 18, font });
  }
  return Buffer.from(await pdf.save());
}

describe.skipIf(!adminUrl)('two instances serve one company', () => {
  let started: Cluster | undefined;
  let openDb: Db | undefined;
  let company: Company;
  let a = '';
  let b = '';
  /** The cluster of this file; throws when beforeAll did not get that far. */
  const running = (): { cluster: Cluster; db: Db } => {
    if (!started || !openDb) throw new Error('cluster not started');
    return { cluster: started, db: openDb };
  };

  beforeAll(async () => {
    const cluster = await startCluster({
      adminUrl: adminUrl ?? '',
      env: {
        RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
        // The address limit stays high: every request of this suite comes from 127.0.0.1.
        RATE_LIMIT_IP_MAX: '1000',
        WEB_DIST_DIR: path.join(os.tmpdir(), 'td-cluster-no-web-dist'),
      },
    });
    started = cluster;
    [a, b] = cluster.instances.map((instance) => instance.url) as [string, string];
    // Rows the API has no call for (a second account without the activation mail, contractors)
    // go straight into the shared database, as the factories do for in-process apps.
    const db = openDatabase({
      databaseUrl: cluster.database.url,
      sqliteFile: '',
      databasePoolMax: 2,
    }).db;
    openDb = db;
    const registration = registerPayload();
    await expectCall(201, cluster.proxy.url, 'POST', '/auth/api/v1/admin-user/', {
      json: registration,
    });
    const token = await loginOver(cluster.proxy.url, registration.email, PASSWORD);
    const me = (
      await expectCall(200, cluster.proxy.url, 'GET', '/auth/api/v1/user/me/', { token })
    ).json() as { id: number; company: { id: number } };
    const companyId = me.company.id;
    company = {
      email: registration.email,
      userId: me.id,
      companyId,
      clients: {
        sender: (await insertClient(db, companyId, 'Nadawca Klaster')).id,
        receiver: (await insertClient(db, companyId, 'Odbiorca Klaster', { town: 'Kraków' })).id,
        carrier: (await insertClient(db, companyId, 'Przewoźnik Klaster')).id,
      },
    };
  }, 180_000);

  afterAll(async () => {
    await openDb?.destroy();
    await started?.stop();
  }, 60_000);

  it('both instances migrated the one database and the proxy spreads requests over them', async () => {
    const { cluster, db } = running();
    const before = cluster.instances.map((instance) => cluster.proxy.requestsTo(instance.url));
    for (let i = 0; i < 4; i++) {
      await expectCall(200, cluster.proxy.url, 'GET', '/healthz');
    }
    const after = cluster.instances.map((instance) => cluster.proxy.requestsTo(instance.url));
    expect(after.map((count, i) => count - (before[i] ?? 0))).toEqual([2, 2]);
    // Started at once on an empty database: each migration ran exactly once.
    const migrations = await db
      .selectFrom('kysely_migration' as never)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(migrations.n)).toBeGreaterThan(0);
  });

  it('a user signed in through A keeps working through B; signing out through B ends it on A', async () => {
    const token = await loginOver(a, company.email, PASSWORD);
    const me = await expectCall(200, b, 'GET', '/auth/api/v1/user/me/', { token });
    expect((me.json() as { id: number }).id).toBe(company.userId);
    const transit = await createTransit(b, token, company);
    const read = await expectCall(200, a, 'GET', transitUrl(transit.id), { token });
    expect((read.json() as { transit_number: string }).transit_number).toBe(transit.transit_number);

    await expectCall(204, b, 'POST', '/auth/api/v1/logout/', { token });
    expect((await call(a, 'GET', '/auth/api/v1/user/me/', { token })).status).toBe(401);
  });

  it('a PDF uploaded through A downloads byte-identical through B', async () => {
    const { cluster } = running();
    const token = await loginOver(cluster.proxy.url, company.email, PASSWORD);
    const transit = await createTransit(cluster.proxy.url, token, company);
    const pdf = await twoPagePdf('Cluster annex');
    const uploaded = await expectCall(201, a, 'POST', `${API}transit-document/`, {
      token,
      parts: [
        { name: 'transit', value: String(transit.id) },
        { name: 'type', value: '8' },
        { name: 'name', value: 'Cluster annex' },
        { name: 'document', file: pdf, fileName: 'annex.pdf', type: 'application/pdf' },
      ],
    });
    const documentId = (uploaded.json() as { id: number }).id;
    const download = `${API}document/id/${documentId}/download`;
    const fromA = await expectCall(200, a, 'GET', download, { token });
    const fromB = await expectCall(200, b, 'GET', download, { token });
    expect(fromB.headers.get('content-type')).toBe('application/pdf');
    expect(sha256(fromB.bytes)).toBe(sha256(fromA.bytes));
    // Nothing in this PDF acts on opening, so the store keeps the upload as it came.
    expect(sha256(fromB.bytes)).toBe(sha256(pdf));
  });

  it.runIf(requireTool('pdftotext', 'poppler-utils'))(
    'a signature made through A shows in the PDF B serves',
    async () => {
      const { cluster } = running();
      const token = await loginOver(cluster.proxy.url, company.email, PASSWORD);
      const transit = await createTransit(cluster.proxy.url, token, company);
      const generated = await expectCall(
        200,
        cluster.proxy.url,
        'POST',
        `${API}generate-document-data/`,
        {
          token,
          json: { transit: transit.id, type: 4 },
        },
      );
      const cmr = (
        await expectCall(201, cluster.proxy.url, 'POST', `${API}transit-document/`, {
          token,
          json: {
            transit: transit.id,
            type: 4,
            document_data: (generated.json() as { document_data: unknown }).document_data,
          },
        })
      ).json() as { id: number };
      const signer = 'Zofia Klastrowska';
      await expectCall(200, a, 'POST', `${API}sign-document-signature/`, {
        token,
        parts: [
          { name: 'document', value: String(cmr.id) },
          { name: 'transit', value: String(transit.id) },
          { name: 'document_type', value: 'json' },
          { name: 'signed_by_type', value: 'sender' },
          {
            name: 'signature_data',
            value: JSON.stringify({
              sign_fullname: signer,
              sign_company_name: 'Klaster Trans',
              sign_method: 'on screen',
            }),
          },
          {
            name: 'signature',
            file: Buffer.from(signaturePng(600, 200)),
            fileName: 'signature.png',
            type: 'image/png',
          },
        ],
      });
      // B draws the PDF from the shared database and the signature image from the shared bucket.
      const pdf = await expectCall(200, b, 'GET', `${API}document/id/${cmr.id}/pdf`, { token });
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(await pdfToText(pdf.bytes)).toContain(signer);
    },
  );

  it('a notification raised on A reaches a socket held by B (and one opened through the proxy)', async () => {
    const { cluster, db } = running();
    const ownerToken = await loginOver(cluster.proxy.url, company.email, PASSWORD);
    const transit = await createTransit(cluster.proxy.url, ownerToken, company);
    // Admins and dispatchers hear of an alert, its author does not: the dispatcher listens.
    const dispatcherEmail = await insertAccount(db, company.companyId, 'Dyspozytor');
    const dispatcherToken = await loginOver(cluster.proxy.url, dispatcherEmail, PASSWORD);
    const upgradesBefore = Object.values(cluster.proxy.stats()).reduce(
      (sum, entry) => sum + entry.upgrades,
      0,
    );
    const onB = await openNotificationSocket(notificationsUrl(b, dispatcherToken));
    const throughProxy = await openNotificationSocket(
      notificationsUrl(cluster.proxy.url, dispatcherToken),
    );
    try {
      await onB.next('unread.notifications.count');
      await throughProxy.next('unread.notifications.count');
      const upgradesAfter = Object.values(cluster.proxy.stats()).reduce(
        (sum, entry) => sum + entry.upgrades,
        0,
      );
      expect(upgradesAfter - upgradesBefore).toBe(1);

      await expectCall(201, a, 'POST', `${API}alert/`, {
        token: ownerToken,
        json: { message: 'Accident', transit_id: transit.id },
      });
      for (const socket of [onB, throughProxy]) {
        const message = await socket.next('new.notification');
        expect(message.data).toMatchObject({
          type: 'alert',
          data: { transit_id: transit.id, alert_message: 'Accident' },
        });
        // Exactly once, although both instances hear every event on Redis.
        socket.send({ type: 'ping' });
        await socket.next('pong');
        expect(socket.received.filter((m) => m.type === 'new.notification')).toHaveLength(1);
      }
    } finally {
      onB.close();
      throughProxy.close();
    }
  });

  it('wrong passwords alternating between A and B meet one shared limit', async () => {
    const { cluster, db } = running();
    const email = await insertAccount(db, company.companyId, 'Magazynier');
    const attempt = (baseUrl: string, password: string) =>
      call(baseUrl, 'POST', '/auth/api/v1/login/', { json: { login: email, password } });
    // RATE_LIMIT_MAX free failures per account-and-address (platform/rate-limit.ts), counted
    // wherever they land: A, B, A. Counted per instance, B and A would each allow three more.
    const answers: number[] = [];
    for (let i = 0; i < RATE_LIMIT_MAX; i++) {
      answers.push((await attempt(i % 2 === 0 ? a : b, 'Wrong-password-1')).status);
    }
    expect(answers).toEqual(Array.from({ length: RATE_LIMIT_MAX }, () => 400));
    // The next one waits (1 s, doubling), on the other instance as well, even with the right
    // password: the limit is checked before the password is.
    const next = await attempt(RATE_LIMIT_MAX % 2 === 0 ? a : b, 'Wrong-password-1');
    expect(next.status).toBe(429);
    expect(Number(next.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const right = await attempt(RATE_LIMIT_MAX % 2 === 0 ? b : a, PASSWORD);
    expect(right.status).toBe(429);

    // The counter lives in Redis under this run's prefix, once for both instances.
    const redis = new Redis(cluster.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await redis.connect();
      const key = `${cluster.redisPrefix}:attempts:login:login:${email.toLowerCase()}@127.0.0.1`;
      expect(await redis.hget(key, 'a')).toBe(String(RATE_LIMIT_MAX));
    } finally {
      redis.disconnect();
    }
  });
});
