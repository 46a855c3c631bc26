import type { GeneratedDocumentCode } from '../enums.ts';
import type { PaperLayout } from './layout-types.ts';
import { CMR_LAYOUT } from './cmr.ts';
import { KW_LAYOUT } from './kw.ts';
import { LP_LAYOUT } from './lp.ts';
import { OSTSPED_LAYOUT } from './ostsped.ts';
import { PS_LAYOUT } from './ps.ts';
import { WZ_LAYOUT } from './wz.ts';

/** The paper form of every generated type: the web paper view and the PDF both draw these. */
export const PAPER_LAYOUTS: Record<GeneratedDocumentCode, PaperLayout> = {
  CMR: CMR_LAYOUT,
  WZ: WZ_LAYOUT,
  LP: LP_LAYOUT,
  KW: KW_LAYOUT,
  PS: PS_LAYOUT,
  OSTSPED: OSTSPED_LAYOUT,
};
