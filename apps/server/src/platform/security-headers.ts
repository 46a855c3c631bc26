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
