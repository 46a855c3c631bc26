// What other modules, the app and its commands may use of this module: nothing else is
// reached from outside (eslint.config.js refuses an import of a module's inner file).
export { correctionAsApi, correctionsForVerification, type VerifiedCorrection } from './service.ts';
export { correctionsRoutes } from './routes.ts';
