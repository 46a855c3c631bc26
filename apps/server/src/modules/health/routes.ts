import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from '@transitdocs/domain';
import { pingDatabase } from '../../db/index.ts';
import type { Deps } from '../../platform/context.ts';
import { RETRY_AFTER_OUTAGE_SECONDS } from '../../platform/errors.ts';

const HealthResponse = z.object({ status: z.enum(['ok', 'unavailable']) });

/** Probes are frequent: log them only at warn, unless the configured level is stricter. */
const QUIET_LEVELS = new Set(['fatal', 'error', 'silent']);

export function healthRoutes(app: FastifyInstance, deps: Deps): void {
  const logLevel = QUIET_LEVELS.has(deps.config.logLevel) ? deps.config.logLevel : 'warn';
  app.withTypeProvider<ZodTypeProvider>().get(
    '/healthz',
    {
      logLevel,
      schema: { tags: ['health'], response: { 200: HealthResponse, 503: HealthResponse } },
    },
    async (request, reply) => {
      try {
        await pingDatabase(deps.db);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check failed');
        return reply
          .status(503)
          .header('retry-after', String(RETRY_AFTER_OUTAGE_SECONDS))
          .send({ status: 'unavailable' });
      }
    },
  );
}
