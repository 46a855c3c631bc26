import type { LayoutBox, LayoutLabels, PaperLayout } from '@transitdocs/domain';
import type { PdfBox, PdfBoxContent } from '../../../platform/pdf/index.ts';

/**
 * What a box shows: text lines (lines, text, title, signature captions) or rows (table, grid);
 * `attached`: the list a text box refers to, printed in full after the form.
 */
export type BoxValue = { lines?: string[]; rows?: string[][]; attached?: string[] };
export type LayoutValueMap = Record<string, BoxValue | undefined>;

const LABEL_LANGUAGES = ['pl', 'en', 'de'] as const;

/**
 * The printed label: the CMR prints Polish, English and German in that order; the other forms
 * put the reader's language (of the three) first and keep the other two after it.
 */
export function printedLabel(labels: LayoutLabels, code: string, language: string): string {
  const first: (typeof LABEL_LANGUAGES)[number] =
    language === 'pl' || language === 'de' ? language : 'en';
  const order =
    code === 'CMR' ? LABEL_LANGUAGES : [first, ...LABEL_LANGUAGES.filter((l) => l !== first)];
  const texts: string[] = [];
  for (const lang of order) {
    const text = labels[lang].trim();
    if (text !== '' && !texts.includes(text)) texts.push(text);
  }
  return texts.join(' / ');
}

function contentOf(
  box: LayoutBox,
  value: BoxValue | undefined,
  code: string,
  language: string,
  signature: Uint8Array | null,
): PdfBoxContent {
  const lines = value?.lines ?? [];
  switch (box.kind) {
    case 'title':
      return { kind: 'title', lines };
    case 'lines':
    case 'text':
      return value?.attached
        ? { kind: 'text', lines, attached: value.attached }
        : { kind: 'text', lines };
    case 'signature':
      return value?.attached
        ? { kind: 'signature', image: signature, lines, attached: value.attached }
        : { kind: 'signature', image: signature, lines };
    case 'table':
      return {
        kind: 'table',
        columns: (box.columns ?? []).map((c) => ({
          label: `${c.number ? `${c.number} ` : ''}${printedLabel(c.labels, code, language)}`,
          width: c.w,
          align: c.align,
        })),
        rows: value?.rows ?? [],
      };
    case 'grid': {
      const rows = value?.rows ?? [];
      return {
        kind: 'grid',
        columns: (box.columns ?? []).map((c) => ({
          label: printedLabel(c.labels, code, language),
          width: c.w,
          align: c.align,
        })),
        rowLabelWidth: box.rowLabelWidth ?? 30,
        rows: (box.rows ?? []).map((row, index) => ({
          label: `${row.number ? `${row.number} ` : ''}${printedLabel(row.labels, code, language)}`,
          values: rows[index] ?? [],
        })),
      };
    }
  }
}

/** The layout's boxes with their values, ready for the PDF engine. */
export function layoutToPdfBoxes(
  layout: PaperLayout,
  values: LayoutValueMap,
  language: string,
  signatureOf: (box: LayoutBox) => Uint8Array | null,
): PdfBox[] {
  return layout.boxes.map((box) => ({
    number: box.number ?? null,
    label:
      box.kind === 'title'
        ? LABEL_LANGUAGES.map((l) => box.labels[l]).join('\n')
        : printedLabel(box.labels, layout.code, language),
    x: box.x,
    y: box.y,
    width: box.w,
    height: box.h,
    content: contentOf(
      box,
      values[box.id],
      layout.code,
      language,
      box.kind === 'signature' ? signatureOf(box) : null,
    ),
  }));
}
