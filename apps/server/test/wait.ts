/**
 * Waits until `check` holds, asking every 25 ms, and fails naming `what` after `ms`: for what
 * happens after a request answered (a delivery sent, a row written by a worker).
 */
export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  what: string,
  ms = 10_000,
): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
