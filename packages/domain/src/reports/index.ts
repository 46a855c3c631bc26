export * from './contract.ts';
export * from './defaults.ts';
