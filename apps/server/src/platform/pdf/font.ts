import fs from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { useNativeDeflate } from './speed.ts';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

/**
 * DejaVuSans (Unicode, Polish letters) read and parsed once per process. pdf-lib parses a custom
 * font on every `embedFont`; we hand it a fontkit whose `create` returns the already parsed font
 * for our bytes, so a document only pays for the glyph subset it uses.
 */
type ParsedFont = Awaited<ReturnType<Fontkit['create']>>;

type LoadedFont = { bytes: Uint8Array; parsed: ParsedFont; unitsPerEm: number };

let loaded: LoadedFont | undefined;

export function fontFilePath(): string {
  return createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
}

/** Shaped runs by text: labels and common values repeat in every document. */
const LAYOUT_CACHE_SIZE = 20_000;

/**
 * Shaping (GSUB/GPOS lookups) is the costly part of drawing text; pdf-lib shapes every string
 * it draws. The run of a string never changes for one font, so it is kept (bounded; the oldest
 * half is dropped when full). pdf-lib reads only the glyphs of a run and never changes them.
 */
function memoizeLayout(parsed: ParsedFont): void {
  const original = parsed.layout.bind(parsed);
  const cache = new Map<string, ReturnType<ParsedFont['layout']>>();
  parsed.layout = (text, features) => {
    if (features !== undefined && typeof features !== 'object') return original(text, features);
    const key = features ? `${JSON.stringify(features)}\u0000${text}` : text;
    let run = cache.get(key);
    if (!run) {
      run = original(text, features);
      if (cache.size >= LAYOUT_CACHE_SIZE) {
        let drop = LAYOUT_CACHE_SIZE / 2;
        for (const oldest of cache.keys()) {
          cache.delete(oldest);
          if (--drop === 0) break;
        }
      }
      cache.set(key, run);
    }
    return run;
  };
}

function load(): LoadedFont {
  if (!loaded) {
    useNativeDeflate();
    const bytes = new Uint8Array(fs.readFileSync(fontFilePath()));
    const parsed = fontkit.create(bytes);
    memoizeLayout(parsed);
    loaded = { bytes, parsed, unitsPerEm: parsed.unitsPerEm };
  }
  return loaded;
}

const cachingFontkit: Fontkit = {
  create(data, postscriptName) {
    const font = load();
    return data === font.bytes ? font.parsed : fontkit.create(data, postscriptName);
  },
};

/** Embeds the shared Unicode font (subset) into `doc`. */
export async function embedUnicodeFont(doc: PDFDocument): Promise<PDFFont> {
  doc.registerFontkit(cachingFontkit);
  return doc.embedFont(load().bytes, { subset: true });
}

const advanceCache = new Map<number, number>();

/** Advance of one code point in em (cached; no kerning: good enough for wrapping). */
function advanceOf(codePoint: number): number {
  let advance = advanceCache.get(codePoint);
  if (advance === undefined) {
    const font = load();
    const glyph = font.parsed.glyphForCodePoint(codePoint);
    advance = glyph.advanceWidth / font.unitsPerEm;
    advanceCache.set(codePoint, advance);
  }
  return advance;
}

/** Width of `text` in points at `size` (layout-free, cached per character). */
export function textWidth(text: string, size: number): number {
  let em = 0;
  for (const ch of text) em += advanceOf(ch.codePointAt(0) ?? 32);
  return em * size;
}

/** Characters the font cannot draw become '?' so a stray emoji never breaks a PDF. */
export function drawableText(text: string): string {
  const font = load();
  let out = '';
  for (const ch of text.replace(/[\r\t\f\v]/g, ' ')) {
    const cp = ch.codePointAt(0) ?? 32;
    if (cp < 32) continue;
    out += font.parsed.hasGlyphForCodePoint(cp) ? ch : '?';
  }
  return out;
}
