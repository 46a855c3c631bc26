import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { startGateTlsListener } from './modules/efti/index.ts';
import { warmPdfEngine } from './platform/pdf/warm-up.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  let closing = false;
  let closeGateTls = () => Promise.resolve();
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
      .then(() => closeGateTls())
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
  const gateTls = config.efti.gateTls;
  if (gateTls) {
    const listener = await startGateTlsListener(app, { ...gateTls, host: config.host });
    app.log.info({ port: listener.port }, 'eFTI gates TLS listener started');
    // SIGHUP also reads the listener's certificate, key and CA again (rotation without restart).
    process.on('SIGHUP', () => {
      listener.reload().catch((error: unknown) => {
        app.log.error({ err: error }, 'eFTI gates TLS files refused; the previous ones stay');
      });
    });
    closeGateTls = () => listener.close();
  }
  // Once, now, rather than in the first person's PDF request.
  warmPdfEngine().catch((error: unknown) => {
    app.log.warn({ err: error }, 'PDF engine warm-up failed');
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
