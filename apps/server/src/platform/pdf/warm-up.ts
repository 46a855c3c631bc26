import { renderTableDocument } from './engine.ts';

/**
 * Renders a small document once, thrown away, so that a process's first real PDF does not also
 * pay for parsing the font and compiling the PDF code: 72-168 ms the first time (229-683 ms on a
 * loaded machine), 5-20 ms after. Called by main.ts once the server listens; test apps skip it.
 * Returns the bytes, for its test.
 */
export function warmPdfEngine(): Promise<Uint8Array> {
  return renderTableDocument({
    title: 'TransitDocs — zażółć gęślą jaźń',
    columns: [{ label: 'Ł', width: 1 }],
    rows: [['Ąę Śś Żż']],
    createdAt: new Date(0),
  });
}
