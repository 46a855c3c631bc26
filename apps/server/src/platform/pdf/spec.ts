// What a caller asks the engine to draw: A4 pages of numbered, labelled boxes placed in mm.

/** Points per millimetre; layouts are in mm from the top-left corner of the page. */
export const MM = 72 / 25.4;
export const A4 = { width: 210, height: 297 } as const;

export type PdfColumn = {
  label: string;
  /** Relative width (weights are normalised over the columns; millimetres work as they are). */
  width: number;
  align?: 'left' | 'right';
};

export type PdfGridRow = { label: string; values: string[] };

export type PdfBoxContent =
  /** `attached`: a list the box refers to, printed in full on the pages after the form. */
  | { kind: 'text'; lines: string[]; attached?: string[] }
  /** A heading: the label printed large, the values under it. */
  | { kind: 'title'; lines: string[] }
  | { kind: 'table'; columns: PdfColumn[]; rows: string[][] }
  /** Fixed rows x columns (the CMR payments grid); `rowLabelWidth` is relative like columns. */
  | { kind: 'grid'; columns: PdfColumn[]; rowLabelWidth: number; rows: PdfGridRow[] }
  | {
      kind: 'signature';
      image: Uint8Array | null;
      lines: string[];
      /** printed in full on the continuation sheet (a box 24's reservations that do not fit) */
      attached?: string[];
    };

export type PdfBox = {
  /** Printed number of the box ("1", "20.1"), or null for an unnumbered box. */
  number: string | null;
  /** The label as printed (already in the languages wanted, e.g. "Nadawca / Sender / Absender"). */
  label: string;
  /** Position and size in mm from the top-left corner of the page. */
  x: number;
  y: number;
  width: number;
  height: number;
  content: PdfBoxContent;
};

export type PdfPageSpec = { boxes: PdfBox[]; header?: string; footer?: string };

export type PdfSpec = {
  title: string;
  pages: PdfPageSpec[];
  /** Heading of the pages that carry what did not fit in its box. */
  continuationTitle?: string;
  /** Fixed creation date (tests, reproducible output); now by default. */
  createdAt?: Date;
};
