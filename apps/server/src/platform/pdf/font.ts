import fs from 'node:fs';
import { createRequire } from 'node:module';
import fontkit, { type Font } from '@pdf-lib/fontkit';
import { planShaping, shapeSafe, type Shaping } from './shaping.ts';

/**
 * DejaVuSans (Unicode, Polish letters), read and parsed once per process. Text is drawn with the
 * font's own glyph ids (see `glyphsOf`); which glyphs a document's font file carries is decided
 * when it is written (font-program.ts).
 */
export type UnicodeFont = {
  parsed: Font;
  unitsPerEm: number;
  /** Glyph id by BMP code point (0: none), -1 until looked up. */
  glyphIds: Int32Array;
  /** 1: the code point is shaped without fontkit (Common script), 2: the same, a Latin letter. */
  fastKind: Uint8Array;
  shaping: Shaping | null;
  /** The text each glyph stands for (ToUnicode): ligatures by their parts, others by cmap. */
  glyphText: Map<number, string>;
  /** Each glyph id as 4 hex digits (a 2-byte CID in content streams). */
  hex: readonly string[];
};

let loaded: UnicodeFont | undefined;

export function fontFilePath(): string {
  return createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_v, i) => from + i);

/**
 * Code points shaped without fontkit, and the Latin superset the font files are cut from
 * (font-program.ts): Basic Latin, Latin-1, Latin Extended-A, general punctuation, the euro sign,
 * arrows, № and ™. (Not the soft hyphen, which fontkit draws as a space.)
 */
export const LATIN_CODE_POINTS: readonly number[] = [
  ...range(0x20, 0x7e),
  ...range(0xa0, 0xac),
  ...range(0xae, 0x17f),
  ...range(0x2010, 0x2027),
  ...range(0x2030, 0x203a),
  0x20ac,
  0x2116,
  0x2122,
  ...range(0x2190, 0x2193),
];

const LATIN = /\p{Script=Latin}/u;
const COMMON = /\p{Script=Common}/u;

function load(): UnicodeFont {
  if (!loaded) {
    const parsed = fontkit.create(new Uint8Array(fs.readFileSync(fontFilePath())));
    const glyphIds = new Int32Array(0x10000).fill(-1);
    const fastKind = new Uint8Array(0x10000);
    const candidates: number[] = [];
    for (const cp of LATIN_CODE_POINTS) {
      const id = parsed.glyphForCodePoint(cp).id;
      glyphIds[cp] = id;
      if (id !== 0) candidates.push(id);
    }
    const shaping = planShaping(parsed, candidates);
    const glyphText = new Map<number, string>();
    for (const cp of LATIN_CODE_POINTS) {
      const id = glyphIds[cp] ?? 0;
      if (id !== 0 && !glyphText.has(id)) glyphText.set(id, String.fromCodePoint(cp));
    }
    if (shaping) {
      for (const cp of LATIN_CODE_POINTS) {
        const id = glyphIds[cp] ?? 0;
        const char = String.fromCodePoint(cp);
        // fontkit shapes a string by the first character that has a script of its own.
        const script = LATIN.test(char) ? 2 : COMMON.test(char) ? 1 : 0;
        if (id !== 0 && script !== 0 && shaping.isSafe(id)) fastKind[cp] = script;
      }
      // Ligatures read back as their letters ("fi"), not as the presentation form.
      const partsText = (glyph: number, depth: number): string =>
        (shaping.ligatureParts.get(glyph) ?? []).map((part) => textOf(part, depth + 1)).join('');
      const textOf = (glyph: number, depth: number): string =>
        shaping.ligatureParts.has(glyph) && depth < 8
          ? partsText(glyph, depth)
          : (glyphText.get(glyph) ?? '');
      for (const glyph of shaping.ligatureParts.keys()) glyphText.set(glyph, partsText(glyph, 0));
    }
    const hex = Array.from({ length: parsed.numGlyphs }, (_v, i) =>
      i.toString(16).padStart(4, '0'),
    );
    loaded = {
      parsed,
      unitsPerEm: parsed.unitsPerEm,
      glyphIds,
      fastKind,
      shaping,
      glyphText,
      hex,
    };
  }
  return loaded;
}

export function unicodeFont(): UnicodeFont {
  return load();
}

function glyphIdOf(font: UnicodeFont, codePoint: number): number {
  if (codePoint < 0x10000) {
    const known = font.glyphIds[codePoint] ?? -1;
    if (known >= 0) return known;
    const id = font.parsed.hasGlyphForCodePoint(codePoint)
      ? font.parsed.glyphForCodePoint(codePoint).id
      : 0;
    font.glyphIds[codePoint] = id;
    return id;
  }
  return font.parsed.hasGlyphForCodePoint(codePoint)
    ? font.parsed.glyphForCodePoint(codePoint).id
    : 0;
}

/**
 * Glyphs of text fontkit has to shape, by text: names and values repeat between documents.
 * Bounded in entries and in length (drawn lines are wrapped to a box; longer text is rare).
 */
const LAYOUT_CACHE_SIZE = 5_000;
const LAYOUT_CACHE_TEXT = 256;
const layoutCache = new Map<string, Uint16Array>();

function shapeWithFontkit(font: UnicodeFont, text: string): ArrayLike<number> {
  let glyphs = layoutCache.get(text);
  if (!glyphs) {
    const run = font.parsed.layout(text).glyphs;
    for (const glyph of run) {
      if (!font.glyphText.has(glyph.id)) {
        font.glyphText.set(glyph.id, String.fromCodePoint(...glyph.codePoints));
      }
    }
    glyphs = Uint16Array.from(run, (glyph) => glyph.id);
    if (text.length > LAYOUT_CACHE_TEXT) return glyphs;
    if (layoutCache.size >= LAYOUT_CACHE_SIZE) {
      // Drop the oldest half: cheaper than an LRU and good enough for repeating labels.
      let drop = LAYOUT_CACHE_SIZE / 2;
      for (const oldest of layoutCache.keys()) {
        layoutCache.delete(oldest);
        if (--drop === 0) break;
      }
    }
    layoutCache.set(text, glyphs);
  }
  return glyphs;
}

/**
 * The glyph ids that draw `text` (the same fontkit's `layout` gives): directly for text of safe
 * Latin and common characters, through fontkit (cached) otherwise.
 */
export function glyphsOf(text: string): ArrayLike<number> {
  const font = load();
  if (!font.shaping) return shapeWithFontkit(font, text);
  const glyphs: number[] = new Array<number>(text.length);
  let latin = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const kind = font.fastKind[code] ?? 0;
    if (kind === 0) return shapeWithFontkit(font, text);
    if (kind === 2) latin = true;
    glyphs[i] = font.glyphIds[code] ?? 0;
  }
  return shapeSafe(latin ? font.shaping.latin : font.shaping.other, glyphs);
}

/** Advance in em by BMP code point (NaN until looked up). */
const advances = new Float64Array(0x10000).fill(Number.NaN);

/** Advance of one code point in em (cached; no kerning: good enough for wrapping). */
function advanceOf(codePoint: number): number {
  if (codePoint < 0x10000) {
    const known = advances[codePoint] ?? Number.NaN;
    if (!Number.isNaN(known)) return known;
  }
  const font = load();
  const advance = font.parsed.getGlyph(glyphIdOf(font, codePoint)).advanceWidth / font.unitsPerEm;
  if (codePoint < 0x10000) advances[codePoint] = advance;
  return advance;
}

/** Width of `text` in em (layout-free, cached per character). */
export function emWidth(text: string): number {
  let em = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.codePointAt(i) ?? 32;
    if (code > 0xffff) i++;
    em += advanceOf(code);
  }
  return em;
}

/** Width of `text` in points at `size` (layout-free, cached per character). */
export function textWidth(text: string, size: number): number {
  return emWidth(text) * size;
}

/** Characters the font cannot draw become '?' so a stray emoji never breaks a PDF. */
export function drawableText(text: string): string {
  const font = load();
  let out = '';
  let plain = true;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 32 || (code >= 0xd800 && code <= 0xdfff) || glyphIdOf(font, code) === 0) {
      plain = false;
      break;
    }
  }
  if (plain) return text; // the common case: nothing to replace, no new string
  for (const ch of text.replace(/[\r\t\f\v]/g, ' ')) {
    const cp = ch.codePointAt(0) ?? 32;
    if (cp < 32) continue;
    out += glyphIdOf(font, cp) !== 0 ? ch : '?';
  }
  return out;
}
