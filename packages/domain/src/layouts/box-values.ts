import type { GeneratedDocumentCode } from '../enums.ts';
import type { Language } from '../languages.ts';
import type { DocumentDataMap } from '../documents/document-data.ts';
import { PAPER_LAYOUTS } from './paper-layouts.ts';
import type { PaperLayout } from './layout-types.ts';
import { attachedListKey, VALUE_BUILDERS } from './type-values.ts';
import { obj } from './value-helpers.ts';

/** The content of one box: lines of text, or rows of cells for tables and grids. */
export type BoxValue = string[] | string[][];
export type LayoutValues = Record<string, BoxValue>;

/** `document_data` of a type as stored, or as an editor holds it before it is complete. */
export type LayoutData<C extends GeneratedDocumentCode = GeneratedDocumentCode> =
  DocumentDataMap[C] | Record<string, unknown>;

/**
 * What each box of the type's paper layout shows, derived from `document_data` only, so the web
 * paper view and the server PDF print the same. Every box of the layout has an entry; signature
 * boxes get their captions (usually none): the renderer draws the signer's image there.
 */
export function layoutValues<C extends GeneratedDocumentCode>(
  code: C,
  documentData: LayoutData<C> | null | undefined,
  language: Language,
): LayoutValues {
  return layoutContent(code, documentData, language).values;
}

/**
 * A list a box refers to instead of holding it ("see the attached list" in CMR box 2 with many
 * receivers): printed after the form, under the box's label.
 */
export type AttachedList = { boxId: string; lines: string[] };

export type LayoutContent = { values: LayoutValues; attached: AttachedList[] };

/** The boxes' values and the lists attached to them, in the layout's order. */
export function layoutContent<C extends GeneratedDocumentCode>(
  code: C,
  documentData: LayoutData<C> | null | undefined,
  language: Language,
): LayoutContent {
  const layout: PaperLayout = PAPER_LAYOUTS[code];
  const built = VALUE_BUILDERS[code](obj(documentData), language);
  const values: LayoutValues = {};
  const attached: AttachedList[] = [];
  for (const box of layout.boxes) {
    values[box.id] = built[box.id] ?? [];
    const list = built[attachedListKey(box.id)];
    if (list && list.length > 0 && !isTableValue(list)) {
      attached.push({
        boxId: box.id,
        lines: list.filter((l): l is string => typeof l === 'string'),
      });
    }
  }
  return { values, attached };
}

export function isTableValue(value: BoxValue): value is string[][] {
  return value.some((entry) => Array.isArray(entry));
}
