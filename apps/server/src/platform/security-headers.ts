import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every response. The middleware is built once: @fastify/helmet
 * built it again for each request, parsing the CSP directives every time.
 */
export function addSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const setHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => {
      done(error instanceof Error ? error : undefined);
    });
  });
}

/**
 * A file answer (any response with Content-Disposition: an uploaded PDF, a remark photo, a report)
 * opened straight from its address runs in a sandbox without scripts or the app's origin, and its
 * declared type is final.
 */
export function sandboxFileResponses(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.hasHeader('content-disposition')) {
      reply.header('content-security-policy', 'sandbox');
      reply.header('x-content-type-options', 'nosniff');
    }
    return payload;
  });
}
