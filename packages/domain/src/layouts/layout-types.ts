import type { GeneratedDocumentCode, SignerType } from '../enums.ts';

/** Printed labels: the CMR prints all three; other forms use the reader's language first. */
export type LayoutLabels = { pl: string; en: string; de: string };

export type LayoutColumn = {
  id: string;
  number?: string;
  labels: LayoutLabels;
  /** Width in mm; the columns of a box add up to its width (minus `rowLabelWidth` of a grid). */
  w: number;
  align?: 'left' | 'right';
};

export type LayoutRow = { id: string; number?: string; labels: LayoutLabels };

/**
 * - `title`: the form's heading (labels) and the values under it (document number ...).
 * - `lines`: short lines (an address block, a date), one value per line, clipped to the box.
 * - `text`: free text that wraps.
 * - `table`: a header of `columns` and one value row (string[]) per line, as many as fit.
 * - `grid`: fixed `rows` × `columns`; values are one string[] per layout row, without the label.
 * - `signature`: the `signer`'s signature image is drawn here once signed; values are captions.
 */
export type LayoutBoxKind = 'title' | 'lines' | 'text' | 'table' | 'grid' | 'signature';

export type LayoutBox = {
  id: string;
  number?: string;
  labels: LayoutLabels;
  /** Millimetres from the top-left corner of the A4 page. */
  x: number;
  y: number;
  w: number;
  h: number;
  kind: LayoutBoxKind;
  columns?: LayoutColumn[];
  rows?: LayoutRow[];
  /** Width of a grid's row-label column, in mm. */
  rowLabelWidth?: number;
  signer?: SignerType;
};

export type PaperLayout = {
  code: GeneratedDocumentCode;
  pageSize: 'A4';
  /** Page size in mm. */
  width: number;
  height: number;
  boxes: LayoutBox[];
};

export const A4_WIDTH_MM = 210;
export const A4_HEIGHT_MM = 297;
export const LAYOUT_LABEL_LANGUAGES = ['pl', 'en', 'de'] as const;
export type LayoutLabelLanguage = (typeof LAYOUT_LABEL_LANGUAGES)[number];

export const labels = (pl: string, en: string, de: string): LayoutLabels => ({ pl, en, de });

/** Heading of what is printed after the form: attached lists and what did not fit its box. */
export const CONTINUATION_LABELS: LayoutLabels = labels(
  'Ciąg dalszy',
  'Continuation',
  'Fortsetzung',
);

export function paperLayout(code: GeneratedDocumentCode, boxes: LayoutBox[]): PaperLayout {
  return { code, pageSize: 'A4', width: A4_WIDTH_MM, height: A4_HEIGHT_MM, boxes };
}

/** The label in the reader's language: Polish, English or German (others read English). */
export function layoutLabel(box: { labels: LayoutLabels }, language: string): string {
  if (language === 'pl' || language === 'de') return box.labels[language];
  return box.labels.en;
}

/** One box: id, printed number, labels [pl, en, de], position and size in mm, kind. */
export const box = (
  id: string,
  number: string | undefined,
  text: [string, string, string] | LayoutLabels,
  x: number,
  y: number,
  w: number,
  h: number,
  kind: LayoutBoxKind,
  extra: Partial<LayoutBox> = {},
): LayoutBox => ({
  id,
  ...(number === undefined ? {} : { number }),
  labels: Array.isArray(text) ? labels(...text) : text,
  x,
  y,
  w,
  h,
  kind,
  ...extra,
});
