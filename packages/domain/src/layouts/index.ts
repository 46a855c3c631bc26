export * from './layout-types.ts';
export { CMR_LAYOUT } from './cmr.ts';
export { KW_LAYOUT } from './kw.ts';
export { LP_LAYOUT } from './lp.ts';
export { OSTSPED_LAYOUT } from './ostsped.ts';
export { PS_LAYOUT } from './ps.ts';
export { WZ_LAYOUT } from './wz.ts';
export { PAPER_LAYOUTS } from './paper-layouts.ts';
export * from './box-values.ts';
