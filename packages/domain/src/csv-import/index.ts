export * from './contract.ts';
export * from './dates.ts';
export * from './mapping.ts';
