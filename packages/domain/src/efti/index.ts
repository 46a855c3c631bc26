export * from './subsets.ts';
export { EFTI_SCHEMA_VERSION } from './subset-table.ts';
export * from './input.ts';
export { hasContent, leavesOf, limitText, type EftiNode } from './model.ts';
export { eftiCountry, packageTypeCode, splitStreet, transportModeCode } from './values.ts';
export * from './consignment-model.ts';
export * from './missing.ts';
export * from './status.ts';
export * from './api.ts';
