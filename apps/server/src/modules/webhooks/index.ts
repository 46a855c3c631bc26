// What other modules, the app and its commands may use of this module: nothing else is
// reached from outside (eslint.config.js refuses an import of a module's inner file).
export { webhooksModule } from './module.ts';
export { webhooksSubscriber } from './subscriber.ts';
export { webhooksOpenApi } from './openapi.ts';
