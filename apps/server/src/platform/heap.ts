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
