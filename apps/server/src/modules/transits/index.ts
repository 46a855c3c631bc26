// What other modules, the app and its commands may use of this module: nothing else is
// reached from outside (eslint.config.js refuses an import of a module's inner file).
export * from './service.ts';
export { holdOpenTransit, requireTransit, transitFactsOf, userRequester } from './guard.ts';
export { createListReader } from './list-reader.ts';
export { transitsRoutes } from './routes.ts';
export { transitsSubscriber } from './subscriber.ts';
