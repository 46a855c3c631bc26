/**
 * Runs `task` for every item, at most `limit` at a time: copying files one by one from S3 is
 * slow (a round trip each), all at once would open thousands of sockets. After a failure no
 * further item is started, and the first error is thrown once the running tasks have ended.
 */
export async function forEachLimit<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async (): Promise<void> => {
    while (!failed && next < items.length) {
      const item = items[next] as T;
      next += 1;
      try {
        await task(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const results = await Promise.allSettled(
    Array.from({ length: Math.min(limit, items.length) }, worker),
  );
  const rejected = results.find((result) => result.status === 'rejected');
  if (rejected) throw rejected.reason;
}
