import type { FastifyInstance } from 'fastify';
import type { Authenticate } from '../../platform/auth.ts';
import type { Deps } from '../../platform/context.ts';
import type { EftiUil, Transit } from '@transitdocs/domain';
import type { Executor } from '../../db/index.ts';
import { withEfti } from './datasets.ts';
import { transitUil } from './uil.ts';
import { createGateRegistry } from './gate-registry.ts';
import { eftiRoutes } from './routes.ts';
import { startEftiWorker, type EftiWorker } from './worker.ts';

declare module '../../platform/context.ts' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface ModuleDeps {
    /** eFTI data sets and the gate outbox (set by eftiModule once the app is built). */
    efti?: EftiWorker;
    /**
     * A transit's answer with its eFTI data set's id, state and gaps (set by eftiModule): the
     * transits module answers with it without depending on eFTI, which reads transits.
     */
    withEfti?: (db: Executor, transit: Transit, companyId: number) => Promise<Transit>;
    /** The UIL a CMR prints for its transit's data set, null without a gate (set by eftiModule). */
    transitUil?: (
      db: Executor,
      transit: { id: number },
      companyId: number,
    ) => Promise<EftiUil | null>;
  }
}

/**
 * The eFTI module: the gate API, the access log route, and the worker that recomputes data sets
 * and sends identifiers. The worker's first pass (the start-up sweep) runs once the app is ready.
 */
export function eftiModule(app: FastifyInstance, deps: Deps, authenticate: Authenticate): void {
  const gates = createGateRegistry(deps);
  eftiRoutes(app, deps, authenticate, gates);
  const worker = startEftiWorker(deps, gates);
  // SIGHUP reads the gates file again at once (it is also read again whenever it changes).
  const reloadGates = () => {
    gates.reload();
  };
  process.on('SIGHUP', reloadGates);
  deps.efti = worker;
  deps.withEfti = withEfti;
  deps.transitUil = (db, transit, companyId) =>
    transitUil({ db, config: deps.config }, transit, companyId);
  app.addHook('onReady', () => {
    void worker.flush();
    return Promise.resolve();
  });
  app.addHook('onClose', async () => {
    process.off('SIGHUP', reloadGates);
    await worker.close();
  });
}
