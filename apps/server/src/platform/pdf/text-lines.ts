// Text in lines: the engine's sizes and greys, wrapping to a width, and drawing one line.

import type { PageContent } from './content.ts';
import { drawableText, emWidth } from './font.ts';

export const LABEL_SIZE = 5;
export const TITLE_SIZE = 9;
export const VALUE_SIZE = 8;
export const MIN_VALUE_SIZE = 5.5;
export const PAD = 1.2; // pt inside a box border
export const LEADING = 1.18;
export const BLACK = 0;
export const GREY = 0.35;
export const RULE = 0.6;

/**
 * Splits text into lines no wider than `maxWidth` points (words, then characters). Widths add up
 * (no kerning), so a line's width is kept as it grows instead of measuring it again per word.
 */
export function wrapText(text: string, size: number, maxWidth: number): string[] {
  const out: string[] = [];
  const maxEm = maxWidth / size;
  const spaceEm = emWidth(' ');
  for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
    const words = drawableText(paragraph)
      .split(/ +/)
      .filter((w) => w !== '');
    if (words.length === 0) {
      out.push('');
      continue;
    }
    let line = '';
    let lineEm = 0;
    for (const word of words) {
      const wordEm = emWidth(word);
      const candidateEm = line === '' ? wordEm : lineEm + spaceEm + wordEm;
      if (candidateEm <= maxEm) {
        line = line === '' ? word : `${line} ${word}`;
        lineEm = candidateEm;
        continue;
      }
      if (line !== '') out.push(line);
      if (wordEm <= maxEm) {
        line = word;
        lineEm = wordEm;
        continue;
      }
      // A word wider than the box: break it by characters.
      let piece = '';
      let pieceEm = 0;
      for (const ch of word) {
        const chEm = emWidth(ch);
        if (piece !== '' && pieceEm + chEm > maxEm) {
          out.push(piece);
          piece = '';
          pieceEm = 0;
        }
        piece += ch;
        pieceEm += chEm;
      }
      line = piece;
      lineEm = pieceEm;
    }
    if (line !== '') out.push(line);
  }
  return out;
}

/** Draws `text` (drawable) with its top at `top` (points from the page bottom). */
export function drawLine(
  page: PageContent,
  text: string,
  x: number,
  top: number,
  size: number,
  grey = false,
): void {
  page.text(text, x, top - size * 0.93, size, { grey: grey ? GREY : BLACK });
}
