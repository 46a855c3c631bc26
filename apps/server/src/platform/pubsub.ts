/**
 * Events, published after the transaction that caused them has committed. In one process by
 * default; through Redis pub/sub with REDIS_URL (pubsub-redis.ts), so every instance hears every
 * event. The notifications WebSocket (modules/notifications) is the main subscriber.
 */

export type PublishedNotification = {
  id: number;
  user_id: number;
  company_id: number;
  type: string;
  transit_id: number | null;
  document_id?: number | null;
  /** parsed notification data */
  data: Record<string, unknown>;
  created_at: string;
};

/** Every message of the bus, by topic. */
export type PubSubEvents = {
  /** Rows just inserted into `notifications`, one message per commit. */
  'notifications.created': { notifications: PublishedNotification[] };
  /** A transit was created, changed, finished or deleted (lists may refresh). */
  'transit.changed': {
    transit_id: number;
    company_id: number;
    type: 'transit_created' | 'transit_updated' | 'transit_finished' | 'transit_deleted';
  };
  /** Notifications of a deleted transit or document were removed for these users. */
  'notifications.cleared': { user_ids: number[] } & (
    | { transit_id: number; document_id?: undefined }
    | { document_id: number; transit_id?: undefined }
  );
  /** A user read or deleted notifications on one socket (`source`); their others get the count. */
  'notifications.changed': { user_id: number; count: number; source: string };
};

export type PubSubTopic = keyof PubSubEvents;
export type PubSubHandler<T extends PubSubTopic> = (payload: PubSubEvents[T]) => void;

export type PubSub = {
  publish<T extends PubSubTopic>(topic: T, payload: PubSubEvents[T]): Promise<void>;
  /** Returns the function that unsubscribes. */
  subscribe<T extends PubSubTopic>(topic: T, handler: PubSubHandler<T>): () => void;
  close(): Promise<void>;
  /** Resolves once every subscription so far receives messages (Redis subscribes asynchronously). */
  ready?(): Promise<void>;
  /** Rejects while the broker (Redis) cannot be reached; absent in one process (the health check). */
  ping?(): Promise<void>;
};

export type AnyHandler = (payload: unknown) => void;

/** One process: handlers run synchronously in publish order; a throwing handler is logged. */
export function createMemoryPubSub(
  onError: (error: unknown, topic: string) => void = () => undefined,
): PubSub {
  const handlers = new Map<string, Set<AnyHandler>>();
  return {
    publish(topic, payload) {
      for (const handler of handlers.get(topic) ?? []) {
        try {
          handler(payload);
        } catch (error) {
          onError(error, topic);
        }
      }
      return Promise.resolve();
    },
    subscribe(topic, handler) {
      let set = handlers.get(topic);
      if (!set) {
        set = new Set();
        handlers.set(topic, set);
      }
      const stored = handler as AnyHandler;
      set.add(stored);
      return () => {
        set.delete(stored);
      };
    },
    close() {
      handlers.clear();
      return Promise.resolve();
    },
  };
}
