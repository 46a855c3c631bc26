import type { AnyHandler, PubSub } from './pubsub.ts';
import { closeRedisConnection, createRedisConnection } from './redis-connection.ts';

export type RedisPubSubOptions = {
  url: string;
  /** Channel names are `<prefix>:<topic>`; instances of one deployment share the prefix. */
  prefix: string;
  onError?: (error: unknown, topic: string) => void;
};

/**
 * Pub/sub through Redis: one connection publishes, one subscribes (a subscribed Redis connection
 * can do nothing else). Every message, this instance's own included, comes back through Redis, so
 * all instances see events in the same order and a handler runs once per instance.
 *
 * While Redis is away a publish fails at once and is reported, not thrown: it comes after the
 * commit, and a 503 would make the client repeat a write that was saved. Subscriptions are made
 * again whenever the connection is back.
 */
export async function createRedisPubSub(options: RedisPubSubOptions): Promise<PubSub> {
  const onError = options.onError ?? (() => undefined);
  const onConnectionError = (error: unknown) => {
    onError(error, 'redis');
  };
  const publisher = createRedisConnection(options.url, { onError: onConnectionError });
  const subscriber = createRedisConnection(options.url, {
    queueWhileAway: true,
    onError: onConnectionError,
  });
  await Promise.all([publisher.connect(), subscriber.connect()]);

  const channelOf = (topic: string) => `${options.prefix}:${topic}`;
  const handlers = new Map<string, Set<AnyHandler>>();
  let pending: Promise<unknown> = Promise.resolve();

  // ioredis re-subscribes what Redis had confirmed; a SUBSCRIBE refused during the outage is sent
  // again here (subscribing twice is harmless).
  subscriber.on('ready', () => {
    const channels = [...handlers.keys()].map(channelOf);
    if (channels.length === 0) return;
    subscriber.subscribe(...channels).catch(onConnectionError);
  });

  subscriber.on('message', (channel: string, message: string) => {
    const topic = channel.startsWith(`${options.prefix}:`)
      ? channel.slice(options.prefix.length + 1)
      : channel;
    const set = handlers.get(topic);
    if (!set || set.size === 0) return;
    let payload: unknown;
    try {
      payload = JSON.parse(message) as unknown;
    } catch (error) {
      onError(error, topic);
      return;
    }
    for (const handler of set) {
      try {
        handler(payload);
      } catch (error) {
        onError(error, topic);
      }
    }
  });

  return {
    async publish(topic, payload) {
      await pending;
      try {
        await publisher.publish(channelOf(topic), JSON.stringify(payload));
      } catch (error) {
        onError(error, topic);
      }
    },
    subscribe(topic, handler) {
      let set = handlers.get(topic);
      if (!set) {
        set = new Set();
        handlers.set(topic, set);
        pending = Promise.all([pending, subscriber.subscribe(channelOf(topic))]).catch(
          (error: unknown) => {
            onError(error, topic);
          },
        );
      }
      const stored = handler as AnyHandler;
      set.add(stored);
      return () => {
        set.delete(stored);
      };
    },
    async ready() {
      await pending;
    },
    async ping() {
      await publisher.ping();
    },
    async close() {
      handlers.clear();
      await Promise.all([closeRedisConnection(publisher), closeRedisConnection(subscriber)]);
    },
  };
}
