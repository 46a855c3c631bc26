import { describe, expect, it } from 'vitest';
import { distinctDocumentLabels } from './document-labels.ts';

const generated = (name: string, waybillNumber = '') => ({
  name,
  data: { waybillNumber },
  fileName: null,
});

describe('distinctDocumentLabels', () => {
  it('leaves alone names that differ already', () => {
    expect(distinctDocumentLabels([generated('CMR', '7/2026'), generated('WZ', '7/2026')])).toEqual(
      ['CMR', 'WZ'],
    );
  });

  it('numbers documents of one kind that no number tells apart, in their order', () => {
    expect(distinctDocumentLabels([generated('WZ'), generated('WZ'), generated('CMR')])).toEqual([
      'WZ 1/2',
      'WZ 2/2',
      'CMR',
    ]);
    expect(distinctDocumentLabels([generated('WZ', '7/2026'), generated('WZ', '7/2026')])).toEqual([
      'WZ 1/2',
      'WZ 2/2',
    ]);
  });

  it('names documents of one kind by their own numbers', () => {
    expect(
      distinctDocumentLabels([generated('WZ', '12/2026'), generated('WZ', '13/2026')]),
    ).toEqual(['WZ 12/2026', 'WZ 13/2026']);
  });

  it('names an upload by its file name', () => {
    expect(
      distinctDocumentLabels([
        { name: 'faktura', data: null, fileName: 'faktura.pdf' },
        { name: 'Dowód dostawy', data: null, fileName: 'scan-0001.pdf' },
      ]),
    ).toEqual(['faktura.pdf', 'Dowód dostawy (scan-0001.pdf)']);
  });
});
