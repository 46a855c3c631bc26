import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { Subset } from '@pdf-lib/fontkit';
import { PDFInvalidObject, PDFRawStream, PDFString, type PDFContext, type PDFRef } from 'pdf-lib';
import { LATIN_CODE_POINTS, unicodeFont } from './font.ts';

/**
 * The embedded font of a document, built once per glyph set and shared by every document that
 * fits it: subsetting and compressing DejaVuSans for each document was a good part of a render.
 * Text is written with the font's own glyph ids as CIDs, so the same content fits any of these
 * font files; a CIDToGIDMap maps them to the glyphs of the subset.
 *
 * Fixed tiers keep files small; a document gets the first that has all its glyphs: what forms in
 * the interface languages print with Latin letters (about 19 kB), the same with Cyrillic (for
 * Ukrainian), the Latin superset of `LATIN_CODE_POINTS` (about 30 kB), that with Cyrillic. A
 * document that needs glyphs beyond these gets the last tier plus its extra glyphs, cached by
 * those glyphs (bounded).
 */
export type FontProgram = {
  /** A subset font's PDF name: a tag naming its glyphs, "+", the font's name. */
  baseFont: string;
  glyphs: ReadonlySet<number>;
  /** The TrueType subset, deflated, and its length before. */
  fontFile: Uint8Array;
  fontFileLength: number;
  /** Deflated ToUnicode CMap and CIDToGIDMap streams. */
  toUnicode: Uint8Array;
  cidToGidMap: Uint8Array;
  /** The W array as written ("[cid [w ...] ...]"). */
  widths: Uint8Array;
};

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_v, i) => from + i);

/** Beyond ASCII, the small tier: Polish, German and Spanish letters, what forms print. */
const SMALL_TIER_EXTRA = 'ąćęłńóśźżĄĆĘŁŃÓŚŹŻäöüßÄÖÜáéíñúÁÉÍÑÚ¿¡ºª\u00a0°±²³µ·§×€–—‘’‚“”„…→•«»№';
/** Cyrillic letters (Ukrainian and Russian), for the tiers that carry them. */
const CYRILLIC = [...range(0x400, 0x45f), 0x490, 0x491];

export const VARIANT_CACHE_SIZE = 32;
const VARIANT_CACHE_BYTES = 8 * 1024 * 1024;

type Tier = { glyphs: Set<number>; program?: Promise<FontProgram> };

let tiers: Tier[] | undefined;
const variants = new Map<string, Promise<FontProgram>>();
const variantBytes = new Map<string, number>();

/** The glyphs of `codePoints`, with the ligatures they can form (fi, fl, ...). */
function glyphSet(codePoints: Iterable<number>): Set<number> {
  const font = unicodeFont();
  const glyphs = new Set<number>();
  for (const cp of codePoints) {
    const id = font.parsed.hasGlyphForCodePoint(cp) ? font.parsed.glyphForCodePoint(cp).id : 0;
    if (id !== 0) glyphs.add(id);
  }
  const ligatures = font.shaping?.ligatureParts ?? new Map<number, number[]>();
  for (let added = true; added;) {
    added = false;
    for (const [glyph, parts] of ligatures) {
      if (!glyphs.has(glyph) && parts.every((part) => glyphs.has(part))) {
        glyphs.add(glyph);
        added = true;
      }
    }
  }
  return glyphs;
}

function tierList(): Tier[] {
  if (!tiers) {
    const small = [
      ...LATIN_CODE_POINTS.filter((cp) => cp <= 0x7e),
      ...Array.from(SMALL_TIER_EXTRA, (ch) => ch.codePointAt(0) ?? 32),
    ];
    tiers = [
      small,
      [...small, ...CYRILLIC],
      LATIN_CODE_POINTS,
      [...LATIN_CODE_POINTS, ...CYRILLIC],
    ].map((codePoints) => ({ glyphs: glyphSet(codePoints) }));
  }
  return tiers;
}

function encodeSubset(subset: Subset): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const parts: Uint8Array[] = [];
    subset
      .encodeStream()
      .on('data', (bytes) => parts.push(bytes))
      .on('end', () => {
        resolve(Buffer.concat(parts));
      });
  });
}

const hex4 = (n: number) => n.toString(16).padStart(4, '0');

function toUnicodeCMap(glyphs: number[], textOf: (glyph: number) => string): string {
  const entries = glyphs.flatMap((glyph) => {
    const text = textOf(glyph);
    if (text === '') return [];
    let units = '';
    for (let i = 0; i < text.length; i++) units += hex4(text.charCodeAt(i));
    return [`<${hex4(glyph)}> <${units}>`];
  });
  const sections: string[] = [];
  for (let i = 0; i < entries.length; i += 100) {
    const chunk = entries.slice(i, i + 100);
    sections.push(`${chunk.length} beginbfchar\n${chunk.join('\n')}\nendbfchar`);
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000><ffff>',
    'endcodespacerange',
    ...sections,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

/** W: runs of consecutive CIDs with their widths (1/1000 em). */
function widthArray(glyphs: number[], widthOf: (glyph: number) => number): string {
  const parts: string[] = [];
  let run: string[] = [];
  let previous = -2;
  for (const glyph of glyphs) {
    if (glyph !== previous + 1) {
      if (run.length > 0) parts.push(`[${run.join(' ')}]`);
      parts.push(String(glyph));
      run = [];
    }
    run.push(String(widthOf(glyph)));
    previous = glyph;
  }
  if (run.length > 0) parts.push(`[${run.join(' ')}]`);
  return `[${parts.join(' ')}]`;
}

async function buildProgram(glyphSetToEmbed: ReadonlySet<number>): Promise<FontProgram> {
  const font = unicodeFont();
  const glyphs = [...glyphSetToEmbed].filter((g) => g !== 0).sort((a, b) => a - b);
  const subset = font.parsed.createSubset();
  const maxGlyph = glyphs[glyphs.length - 1] ?? 0;
  const cidToGid = new Uint8Array(2 * (maxGlyph + 1));
  for (const glyph of glyphs) {
    const id = subset.includeGlyph(glyph);
    cidToGid[2 * glyph] = id >> 8;
    cidToGid[2 * glyph + 1] = id & 0xff;
  }
  const file = await encodeSubset(subset);
  const scale = 1000 / font.unitsPerEm;
  const tag = Array.from(
    createHash('sha256').update(glyphs.join(',')).digest().subarray(0, 6),
    (byte) => String.fromCharCode(65 + (byte % 26)),
  ).join('');
  const textOf = (glyph: number) =>
    font.glyphText.get(glyph) ?? String.fromCodePoint(...font.parsed.getGlyph(glyph).codePoints);
  return {
    baseFont: `${tag}+${font.parsed.postscriptName ?? 'DejaVuSans'}`,
    glyphs: new Set(glyphs),
    fontFile: new Uint8Array(deflateSync(file)),
    fontFileLength: file.length,
    toUnicode: new Uint8Array(deflateSync(toUnicodeCMap(glyphs, textOf))),
    cidToGidMap: new Uint8Array(deflateSync(cidToGid)),
    widths: new TextEncoder().encode(
      widthArray(glyphs, (glyph) => font.parsed.getGlyph(glyph).advanceWidth * scale),
    ),
  };
}

const programSize = (p: FontProgram) =>
  p.fontFile.length + p.toUnicode.length + p.cidToGidMap.length + p.widths.length;

function rememberVariant(key: string, program: Promise<FontProgram>): void {
  variants.set(key, program);
  program.then(
    (p) => {
      if (variants.get(key) !== program) return;
      variantBytes.set(key, programSize(p));
      let total = [...variantBytes.values()].reduce((sum, n) => sum + n, 0);
      for (const oldest of variants.keys()) {
        if (variants.size <= VARIANT_CACHE_SIZE && total <= VARIANT_CACHE_BYTES) break;
        if (oldest === key) continue;
        total -= variantBytes.get(oldest) ?? 0;
        variants.delete(oldest);
        variantBytes.delete(oldest);
      }
    },
    () => {
      // A failed build is not kept; the next document tries again.
      if (variants.get(key) === program) variants.delete(key);
    },
  );
}

/** The font file for a document that draws `used` glyphs (shared, built on first need). */
export function fontProgramFor(used: ReadonlySet<number>): Promise<FontProgram> {
  const list = tierList();
  for (const tier of list) {
    let fits = true;
    for (const glyph of used) {
      if (glyph !== 0 && !tier.glyphs.has(glyph)) {
        fits = false;
        break;
      }
    }
    if (fits) {
      tier.program ??= buildProgram(tier.glyphs);
      return tier.program;
    }
  }
  const superset = list[list.length - 1]?.glyphs ?? new Set<number>();
  const extras = [...used].filter((g) => g !== 0 && !superset.has(g)).sort((a, b) => a - b);
  const key = extras.join(',');
  const cached = variants.get(key);
  if (cached) {
    variants.delete(key); // most recently used last
    variants.set(key, cached);
    return cached;
  }
  const program = buildProgram(new Set([...superset, ...extras]));
  rememberVariant(key, program);
  return program;
}

/** How many tier-plus-extras programs are kept (tests check the bound). */
export function fontVariantCount(): number {
  return variants.size;
}

/** Bits of the font descriptor's /Flags (PDF 32000 9.8.2), as pdf-lib derives them. */
function fontFlags(): number {
  const font = unicodeFont().parsed;
  const familyClass = font['OS/2'].sFamilyClass;
  let flags = 1 << 2; // symbolic: the glyphs are addressed by CID, not by a standard encoding
  if (font.post.isFixedPitch) flags |= 1 << 0;
  if (familyClass >= 1 && familyClass <= 7) flags |= 1 << 1;
  if (familyClass === 10) flags |= 1 << 3;
  if (font.head.macStyle.italic) flags |= 1 << 6;
  return flags;
}

/** Writes the Type0 font of `program` into a document as the object `ref`. */
export function writeFontProgram(context: PDFContext, ref: PDFRef, program: FontProgram): void {
  const font = unicodeFont().parsed;
  const scale = 1000 / font.unitsPerEm;
  const { minX, minY, maxX, maxY } = font.bbox;
  const fontFile = context.register(
    PDFRawStream.of(
      context.obj({ Filter: 'FlateDecode', Length1: program.fontFileLength }),
      program.fontFile,
    ),
  );
  const descriptor = context.register(
    context.obj({
      Type: 'FontDescriptor',
      FontName: program.baseFont,
      Flags: fontFlags(),
      FontBBox: [minX * scale, minY * scale, maxX * scale, maxY * scale],
      ItalicAngle: font.italicAngle,
      Ascent: font.ascent * scale,
      Descent: font.descent * scale,
      CapHeight: (font.capHeight || font.ascent) * scale,
      XHeight: (font.xHeight || 0) * scale,
      StemV: 0,
      FontFile2: fontFile,
    }),
  );
  const cidFont = context.register(
    context.obj({
      Type: 'Font',
      Subtype: 'CIDFontType2',
      BaseFont: program.baseFont,
      CIDSystemInfo: {
        Registry: PDFString.of('Adobe'),
        Ordering: PDFString.of('Identity'),
        Supplement: 0,
      },
      FontDescriptor: descriptor,
      // Written once per program; an indirect array is as valid as a direct one.
      W: context.register(PDFInvalidObject.of(program.widths)),
      CIDToGIDMap: context.register(
        PDFRawStream.of(context.obj({ Filter: 'FlateDecode' }), program.cidToGidMap),
      ),
    }),
  );
  const toUnicode = context.register(
    PDFRawStream.of(context.obj({ Filter: 'FlateDecode' }), program.toUnicode),
  );
  context.assign(
    ref,
    context.obj({
      Type: 'Font',
      Subtype: 'Type0',
      BaseFont: program.baseFont,
      Encoding: 'Identity-H',
      DescendantFonts: [cidFont],
      ToUnicode: toUnicode,
    }),
  );
}
