// What other modules, the app and its commands may use of this module: nothing else is
// reached from outside (eslint.config.js refuses an import of a module's inner file).
export { redactUrl } from './redact.ts';
export { sharingRoutes } from './routes.ts';
export { sharingSubscriber } from './subscriber.ts';
export { autoSendSubscriber, type AutoSendDeps } from './auto-send.ts';
export { correctionMessagesSubscriber } from './correction-messages.ts';
export { resolveShare, type ResolvedShare } from './resolve.ts';
export { sendDecisionCode, spendDecisionCode } from './decision-code.ts';
