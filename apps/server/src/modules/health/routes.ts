import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from '@transitdocs/domain';
import type { Deps } from '../../platform/context.ts';
import { RETRY_AFTER_OUTAGE_SECONDS } from '../../platform/errors.ts';
import { checkHealth } from './service.ts';

const Check = z.enum(['ok', 'unavailable']);
const HealthResponse = z.object({
  status: Check,
  checks: z.object({ database: Check, files: Check, redis: Check.optional() }),
});
const ReadyResponse = z.object({ status: z.enum(['ready', 'stopping']) });

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation
  interface FastifyInstance {
    /**
     * From now on /readyz answers 503 while requests are still served: a graceful shutdown calls
     * this, waits for the load balancer to notice, then closes. Closing alone does it too, but
     * then Fastify already refuses new requests.
     */
    startDraining(): void;
  }
}

/** Probes are frequent: log them only at warn, unless the configured level is stricter. */
const QUIET_LEVELS = new Set(['fatal', 'error', 'silent']);

/**
 * `/healthz`: can this instance serve (every dependency answers)? 503 names the one that does not.
 * `/readyz`: should a load balancer send it requests? Yes once it answers at all (it listens only
 * after buildApp has migrated), no from the moment it starts draining or shutting down. It asks
 * nothing of the dependencies: an outage of a shared one must not take every instance out of
 * rotation at once.
 */
export function healthRoutes(app: FastifyInstance, deps: Deps): void {
  const logLevel = QUIET_LEVELS.has(deps.config.logLevel) ? deps.config.logLevel : 'warn';
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/healthz',
    {
      logLevel,
      // For the operators' load balancer and monitoring, not integrators: not in the API document.
      schema: { hide: true, response: { 200: HealthResponse, 503: HealthResponse } },
    },
    async (_request, reply) => {
      const health = await checkHealth(deps);
      if (health.status === 'ok') return health;
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_OUTAGE_SECONDS))
        .send(health);
    },
  );

  let stopping = false;
  app.decorate('startDraining', () => {
    stopping = true;
  });
  app.addHook('preClose', (done) => {
    stopping = true;
    done();
  });
  r.get(
    '/readyz',
    {
      logLevel,
      schema: { hide: true, response: { 200: ReadyResponse, 503: ReadyResponse } },
    },
    async (_request, reply) => {
      if (!stopping) return { status: 'ready' as const };
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_OUTAGE_SECONDS))
        .send({ status: 'stopping' as const });
    },
  );
}
