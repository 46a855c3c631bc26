import { Redis } from 'ioredis';
import type { AnyHandler, PubSub } from './pubsub.ts';

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
 */
export async function createRedisPubSub(options: RedisPubSubOptions): Promise<PubSub> {
  const onError = options.onError ?? (() => undefined);
  const connect = () =>
    new Redis(options.url, { lazyConnect: true, maxRetriesPerRequest: 3, enableReadyCheck: true });
  const publisher = connect();
  const subscriber = connect();
  // Reconnection is ioredis's job; an 'error' event without a listener would end the process.
  publisher.on('error', (error) => {
    onError(error, 'redis');
  });
  subscriber.on('error', (error) => {
    onError(error, 'redis');
  });
  await Promise.all([publisher.connect(), subscriber.connect()]);

  const channelOf = (topic: string) => `${options.prefix}:${topic}`;
  const handlers = new Map<string, Set<AnyHandler>>();
  let pending: Promise<unknown> = Promise.resolve();

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
      await publisher.publish(channelOf(topic), JSON.stringify(payload));
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
    async close() {
      handlers.clear();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
