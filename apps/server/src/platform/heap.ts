/**
 * Young generation of every thread that serves requests. A request's objects live as long as
 * the request (tens of milliseconds under load); with V8's default 16 MB semi-spaces, scavenges
 * came so often that the objects of requests in flight survived two of them and were promoted,
 * and the server thread ran a full mark-compact every 0.3-0.4 s (steps of up to 20 ms on the
 * event loop). The server's start script passes `--max-semi-space-size` with this value (a test
 * checks they agree); worker threads get the same through their resource limits.
 */
export const SEMI_SPACE_MB = 64;

/** V8's young generation is three semi-spaces: two for scavenging, one for large objects. */
export const YOUNG_GENERATION_MB = 3 * SEMI_SPACE_MB;

/**
 * The V8 flags the server process starts with (its start scripts and the list benchmark; a test
 * checks both). V8 flags are per process: they hold for the list reader threads too.
 *
 * `--no-allocation-site-pretenuring`: V8 counts, per place in the code that creates objects, how
 * many of them a scavenge finds alive, and above a ratio treats that place's objects as
 * long-lived. It judged so the objects a list page is built from, which live only while their
 * page is built: each scavenge of a list reader thread then promoted about 4 MB and took 6-30 ms
 * under load, holding up the thread's waiting pages. Without it a scavenge promoted about 0.1 MB
 * and took about 2 ms (one page at a time).
 */
export const SERVER_NODE_FLAGS = [
  `--max-semi-space-size=${String(SEMI_SPACE_MB)}`,
  '--no-allocation-site-pretenuring',
] as const;
