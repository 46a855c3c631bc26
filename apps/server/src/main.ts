import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { warmPdfEngine } from './platform/pdf/warm-up.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down');
    // /readyz turns 503 first, so the balancer stops sending before the server closes.
    app.startDraining();
    const timer = setTimeout(() => process.exit(1), config.shutdownDrainMs + 10_000);
    timer.unref();
    const drained = new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    drained
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error while closing');
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  await app.listen({ port: config.port, host: config.host });
  // Once, now, rather than in the first person's PDF request.
  warmPdfEngine().catch((error: unknown) => {
    app.log.warn({ err: error }, 'PDF engine warm-up failed');
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
