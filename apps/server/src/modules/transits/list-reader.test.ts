import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, type TestApp } from '../../../test/harness.ts';
import { auth } from '../../../test/factories.ts';
import {
  TRANSITS,
  createFleet,
  fullPayload,
  postTransit,
  type Fleet,
} from '../../../test/transit-fixtures.ts';
import type { Caller } from '../../platform/auth.ts';
import { createListReader } from './list-reader.ts';
import { listTransits, type ListAnswer, type ListRequest } from './service.ts';

const links = {
  url: 'http://localhost/company/api/v1/all-transit/',
  page: undefined,
  pageSize: 10,
};
const firstPage: ListRequest = {
  filters: {},
  window: { kind: 'page', limit: 10, offset: 0 },
  links,
  encoding: null,
};

/** The answer's JSON (not compressed: the requests here take none). */
function bodyOf(answer: ListAnswer): { count: number; results: unknown[] } {
  return JSON.parse(Buffer.from(answer.body).toString('utf8')) as {
    count: number;
    results: unknown[];
  };
}

describeEachDatabase(
  'transit list reader threads',
  (ctx) => {
    let t: TestApp;
    let f: Fleet;
    let caller: Caller;

    beforeAll(async () => {
      t = ctx();
      f = await createFleet(t);
      caller = {
        userId: f.owner.userId,
        companyId: f.owner.companyId,
        role: 'Admin',
        ownership: 'primary',
        tokenHash: '',
      };
      for (let i = 0; i < 12; i++) await postTransit(t, f.owner.token, fullPayload(f));
    });
    function reader() {
      if (!t.deps.listReader) throw new Error('the app has no list reader');
      return t.deps.listReader;
    }

    it('answers the same pages as a read on the server thread', async () => {
      const requests: ListRequest[] = [
        firstPage,
        { ...firstPage, window: { kind: 'page', limit: 10, offset: 10 }, encoding: 'br' },
        {
          filters: { client_name: 'alfa', transit_status: 'pending' },
          window: { kind: 'page', limit: 70, offset: 0 },
          links,
          encoding: 'gzip',
        },
        { ...firstPage, window: { kind: 'cursor', limit: 10, key: null, direction: 'after' } },
      ];
      for (const request of requests) {
        const threaded = await reader().list(caller, request);
        const inline = await listTransits(t.db, caller, request);
        expect(threaded).toEqual(inline);
      }
      const first = bodyOf(await reader().list(caller, firstPage));
      expect(first.results).toHaveLength(10);
      expect(first.count).toBe(12);
      // A client that takes brotli gets the same body compressed where the page was read.
      const compressed = await reader().list(caller, { ...firstPage, encoding: 'br' });
      expect(compressed.encoding).toBe('br');
      expect(JSON.parse(brotliDecompressSync(compressed.body).toString('utf8'))).toEqual(first);
    });

    it('lists a transit as soon as its creation is answered', async () => {
      for (let i = 0; i < 5; i++) {
        const created = await postTransit(t, f.owner.token, { sender_client: f.sender.id });
        const response = await t.app.inject({
          method: 'GET',
          url: `${TRANSITS}?page_size=10`,
          headers: auth(f.owner.token),
        });
        const body = response.json<{ results: { id: number }[] }>();
        expect(body.results[0]?.id).toBe(created.id);
      }
    });

    it('fails one page that cannot be read and goes on answering the next', async () => {
      await expect(
        reader().list(caller, { ...firstPage, window: null } as unknown as ListRequest),
      ).rejects.toThrow(/list reader/);
      const page = await reader().list(caller, firstPage);
      expect(bodyOf(page).results).toHaveLength(10);
    });

    it('refuses pages once closed', async () => {
      const closing = createListReader({
        source: t.config.databaseUrl
          ? { databaseUrl: t.config.databaseUrl, poolMax: 2 }
          : { sqliteFile: t.config.sqliteFile },
        threads: 1,
        log: t.app.log,
      });
      const page = await closing.list(caller, firstPage);
      expect(bodyOf(page).count).toBeGreaterThan(0);
      await closing.close();
      await expect(closing.list(caller, firstPage)).rejects.toThrow(/closed/);
    });
  },
  { LIST_READER_THREADS: '2' },
);

describeEachDatabase(
  'transit list read on the event loop (no reader threads)',
  (ctx) => {
    it('answers pages and cursors as the threads do', async () => {
      const t = ctx();
      expect(t.deps.listReader).toBeNull();
      const f = await createFleet(t);
      const created = [];
      for (let i = 0; i < 11; i++)
        created.push(await postTransit(t, f.owner.token, fullPayload(f)));
      const page = await t.app.inject({
        method: 'GET',
        url: `${TRANSITS}?page=2`,
        headers: auth(f.owner.token),
      });
      expect(page.headers['content-type']).toMatch(/^application\/json/);
      const body = page.json<{
        count: number;
        previous: string | null;
        results: { id: number }[];
      }>();
      expect(body.count).toBe(11);
      expect(body.previous).not.toBeNull();
      expect(body.results.map((r) => r.id)).toEqual([created[0]?.id]);
      const cursor = await t.app.inject({
        method: 'GET',
        url: `${TRANSITS}?cursor=`,
        headers: auth(f.owner.token),
      });
      const walked = cursor.json<{ next_cursor: string | null; results: unknown[] }>();
      expect(walked.results).toHaveLength(10);
      expect(walked.next_cursor).not.toBeNull();
    });
  },
  { LIST_READER_THREADS: '0' },
);
