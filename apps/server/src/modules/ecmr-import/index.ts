// What other modules, the app and its commands may use of this module: nothing else is
// reached from outside (eslint.config.js refuses an import of a module's inner file).
export { ecmrImportRoutes } from './routes.ts';
export { createEcmrReader } from './reader.ts';
