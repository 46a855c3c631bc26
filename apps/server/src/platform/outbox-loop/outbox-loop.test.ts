import { afterEach, describe, expect, it, vi } from 'vitest';
import { backoffMs, startOutboxLoop, type OutboxLoop, type OutboxQueue } from './index.ts';

/** A row of the in-memory outbox: due at `dueAt`, leased to `claimId` until `leasedUntil`. */
type MemoryRow = {
  id: number;
  attempts: number;
  dueAt: number;
  leasedUntil: number;
  claimId: string | null;
  sentAt: number | null;
};
type Claimed = { id: number; attempts: number; claimId: string };

const RETRY = { retryBaseMs: 20, retryMaxMs: 80 };

/**
 * An outbox in memory that claims as the SQL ones do (due, not leased, earliest first). `deliver`
 * is the send itself: it returns whether the row was taken; the queue records the outcome.
 */
function memoryQueue(
  count: number,
  deliver: (row: Claimed, signal: AbortSignal) => Promise<boolean>,
  shape: { parallel?: number; leaseMs?: number } = {},
) {
  const rows: MemoryRow[] = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    attempts: 0,
    dueAt: 0,
    leasedUntil: 0,
    claimId: null,
    sentAt: null,
  }));
  const byId = (id: number) => rows.find((r) => r.id === id);
  const claims: number[] = [];
  const queue: OutboxQueue<Claimed> = {
    claim({ now, leaseUntil, claimId, limit }) {
      const at = Date.parse(now);
      claims.push(at);
      const due = rows
        .filter((r) => r.sentAt === null && r.dueAt <= at && r.leasedUntil < at)
        .sort((a, b) => a.dueAt - b.dueAt)
        .slice(0, limit);
      for (const r of due) Object.assign(r, { leasedUntil: Date.parse(leaseUntil), claimId });
      return Promise.resolve(due.map((r) => ({ id: r.id, attempts: r.attempts, claimId })));
    },
    async send(row, signal) {
      const taken = await deliver(row, signal);
      const stored = byId(row.id);
      if (stored?.claimId !== row.claimId) return; // lost its lease meanwhile
      const now = Date.now();
      stored.claimId = null;
      stored.leasedUntil = 0;
      if (taken) stored.sentAt = now;
      else {
        stored.attempts = row.attempts + 1;
        stored.dueAt = now + backoffMs(stored.attempts, RETRY);
      }
    },
    nextDueAt() {
      const waiting = rows
        .filter((r) => r.sentAt === null)
        .map((r) => Math.max(r.dueAt, r.leasedUntil));
      return Promise.resolve(
        waiting.length === 0 ? null : new Date(Math.min(...waiting)).toISOString(),
      );
    },
    leaseMs: shape.leaseMs ?? 10_000,
    parallel: shape.parallel ?? 1,
  };
  return { queue, rows, byId, claims };
}

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Loops started by a test, closed after it so that no timer outlives it. */
const started: OutboxLoop[] = [];
function start(...args: Parameters<typeof startOutboxLoop<Claimed>>): OutboxLoop {
  const loop = startOutboxLoop(...args);
  started.push(loop);
  return loop;
}
afterEach(async () => {
  await Promise.all(started.splice(0).map((loop) => loop.close()));
});

const quietLog = () => ({ error: vi.fn() });
/** Long enough that only a due row or a caller starts a pass during a test. */
const POLL_MS = 60_000;

describe('backoffMs', () => {
  it('doubles from the base per attempt up to the cap', () => {
    const waits = [0, 1, 2, 3, 4, 5].map((attempts) => backoffMs(attempts, RETRY));
    expect(waits).toEqual([20, 20, 40, 80, 80, 80]);
    expect(backoffMs(10_000, { retryBaseMs: 1000, retryMaxMs: 3_600_000 })).toBe(3_600_000);
  });
});

describe('startOutboxLoop', () => {
  it('runs once more when asked while a pass runs, however often asked', async () => {
    const passes: boolean[] = [];
    const firstStarted = deferred();
    const release = deferred();
    const loop = start({
      name: 'test',
      log: quietLog(),
      pollIntervalMs: POLL_MS,
      queue: memoryQueue(0, () => Promise.resolve(true)).queue,
      async beforeDrain(_signal, { full }) {
        passes.push(full);
        if (passes.length === 1) {
          firstStarted.resolve();
          await release.promise;
        }
      },
    });
    loop.kick();
    await firstStarted.promise;
    loop.kick();
    loop.kick();
    const flushed = loop.flush();
    release.resolve();
    await flushed;
    // The kicks and the flush made one more pass, a full one since the flush asked for it.
    expect(passes).toEqual([false, true]);
  });

  it('sends a row again once its backoff has passed', async () => {
    const attempts: { at: number; attempts: number }[] = [];
    const retried = deferred();
    const memory = memoryQueue(1, (row) => {
      attempts.push({ at: Date.now(), attempts: row.attempts });
      if (row.attempts === 0) return Promise.resolve(false);
      retried.resolve();
      return Promise.resolve(true);
    });
    const loop = start({
      name: 'test',
      log: quietLog(),
      pollIntervalMs: POLL_MS,
      queue: memory.queue,
    });
    loop.kick();
    await retried.promise;
    await loop.flush();
    expect(attempts.map((a) => a.attempts)).toEqual([0, 1]);
    const [first, second] = attempts;
    // Not before the wait the failure recorded (the first attempt's base).
    expect(second && first && second.at - first.at).toBeGreaterThanOrEqual(RETRY.retryBaseMs);
    expect(memory.byId(1)?.sentAt).not.toBeNull();
  });

  it('sends a row leased by another claimer once the lease has run out', async () => {
    const memory = memoryQueue(1, () => Promise.resolve(true));
    const crashed = memory.byId(1);
    if (!crashed) throw new Error('no row');
    const leaseEnd = Date.now() + 30;
    Object.assign(crashed, { leasedUntil: leaseEnd, claimId: 'crashed' });
    const sent = deferred();
    const loop = start({
      name: 'test',
      log: quietLog(),
      pollIntervalMs: POLL_MS,
      queue: {
        ...memory.queue,
        async send(row, signal) {
          await memory.queue.send(row, signal);
          sent.resolve();
        },
      },
    });
    loop.kick();
    await sent.promise;
    expect(crashed.sentAt).toBeGreaterThan(leaseEnd);
  });

  it('close aborts the sends in flight and waits for the running pass', async () => {
    const inFlight = deferred();
    const events: string[] = [];
    const memory = memoryQueue(3, async (_row, signal) => {
      inFlight.resolve();
      await new Promise((resolve) => {
        signal.addEventListener('abort', resolve, { once: true });
      });
      events.push('send aborted');
      await pause(5); // the send's own clean-up takes a while
      events.push('send ended');
      return false;
    });
    const loop = start({
      name: 'test',
      log: quietLog(),
      pollIntervalMs: POLL_MS,
      queue: memory.queue,
    });
    loop.kick();
    await inFlight.promise;
    await loop.close();
    events.push('closed');
    expect(events).toEqual(['send aborted', 'send ended', 'closed']);
    // Nothing more is claimed once closed: the other rows wait for the next instance.
    const claims = memory.claims.length;
    loop.kick();
    await loop.flush();
    expect(memory.claims).toHaveLength(claims);
    expect(memory.rows.filter((r) => r.attempts > 0)).toHaveLength(1);
  });

  it('keeps at most `parallel` sends in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const memory = memoryQueue(
      10,
      async () => {
        most = Math.max(most, ++inFlight);
        await pause(2);
        inFlight--;
        return true;
      },
      { parallel: 3 },
    );
    const loop = start({
      name: 'test',
      log: quietLog(),
      pollIntervalMs: POLL_MS,
      queue: memory.queue,
    });
    await loop.flush();
    expect(most).toBe(3);
    expect(memory.rows.every((r) => r.sentAt !== null)).toBe(true);
  });

  it('gives a row queued while a held-back group fills some senders to a free one at once', async () => {
    // Rows of two groups; a claim holds a group back at one send in flight (as the webhook
    // queue holds a company at its share). The slow group's sends hang until released.
    type Row = { id: number; group: 'slow' | 'quick'; sending: boolean; sent: boolean };
    const rows: Row[] = [1, 2, 3].map((id) => ({ id, group: 'slow', sending: false, sent: false }));
    const release = deferred();
    const quickSent = deferred();
    const queue: OutboxQueue<Row> = {
      claim() {
        const busy = new Set(rows.filter((r) => r.sending).map((r) => r.group));
        const row = rows.find((r) => !r.sent && !r.sending && !busy.has(r.group));
        if (row) row.sending = true;
        return Promise.resolve(row ? [row] : []);
      },
      async send(row) {
        if (row.group === 'slow') await release.promise;
        Object.assign(row, { sending: false, sent: true });
        if (row.group === 'quick') quickSent.resolve();
      },
      nextDueAt: () => Promise.resolve(null),
      leaseMs: 10_000,
      parallel: 3,
    };
    const loop = startOutboxLoop({ name: 'test', log: quietLog(), pollIntervalMs: POLL_MS, queue });
    started.push(loop);
    loop.kick();
    await pause(20);
    // One slow send in flight; the other two senders found nothing they may take and wait.
    expect(rows.filter((r) => r.sending)).toHaveLength(1);
    rows.push({ id: 4, group: 'quick', sending: false, sent: false });
    loop.kick();
    await quickSent.promise;
    expect(rows.filter((r) => r.group === 'slow' && r.sent)).toHaveLength(0);
    release.resolve();
    await loop.flush();
    expect(rows.every((r) => r.sent)).toBe(true);
  });

  it('two loops on one queue never send the same row at once', async () => {
    const sending = new Set<number>();
    const overlaps: number[] = [];
    const sends = new Map<number, number>();
    const memory = memoryQueue(
      40,
      async (row) => {
        if (sending.has(row.id)) overlaps.push(row.id);
        sending.add(row.id);
        sends.set(row.id, (sends.get(row.id) ?? 0) + 1);
        await pause(row.id % 3);
        sending.delete(row.id);
        return true;
      },
      { parallel: 4 },
    );
    const loops = [1, 2].map(() =>
      start({ name: 'test', log: quietLog(), pollIntervalMs: POLL_MS, queue: memory.queue }),
    );
    await Promise.all(loops.map((loop) => loop.flush()));
    expect(overlaps).toEqual([]);
    expect([...sends.values()].every((n) => n === 1)).toBe(true);
    expect(sends.size).toBe(40);
  });

  it('logs a failed pass under its name and keeps running', async () => {
    const log = quietLog();
    let fail = true;
    const memory = memoryQueue(1, () => Promise.resolve(true));
    const loop = start({
      name: 'test',
      log,
      pollIntervalMs: POLL_MS,
      queue: memory.queue,
      beforeDrain() {
        if (fail) return Promise.reject(new Error('broken'));
        return Promise.resolve();
      },
    });
    await loop.flush();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ loop: 'test' }),
      'test pass failed',
    );
    expect(memory.byId(1)?.sentAt).toBeNull();
    fail = false;
    await loop.flush();
    expect(memory.byId(1)?.sentAt).not.toBeNull();
  });
});
