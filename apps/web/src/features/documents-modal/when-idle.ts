/** After this long a prefetch starts even on a browser that is never idle (or lacks the API). */
const IDLE_TIMEOUT_MS = 1500;

/**
 * Runs `task` once the browser is idle (what the user came for is drawn and answering first);
 * returns a cancel for an effect's cleanup.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => {
      window.cancelIdleCallback(handle);
    };
  }
  const handle = window.setTimeout(task, 200);
  return () => {
    window.clearTimeout(handle);
  };
}
