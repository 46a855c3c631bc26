import type { FastifyInstance } from 'fastify';
import type { Authenticate } from '../../platform/auth.ts';
import type { Deps } from '../../platform/context.ts';
import { webhooksRoutes } from './routes.ts';
import { startWebhookWorker, type WebhookWorker } from './worker.ts';

declare module '../../platform/context.ts' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface ModuleDeps {
    /** The webhook delivery worker (set by webhooksModule once the app is built). */
    webhooks?: WebhookWorker;
  }
}

/**
 * Webhooks: the Admin's endpoints and delivery log, and the worker that sends the
 * outbox. Its first pass (deliveries left by a stopped instance) runs once the app is ready.
 */
export function webhooksModule(app: FastifyInstance, deps: Deps, authenticate: Authenticate): void {
  const worker = startWebhookWorker(deps);
  deps.webhooks = worker;
  webhooksRoutes(app, deps, authenticate, () => {
    worker.kick();
  });
  app.addHook('onReady', () => {
    worker.kick();
    return Promise.resolve();
  });
  app.addHook('onClose', async () => {
    await worker.close();
  });
}
