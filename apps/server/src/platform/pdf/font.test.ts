import { inflateSync } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { pdfToText, requireTool } from '../../../test/pdf-tools.ts';
import { renderPdf, type PdfBox } from './engine.ts';
import {
  fontProgramFor,
  fontVariantCount,
  VARIANT_CACHE_SIZE,
  type FontProgram,
} from './font-program.ts';
import { glyphsOf, LATIN_CODE_POINTS, unicodeFont } from './font.ts';

/** A small deterministic PRNG (mulberry32), so a failing string can be found again. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const fontkitGlyphs = (text: string) =>
  unicodeFont()
    .parsed.layout(text)
    .glyphs.map((g) => g.id);

const glyphSetOf = (...texts: string[]) =>
  new Set(texts.flatMap((text) => Array.from(glyphsOf(text))));

describe('text shaping', () => {
  it('gives the glyphs fontkit gives, for Latin text shaped without it and any other text', () => {
    expect(unicodeFont().shaping).not.toBeNull();
    // Letters that ligatures and contextual rules involve are drawn often.
    const alphabet = [
      ...LATIN_CODE_POINTS.map((cp) => String.fromCodePoint(cp)),
      ...Array.from('ffffiiiilllljjj   '),
    ];
    const next = random(20240501);
    const texts = Array.from({ length: 4000 }, () =>
      Array.from({ length: 1 + Math.floor(next() * 30) }, () => {
        return alphabet[Math.floor(next() * alphabet.length)] ?? ' ';
      }).join(''),
    );
    texts.push(
      'office fluffy ffi ffl fff Pfirsich Lieferung',
      'ﬁ ﬂ ﬀ',
      'soft\u00adhyphen',
      'i\u0301 j\u0301 o\u0301 e\u0328',
      'Водій Одержувач',
      'Ωμέγα',
      'emoji 🚚 and fraction 1⁄2',
      'Șoseaua Ștefan cel Mare',
    );
    const wrong = texts.filter(
      (text) => Array.from(glyphsOf(text)).join() !== fontkitGlyphs(text).join(),
    );
    expect(wrong).toEqual([]);
  });

  it('shapes Polish, German and English text without fontkit', () => {
    const font = unicodeFont();
    for (const ch of 'aąfiłÓżßÜ„”–0 ') {
      expect(font.fastKind[ch.charCodeAt(0)], ch).toBeGreaterThan(0);
    }
  });
});

/** The glyph in `program`'s font file that draws `glyph` (through its CIDToGIDMap). */
function parseProgram(program: FontProgram) {
  const subset = fontkit.create(inflateSync(program.fontFile));
  const map = inflateSync(program.cidToGidMap);
  return (glyph: number) =>
    subset.getGlyph(((map[2 * glyph] ?? 0) << 8) | (map[2 * glyph + 1] ?? 0));
}

describe('shared font files', () => {
  it('gives documents of the same languages one file; other scripts a larger one', async () => {
    const polish = await fontProgramFor(glyphSetOf('Zażółć gęślą jaźń', 'office'));
    const german = await fontProgramFor(glyphSetOf('Empfänger Größe', 'Übernahme'));
    const cyrillic = await fontProgramFor(glyphSetOf('Водій', 'Łódź'));
    const czech = await fontProgramFor(glyphSetOf('Příliš žluťoučký kůň'));
    expect(german).toBe(polish);
    expect(cyrillic).not.toBe(polish);
    expect(czech).not.toBe(polish);
    expect(czech).not.toBe(cyrillic);
    // Kept small for phones: the Polish file is well under DejaVuSans' 750 kB.
    expect(polish.fontFile.byteLength).toBeLessThan(25_000);
    expect(czech.fontFile.byteLength).toBeLessThan(40_000);
  });

  it('writes each glyph a document draws, with its outline and width, beyond the tiers too', async () => {
    const used = glyphSetOf('Zażółć office', 'Ωμέγα Șoseaua ǅ', 'Водій');
    const program = await fontProgramFor(used);
    const original = unicodeFont().parsed;
    const glyphOf = parseProgram(program);
    for (const glyph of used) {
      expect(program.glyphs.has(glyph)).toBe(true);
      const embedded = glyphOf(glyph);
      expect(embedded.advanceWidth, `glyph ${glyph}`).toBe(original.getGlyph(glyph).advanceWidth);
      expect(embedded.path.toSVG(), `glyph ${glyph}`).toBe(original.getGlyph(glyph).path.toSVG());
    }
    expect(glyphOf(glyphsOf('Ω')[0] ?? 0).path.toSVG()).not.toBe(''); // an outline, not a blank
    // The same extra glyphs again: the file built for them is reused.
    expect(await fontProgramFor(glyphSetOf('Șoseaua', 'Ωμέγα ǅ', 'Водій'))).toBe(program);
  });

  it('keeps a bounded number of files for extra glyphs', async () => {
    const greek = Array.from({ length: VARIANT_CACHE_SIZE + 4 }, (_v, i) =>
      String.fromCodePoint(0x3b1 + (i % 25), 0x391 + Math.floor(i / 25)),
    );
    for (const letters of greek) await fontProgramFor(glyphSetOf(letters));
    expect(fontVariantCount()).toBeLessThanOrEqual(VARIANT_CACHE_SIZE);
  });
});

const box = (number: string, y: number, lines: string[]): PdfBox => ({
  number,
  label: 'Uwagi / Remarks / Bemerkungen',
  x: 10,
  y,
  width: 190,
  height: 30,
  content: { kind: 'text', lines },
});

describe('documents sharing the font cache', () => {
  const hasPoppler = requireTool('pdftotext', 'poppler-utils');

  it('reads back the text of documents with different glyphs, in any order', async () => {
    const documents = [
      ['Zażółć gęślą jaźń Sp. z o.o.', 'office fluffy – 2–6 °C'],
      ['Водій: Олександр Шевченко', 'Ωμέγα Șoseaua Ștefan', 'Příliš žluťoučký kůň'],
      ['Empfänger Größe GmbH', 'ǅemal – № 12 ™'],
      ['Zażółć gęślą jaźń Sp. z o.o.', 'Łódź'],
    ];
    const rendered = await Promise.all(
      documents.map((lines) =>
        renderPdf({ title: 'x', pages: [{ boxes: [box('1', 10, lines)] }] }),
      ),
    );
    if (!hasPoppler) return;
    for (const [i, bytes] of rendered.entries()) {
      const text = await pdfToText(bytes);
      for (const line of documents[i] ?? []) expect(text).toContain(line);
    }
  });
});
