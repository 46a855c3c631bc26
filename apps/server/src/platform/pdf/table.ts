// Tables inside a box or over pages: column widths, the size that fits, drawing the rows.

import type { PageContent } from './content.ts';
import { textWidth } from './font.ts';
import type { PdfColumn } from './spec.ts';
import {
  LABEL_SIZE,
  LEADING,
  MIN_VALUE_SIZE,
  PAD,
  RULE,
  VALUE_SIZE,
  drawLine,
  wrapText,
} from './text-lines.ts';

export function columnWidths(columns: PdfColumn[], total: number): number[] {
  const sum = columns.reduce((s, c) => s + Math.max(c.width, 0.0001), 0);
  return columns.map((c) => (Math.max(c.width, 0.0001) / sum) * total);
}

export type TableOptions = {
  /** The first column holds row labels (a grid's), printed small and grey like box labels. */
  labelColumn?: boolean;
  /** Column rules run down to `bottom` (a form's box) rather than to the last row drawn. */
  rulesToBottom?: boolean;
};

/** Size and colour of cell `i`'s text. */
const cellStyle = (i: number, size: number, options: TableOptions) =>
  options.labelColumn && i === 0 ? { size: LABEL_SIZE, grey: true } : { size, grey: false };

/**
 * Draws a table from `top` down to `bottom`; returns the rows that did not fit and where the
 * last row drawn ends.
 */
export function drawTable(
  page: PageContent,
  columns: PdfColumn[],
  rows: string[][],
  left: number,
  width: number,
  top: number,
  bottom: number,
  size: number,
  options: TableOptions = { rulesToBottom: true },
): { rest: string[][]; end: number } {
  const widths = columnWidths(columns, width);
  const cellWidth = (i: number) => (widths[i] ?? 0) - 2 * PAD;
  // header
  const headerLines = columns.map((c, i) => wrapText(c.label, LABEL_SIZE, cellWidth(i)));
  const headerHeight = Math.max(1, ...headerLines.map((l) => l.length)) * LABEL_SIZE * LEADING;
  let y = top;
  let x = left;
  const drawRules = (to: number) => {
    let rx = left;
    for (let i = 0; i < columns.length - 1; i++) {
      rx += widths[i] ?? 0;
      page.line(rx, top, rx, to, 0.2, RULE);
    }
  };
  columns.forEach((_c, i) => {
    let ly = y;
    for (const line of headerLines[i] ?? []) {
      drawLine(page, line, x + PAD, ly, LABEL_SIZE, true);
      ly -= LABEL_SIZE * LEADING;
    }
    x += widths[i] ?? 0;
  });
  y -= headerHeight + 0.5;
  page.line(left, y, left + width, y, 0.3, RULE);
  y -= 0.8;
  const finish = (rest: string[][]) => {
    const end = rest.length > 0 || options.rulesToBottom ? bottom : y;
    drawRules(end);
    return { rest, end: y };
  };
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r] ?? [];
    const cells = columns.map((_c, i) =>
      wrapText(row[i] ?? '', cellStyle(i, size, options).size, cellWidth(i)),
    );
    const height = Math.max(
      ...cells.map((c, i) => Math.max(1, c.length) * cellStyle(i, size, options).size * LEADING),
    );
    if (y - height < bottom) return finish(rows.slice(r));
    x = left;
    cells.forEach((cell, i) => {
      const style = cellStyle(i, size, options);
      let ly = y;
      const right = columns[i]?.align === 'right';
      for (const line of cell) {
        const lx = right ? x + (widths[i] ?? 0) - PAD - textWidth(line, style.size) : x + PAD;
        drawLine(page, line, lx, ly, style.size, style.grey);
        ly -= style.size * LEADING;
      }
      x += widths[i] ?? 0;
    });
    y -= height + 0.6;
    if (r < rows.length - 1) {
      page.line(left, y + 0.3, left + width, y + 0.3, 0.2, RULE);
    }
  }
  return finish([]);
}

export function tableSize(
  columns: PdfColumn[],
  rows: string[][],
  width: number,
  height: number,
  options: TableOptions = {},
): number {
  const widths = columnWidths(columns, width);
  for (let size = VALUE_SIZE - 1; size > MIN_VALUE_SIZE; size -= 0.5) {
    let total = 0;
    for (const row of rows) {
      total +=
        Math.max(
          ...columns.map((_c, i) => {
            const style = cellStyle(i, size, options);
            const lines = wrapText(row[i] ?? '', style.size, (widths[i] ?? 0) - 2 * PAD).length;
            return Math.max(1, lines) * style.size * LEADING;
          }),
        ) + 0.6;
    }
    if (total <= height) return size;
  }
  return MIN_VALUE_SIZE;
}
