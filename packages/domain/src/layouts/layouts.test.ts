import { describe, expect, it } from 'vitest';
import { GENERATED_DOCUMENT_CODES } from '../enums.ts';
import { A4_HEIGHT_MM, A4_WIDTH_MM, PAPER_LAYOUTS, layoutLabel, type LayoutBox } from './index.ts';

function overlaps(a: LayoutBox, b: LayoutBox): boolean {
  const e = 0.001;
  return a.x + e < b.x + b.w && b.x + e < a.x + a.w && a.y + e < b.y + b.h && b.y + e < a.y + a.h;
}

describe('paper layouts', () => {
  it('has a layout for every generated type', () => {
    for (const code of GENERATED_DOCUMENT_CODES) expect(PAPER_LAYOUTS[code].code).toBe(code);
  });

  it('prints CMR boxes 1-24, each with Polish, English and German labels', () => {
    const cmr = PAPER_LAYOUTS.CMR;
    const numbered = new Map<string, { labels: LayoutBox['labels'] }>();
    for (const box of cmr.boxes) {
      if (box.number) numbered.set(box.number, box);
      for (const column of box.columns ?? [])
        if (column.number) numbered.set(column.number, column);
    }
    for (let n = 1; n <= 24; n += 1) {
      const entry = numbered.get(String(n));
      expect(entry, `box ${n}`).toBeDefined();
      expect(entry?.labels.pl).not.toBe('');
      expect(entry?.labels.en).not.toBe('');
      expect(entry?.labels.de).not.toBe('');
    }
    expect(numbered.get('1')?.labels.pl).toContain('Nadawca');
    expect(numbered.get('1')?.labels.en).toContain('Sender');
    expect(numbered.get('1')?.labels.de).toContain('Absender');
    expect(numbered.get('2')?.labels.de).toContain('Empfänger');
    expect(numbered.get('4')?.labels.pl).toContain('Miejsce i data załadowania');
    expect(numbered.get('15')?.labels.en).toBe('Cash on delivery');
    const payments = cmr.boxes.find((box) => box.number === '20');
    expect(payments?.kind).toBe('grid');
    expect(payments?.rows?.map((row) => row.number)).toEqual([
      '20.1',
      '20.2',
      '20.3',
      '20.4',
      '20.5',
      '20.6',
      '20.7',
    ]);
    expect(cmr.boxes.filter((box) => box.kind === 'signature').map((box) => box.number)).toEqual([
      '22',
      '23',
      '24',
    ]);
  });

  it('prints WZ boxes 0-21', () => {
    const numbers = new Set<string>();
    for (const box of PAPER_LAYOUTS.WZ.boxes) {
      if (box.number) numbers.add(box.number);
      for (const column of box.columns ?? []) if (column.number) numbers.add(column.number);
    }
    for (let n = 0; n <= 21; n += 1) expect(numbers.has(String(n)), `box ${n}`).toBe(true);
  });

  for (const code of GENERATED_DOCUMENT_CODES) {
    describe(code, () => {
      const layout = PAPER_LAYOUTS[code];
      it('keeps every box inside the A4 page', () => {
        for (const box of layout.boxes) {
          expect(box.x, box.id).toBeGreaterThanOrEqual(0);
          expect(box.y, box.id).toBeGreaterThanOrEqual(0);
          expect(box.x + box.w, box.id).toBeLessThanOrEqual(A4_WIDTH_MM);
          expect(box.y + box.h, box.id).toBeLessThanOrEqual(A4_HEIGHT_MM);
        }
      });
      it('has no overlapping boxes and unique ids', () => {
        const ids = layout.boxes.map((box) => box.id);
        expect(new Set(ids).size).toBe(ids.length);
        layout.boxes.forEach((a, i) => {
          layout.boxes.slice(i + 1).forEach((b) => {
            expect(overlaps(a, b), `${a.id} overlaps ${b.id}`).toBe(false);
          });
        });
      });
      it('fills tables and grids with columns that add up to the box width', () => {
        for (const box of layout.boxes) {
          if (box.kind !== 'table' && box.kind !== 'grid') continue;
          const sum = (box.columns ?? []).reduce((total, column) => total + column.w, 0);
          expect(sum + (box.rowLabelWidth ?? 0), box.id).toBeCloseTo(box.w, 3);
        }
      });
      it('names the signer of every signature box', () => {
        for (const box of layout.boxes.filter((b) => b.kind === 'signature')) {
          expect(box.signer, box.id).toBeDefined();
        }
      });
    });
  }

  it('picks labels by language', () => {
    const box = PAPER_LAYOUTS.CMR.boxes[0];
    if (!box) throw new Error('no box');
    expect(layoutLabel(box, 'de')).toContain('Absender');
    expect(layoutLabel(box, 'uk')).toContain('Sender');
  });
});
