/** How long the next attempt waits: retryBaseMs, doubling per failed attempt up to retryMaxMs. */
export function backoffMs(
  attempts: number,
  settings: { retryBaseMs: number; retryMaxMs: number },
): number {
  // Capped before the power so that a long-failing row cannot overflow to Infinity.
  const doublings = Math.min(Math.max(attempts - 1, 0), 30);
  return Math.min(settings.retryMaxMs, settings.retryBaseMs * 2 ** doublings);
}
