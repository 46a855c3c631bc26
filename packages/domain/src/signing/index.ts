export * from './api.ts';
export * from './rules.ts';
export * from './captured-at.ts';
export * from './offline.ts';
