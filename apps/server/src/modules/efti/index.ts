// What other modules, the app and its commands may use of this module: nothing else is
// reached from outside (eslint.config.js refuses an import of a module's inner file).
export { withEfti } from './datasets.ts';
export { eftiModule } from './module.ts';
export { eftiSubscriber } from './subscriber.ts';
export { transitUil } from './uil.ts';
export { startGateTlsListener, type GateTlsListener } from './gate-tls.ts';
