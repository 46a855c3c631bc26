export * from './actions.ts';
export * from './actor.ts';
export * from './verdict.ts';
export * from './transit.ts';
export * from './document.ts';
export * from './account.ts';
export * from './audience.ts';
export * from './scope.ts';
