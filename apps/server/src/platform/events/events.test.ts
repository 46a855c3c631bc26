import type { RecordedEvent } from '@transitdocs/domain';
import { expect, it } from 'vitest';
import { auth, createOwner } from '../../../test/factories.ts';
import { describeEachDatabase, type TestApp } from '../../../test/harness.ts';
import { TRANSITS, postTransit } from '../../../test/transit-fixtures.ts';
import { fieldError } from '../errors.ts';
import {
  createEventBus,
  recordEvent,
  startEventRetries,
  writeTransaction,
  type EventBus,
} from './index.ts';

const created = { loading_date: '2030-05-10' };

/** A write of one transit event on the app's database, through `bus`. */
function recordTransitUpdated(t: TestApp, bus: EventBus, transitId: number, companyId: number) {
  return writeTransaction({ db: t.db, events: bus }, (trx) =>
    recordEvent(trx, {
      subject: 'transit',
      transitId,
      companyId,
      data: { type: 'transit_updated', sections: ['dates'] },
      actor: { userId: null, apiKeyId: null, companyId, name: null, companyName: null },
      ip: '127.0.0.1',
      userAgent: 'test',
      at: new Date().toISOString(),
    }),
  );
}

/** Subscribers added to an app's bus once, switched by the tests. */
const watched = new WeakMap<EventBus, { seen: string[]; afterCommit: string[]; refuse: boolean }>();
function watch(t: TestApp) {
  const known = watched.get(t.deps.events);
  if (known) return known;
  const fresh = { seen: [] as string[], afterCommit: [] as string[], refuse: false };
  watched.set(t.deps.events, fresh);
  t.deps.events.subscribe({
    name: 'test',
    inTransaction(_trx, events) {
      for (const event of events) fresh.seen.push(`${event.id} ${event.data.type}`);
      if (fresh.refuse && events.some((event) => event.data.type === 'transit_created')) {
        return Promise.reject(fieldError('loading_date', 'refused_by_subscriber'));
      }
      return Promise.resolve();
    },
    afterCommit(events) {
      for (const event of events) fresh.afterCommit.push(`${event.id} ${event.data.type}`);
      return Promise.resolve();
    },
  });
  return fresh;
}

describeEachDatabase('domain events', (ctx) => {
  it('a write records its event in the history, and each subscriber sees it in and after the transaction', async () => {
    const t = ctx();
    const state = watch(t);
    const owner = await createOwner(t.app);
    const transit = await postTransit(t, owner.token, created);
    const history = await t.db
      .selectFrom('transit_events')
      .select(['id', 'type'])
      .where('transit_id', '=', transit.id)
      .execute();
    expect(history.map((row) => row.type)).toEqual(['transit_created']);
    const id = `transit:${String(history[0]?.id)}`;
    expect(state.seen).toContain(`${id} transit_created`);
    expect(state.afterCommit).toContain(`${id} transit_created`);
    // Done after commit: nothing is left waiting in the outbox.
    const waiting = await t.db.selectFrom('event_outbox').select('id').execute();
    expect(waiting).toEqual([]);
  });

  it('an in-transaction subscriber that refuses rolls the write back with its error', async () => {
    const t = ctx();
    const state = watch(t);
    const owner = await createOwner(t.app);
    state.refuse = true;
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: TRANSITS,
        headers: auth(owner.token),
        payload: created,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ loading_date: ['refused_by_subscriber'] });
    } finally {
      state.refuse = false;
    }
    const transits = await t.db
      .selectFrom('transits')
      .select('id')
      .where('company_id', '=', owner.companyId)
      .execute();
    expect(transits).toEqual([]);
    const history = await t.db
      .selectFrom('transit_events')
      .select('id')
      .where('company_id', '=', owner.companyId)
      .execute();
    expect(history).toEqual([]);
    const datasets = await t.db
      .selectFrom('efti_datasets')
      .select('transit_id')
      .where('company_id', '=', owner.companyId)
      .execute();
    expect(datasets).toEqual([]);
  });

  it('an after-commit subscriber that fails loses nothing: logged with the event id, retried until it succeeds', async () => {
    const t = ctx();
    const owner = await createOwner(t.app);
    const transit = await postTransit(t, owner.token, created);
    const logged: { details: object; message: string }[] = [];
    const bus = createEventBus({
      db: t.db,
      pubsub: t.deps.pubsub,
      log: {
        error(details, message) {
          logged.push({ details, message });
        },
      },
    });
    const delivered: RecordedEvent[] = [];
    let failures = 1;
    bus.subscribe({
      name: 'flaky',
      afterCommit(events) {
        if (failures > 0) {
          failures -= 1;
          return Promise.reject(new Error('receiver down'));
        }
        delivered.push(...events);
        return Promise.resolve();
      },
    });

    const event = await recordTransitUpdated(t, bus, transit.id, owner.companyId);

    // The write committed although its after-commit work failed.
    const history = await t.db
      .selectFrom('transit_events')
      .select('type')
      .where('transit_id', '=', transit.id)
      .execute();
    expect(history.map((row) => row.type)).toEqual(['transit_created', 'transit_updated']);
    expect(delivered).toEqual([]);
    expect(logged).toHaveLength(1);
    expect(logged[0]?.details).toMatchObject({ eventIds: [event.id], attempts: 1 });
    const waiting = await t.db.selectFrom('event_outbox').selectAll().execute();
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ attempts: 1, claim_id: null });
    expect(waiting[0]?.last_error).toContain('receiver down');
    const due = await bus.queue.nextDueAt();
    expect(due !== null && Date.parse(due) > Date.now()).toBe(true);

    // Due now: the retry runs it, and the row goes.
    await t.db
      .updateTable('event_outbox')
      .set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const retries = startEventRetries(bus, { error: () => undefined }, 60_000);
    await retries.flush();
    await retries.close();
    expect(delivered.map((e) => e.id)).toEqual([event.id]);
    expect(await t.db.selectFrom('event_outbox').select('id').execute()).toEqual([]);
  });

  it('an event is recorded only in the transaction of a write', async () => {
    const t = ctx();
    await expect(
      t.db.transaction().execute((trx) =>
        recordEvent(trx, {
          subject: 'transit',
          transitId: 1,
          companyId: 1,
          data: { type: 'transit_finished' },
          actor: { userId: null, apiKeyId: null, companyId: null, name: null, companyName: null },
          ip: null,
          userAgent: null,
          at: new Date().toISOString(),
        }),
      ),
    ).rejects.toThrow(/writeTransaction/);
  });
});
