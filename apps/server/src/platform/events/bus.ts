import { randomUUID } from 'node:crypto';
import type { DomainEvent, EventCircumstances, RecordedEvent } from '@transitdocs/domain';
import { nowIso, type Db, type Executor } from '../../db/index.ts';
import { backoffMs, type OutboxQueue } from '../outbox-loop/index.ts';
import type { PubSub, PubSubEvents, PubSubTopic } from '../pubsub.ts';
import { appendToHistory } from './history.ts';
import * as outbox from './outbox-repo.ts';

/** Real-time messages an in-transaction subscriber stages; published once the write commits. */
export type StagedMessages = {
  publish<T extends PubSubTopic>(topic: T, payload: PubSubEvents[T]): void;
};

/**
 * One concern's reaction to events. `inTransaction` runs in the write's transaction before it
 * commits (what it throws rolls the write back, with the error the user gets); `afterCommit`
 * runs once the write committed, from the event outbox: a failure is logged with the events' ids
 * and retried, so it may run more than once and must tolerate that.
 */
export type EventSubscriber = {
  name: string;
  inTransaction?(
    trx: Executor,
    events: readonly RecordedEvent[],
    staged: StagedMessages,
  ): Promise<void>;
  afterCommit?(events: readonly RecordedEvent[]): Promise<void>;
};

export type EventBus = {
  subscribe(subscriber: EventSubscriber): void;
  /** Runs a committed write's after-commit work now (the write's own instance, at once). */
  dispatch(outboxId: number, claimId: string): Promise<void>;
  /**
   * The event outbox for the outbox loop: retries, and the rows of an instance that stopped
   * before running its own.
   */
  readonly queue: OutboxQueue<outbox.ClaimedRow>;
  /** @internal for recordEvents and writeTransaction */
  readonly subscribers: readonly EventSubscriber[];
};

type Message = { topic: PubSubTopic; payload: unknown };

type OpenWrite = { bus: EventBus; events: RecordedEvent[]; messages: Message[] };

/** The writes in progress, by their transaction: recordEvent finds its write through it. */
const openWrites = new WeakMap<Executor, OpenWrite>();

/** How long the writing instance holds its row before another may run it. */
const LEASE_MS = 60_000;
const RETRY = { retryBaseMs: 2_000, retryMaxMs: 10 * 60_000 };

export function eventRetryMs(attempts: number): number {
  return backoffMs(attempts, RETRY);
}

/** Where failures are told (the app's logger; the console in a command). */
export type EventLog = { error(details: object, message: string): void };

export function createEventBus(deps: { db: Db; pubsub: PubSub; log: EventLog }): EventBus {
  const subscribers: EventSubscriber[] = [];

  async function run(row: outbox.ClaimedRow): Promise<void> {
    const events = JSON.parse(row.events) as RecordedEvent[];
    try {
      for (const message of JSON.parse(row.messages) as Message[]) {
        await deps.pubsub.publish(message.topic, message.payload as never);
      }
      for (const subscriber of subscribers) await subscriber.afterCommit?.(events);
      await outbox.remove(deps.db, row);
    } catch (error) {
      const attempts = row.attempts + 1;
      const retryInMs = eventRetryMs(attempts);
      deps.log.error(
        { err: error, eventIds: events.map((event) => event.id), attempts, retryInMs },
        'after-commit work of events failed; retrying later',
      );
      await outbox
        .release(deps.db, row, {
          attempts,
          nextAttemptAt: new Date(Date.now() + retryInMs).toISOString(),
          error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
        })
        .catch((releaseError: unknown) => {
          // The lease runs out and the row is run again anyway.
          deps.log.error({ err: releaseError }, 'event outbox row not released');
        });
    }
  }

  const bus: EventBus = {
    subscribers,
    subscribe(subscriber) {
      subscribers.push(subscriber);
    },
    async dispatch(outboxId, claimId) {
      try {
        const row = await outbox.findClaimed(deps.db, outboxId, claimId);
        if (row) await run(row);
      } catch (error) {
        // The write committed: its answer stands, and the row runs once its lease ends.
        deps.log.error({ err: error, outboxId }, 'after-commit work not started; retrying later');
      }
    },
    queue: {
      claim: (claim) => outbox.claimDue(deps.db, claim),
      send: (row) => run(row),
      nextDueAt: () => outbox.nextDueAt(deps.db),
      leaseMs: LEASE_MS,
      parallel: 1,
    },
  };
  return bus;
}

/**
 * Records what happened, in the write's transaction (opened by `writeTransaction`): each event
 * becomes a history entry now; the subscribers follow when the write's work is done, still in
 * its transaction, and after its commit. A write calls this and nothing else on the side.
 */
export async function recordEvents(
  trx: Executor,
  events: readonly (DomainEvent & EventCircumstances)[],
): Promise<RecordedEvent[]> {
  const write = openWrites.get(trx);
  if (!write) throw new Error('recordEvent needs the transaction of writeTransaction');
  if (events.length === 0) return [];
  const recorded = await appendToHistory(trx, events);
  write.events.push(...recorded);
  return recorded;
}

export async function recordEvent(
  trx: Executor,
  event: DomainEvent & EventCircumstances,
): Promise<RecordedEvent> {
  const [recorded] = await recordEvents(trx, [event]);
  if (!recorded) throw new Error('event not recorded');
  return recorded;
}

/**
 * A write's transaction: what `work` records with `recordEvent` goes to the history at once;
 * when `work` is done (so a subscriber sees the write whole: a document with its sub-documents),
 * every subscriber's in-transaction part runs, and what throws there rolls the write back. Once
 * it commits, the after-commit work runs before this resolves (a client that reads after the
 * answer finds its notifications published). That work failing does not fail the write: it is
 * in the event outbox, retried until it succeeds.
 */
export async function writeTransaction<T>(
  deps: { db: Db; events: EventBus },
  work: (trx: Executor) => Promise<T>,
): Promise<T> {
  const claimId = randomUUID();
  // Set inside the transaction's callback (a holder: narrowing cannot see that assignment).
  const queued: { outboxId: number | null } = { outboxId: null };
  const result = await deps.db.transaction().execute(async (trx) => {
    const write: OpenWrite = { bus: deps.events, events: [], messages: [] };
    openWrites.set(trx, write);
    try {
      const value = await work(trx);
      if (write.events.length > 0) {
        const staged: StagedMessages = {
          publish(topic, payload) {
            write.messages.push({ topic, payload });
          },
        };
        for (const subscriber of deps.events.subscribers) {
          await subscriber.inTransaction?.(trx, write.events, staged);
        }
      }
      if (write.events.length > 0 || write.messages.length > 0) {
        const now = Date.now();
        queued.outboxId = await outbox.insertClaimed(trx, {
          events: JSON.stringify(write.events),
          messages: JSON.stringify(write.messages),
          created_at: nowIso(),
          next_attempt_at: new Date(now).toISOString(),
          claimed_until: new Date(now + LEASE_MS).toISOString(),
          claim_id: claimId,
        });
      }
      return value;
    } finally {
      openWrites.delete(trx);
    }
  });
  if (queued.outboxId !== null) await deps.events.dispatch(queued.outboxId, claimId);
  return result;
}
