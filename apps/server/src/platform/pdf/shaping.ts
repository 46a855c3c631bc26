import type { Font } from '@pdf-lib/fontkit';

/**
 * fontkit's `layout` runs every GSUB and GPOS lookup in JavaScript, about 0.3 ms for a line of
 * text, and the PDF keeps only the glyph ids it picks (no positions). For text made of glyphs that
 * no substitution but a plain ligature can touch, those ids are the cmap's glyphs with the
 * ligatures applied, which `shapeSafe` does directly. `planShaping` works out from the font's GSUB
 * tables which glyphs are safe; anything else still goes through fontkit.
 */

type Ligature = { glyph: number; components: number[] };
/** One ligature lookup: per subtable, the ligatures starting with a glyph, in the font's order. */
type LigatureLookup = Map<number, Ligature[]>[];

export type ScriptShaping = { ligatures: LigatureLookup[] };

export type Shaping = {
  /** Text with a Latin letter (fontkit shapes it as 'latn'). */
  latin: ScriptShaping;
  /** Text without one (fontkit falls back to the default script). */
  other: ScriptShaping;
  /** Glyphs that only plain ligatures can change (true), of those asked about. */
  isSafe: (glyph: number) => boolean;
  /** Ligature glyphs and the glyphs they stand for, in the order formed. */
  ligatureParts: Map<number, number[]>;
};

/** The lookups fontkit's default shaper applies to every glyph (rvrn, ltr and the common ones). */
const APPLIED_FEATURES = new Set([
  'rvrn',
  'ltra',
  'ltrm',
  'ccmp',
  'locl',
  'rlig',
  'mark',
  'mkmk',
  'calt',
  'clig',
  'liga',
  'rclt',
  'curs',
  'kern',
]);
/** fontkit's choice when the text's script is not in the font. */
const DEFAULT_SCRIPTS = ['DFLT', 'dflt', 'latn'];

/** Reads fontkit's parsed tables, which its typings leave untyped; any surprise throws. */
type Table = Record<string, unknown>;

function table(value: unknown): Table {
  if (typeof value !== 'object' || value === null) throw new Error('unexpected GSUB structure');
  return value as Table;
}

function list(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  const t = table(value);
  if (typeof t.toArray === 'function') return (t.toArray as () => unknown[]).call(value);
  throw new Error('unexpected GSUB list');
}

function numbers(value: unknown): number[] {
  return list(value).map((n) => {
    if (typeof n !== 'number') throw new Error('unexpected GSUB number');
    return n;
  });
}

function coverageGlyphs(value: unknown): number[] {
  const coverage = table(value);
  if (coverage.version === 1) return numbers(coverage.glyphs);
  if (coverage.version === 2) {
    return list(coverage.rangeRecords).flatMap((r) => {
      const range = table(r);
      const start = Number(range.start);
      return Array.from({ length: Number(range.end) - start + 1 }, (_v, i) => start + i);
    });
  }
  throw new Error('unknown coverage format');
}

function classDefLookup(value: unknown): (glyph: number) => number {
  const def = table(value);
  if (def.version === 1) {
    const start = Number(def.startGlyph);
    const classes = numbers(def.classValueArray);
    return (glyph) => classes[glyph - start] ?? 0;
  }
  if (def.version === 2) {
    const ranges = list(def.classRangeRecord).map((r) => {
      const range = table(r);
      return { start: Number(range.start), end: Number(range.end), cls: Number(range.class) };
    });
    return (glyph) => ranges.find((r) => glyph >= r.start && glyph <= r.end)?.cls ?? 0;
  }
  throw new Error('unknown class definition format');
}

const hasAny = (glyphs: number[], universe: Set<number>) => glyphs.some((g) => universe.has(g));

/**
 * Glyphs of `universe` at which a (non plain-ligature) subtable could apply to text drawn from the
 * universe. Contextual rules whose context needs a glyph from outside the universe (a combining
 * mark after "i", say) cannot apply, so they do not count.
 */
function triggersOf(type: number, value: unknown, universe: Set<number>): number[] {
  const sub = table(value);
  const covered = () => coverageGlyphs(sub.coverage).filter((g) => universe.has(g));
  if (type === 1 || type === 2 || type === 3 || type === 4 || type === 8) return covered();
  if (type !== 5 && type !== 6) throw new Error(`unknown GSUB lookup type ${type}`);
  if (sub.version === 1) return covered(); // glyph-based rules: every covered glyph, to be safe
  if (sub.version === 3) {
    const coverages =
      type === 5
        ? list(sub.coverages)
        : [
            ...list(sub.backtrackCoverage),
            ...list(sub.inputCoverage),
            ...list(sub.lookaheadCoverage),
          ];
    if (!coverages.every((c) => hasAny(coverageGlyphs(c), universe))) return [];
    const first = type === 5 ? list(sub.coverages)[0] : list(sub.inputCoverage)[0];
    return coverageGlyphs(first).filter((g) => universe.has(g));
  }
  if (sub.version !== 2) throw new Error('unknown context format');
  // Class-based: a rule can match only if each class it needs has a member in the universe.
  const present = (def: unknown) => {
    const classOf = classDefLookup(def);
    return new Set([...universe].map(classOf));
  };
  const inputDef = type === 5 ? sub.classDef : sub.inputClassDef;
  const inputClassOf = classDefLookup(inputDef);
  const inputPresent = present(inputDef);
  const backtrackPresent = type === 6 ? present(sub.backtrackClassDef) : new Set<number>();
  const lookaheadPresent = type === 6 ? present(sub.lookaheadClassDef) : new Set<number>();
  const sets = list(type === 5 ? sub.classSet : sub.chainClassSet);
  const possible = (rule: unknown): boolean => {
    const r = table(rule);
    if (type === 5) return numbers(r.classes).every((c) => inputPresent.has(c));
    return (
      numbers(r.backtrack).every((c) => backtrackPresent.has(c)) &&
      numbers(r.input).every((c) => inputPresent.has(c)) &&
      numbers(r.lookahead).every((c) => lookaheadPresent.has(c))
    );
  };
  return covered().filter((g) => {
    const rules = sets[inputClassOf(g)];
    return rules !== null && rules !== undefined && list(rules).some(possible);
  });
}

type LookupEntry = { type: number; subtables: unknown[]; plainFlags: boolean };

function lookupEntry(gsub: Table, index: number): LookupEntry {
  const lookups = table(gsub.lookupList);
  if (typeof lookups.get !== 'function') throw new Error('unexpected lookup list');
  const lookup = table((lookups.get as (i: number) => unknown).call(gsub.lookupList, index));
  const flags = table(lookup.flags);
  const bits = table(flags.flags);
  const plainFlags = !flags.markAttachmentType && Object.values(bits).every((bit) => bit === false);
  let type = Number(lookup.lookupType);
  let subtables = list(lookup.subTables);
  if (type === 7) {
    // Extension lookups wrap their real subtables (all of one type).
    const inner = subtables.map(table);
    type = Number(inner[0]?.lookupType);
    if (inner.some((s) => Number(s.lookupType) !== type)) throw new Error('mixed extension types');
    subtables = inner.map((s) => s.extension);
  }
  return { type, subtables, plainFlags };
}

/** The lookups fontkit applies for a script, in its order (by index; a lookup of two features twice). */
function lookupsFor(gsub: Table, tags: string[]): number[] {
  const scripts = list(gsub.scriptList).map(table);
  const entry = tags.map((tag) => scripts.find((s) => s.tag === tag)).find(Boolean);
  if (!entry) return [];
  const langSys = table(entry.script).defaultLangSys;
  if (!langSys) return [];
  const featureList = list(gsub.featureList).map(table);
  const features = new Map<string, number[]>();
  for (const index of numbers(table(langSys).featureIndexes)) {
    const record = featureList[index];
    if (!record) throw new Error('missing feature');
    features.set(String(record.tag), numbers(table(record.feature).lookupListIndexes));
  }
  const lookups: number[] = [];
  for (const [tag, indexes] of features) if (APPLIED_FEATURES.has(tag)) lookups.push(...indexes);
  return lookups.sort((a, b) => a - b);
}

function ligatureLookup(entry: LookupEntry): LigatureLookup {
  return entry.subtables.map((value) => {
    const sub = table(value);
    const sets = table(sub.ligatureSets);
    const setAt = (i: number) =>
      typeof sets.get === 'function'
        ? (sets.get as (i: number) => unknown).call(sub.ligatureSets, i)
        : list(sub.ligatureSets)[i];
    const byFirst = new Map<number, Ligature[]>();
    coverageGlyphs(sub.coverage).forEach((first, index) => {
      byFirst.set(
        first,
        list(setAt(index)).map((l) => {
          const lig = table(l);
          return { glyph: Number(lig.glyph), components: numbers(lig.components) };
        }),
      );
    });
    return byFirst;
  });
}

const NO_SHAPING: ScriptShaping = { ligatures: [] };

/**
 * What shaping can do to text drawn from `candidates` (glyph ids): which of them are safe, and
 * the ligature lookups to apply. Null when the font's tables are beyond this analysis (every
 * string then goes through fontkit).
 */
export function planShaping(font: Font, candidates: number[]): Shaping | null {
  const gsubValue = (font as unknown as { GSUB?: unknown }).GSUB;
  if (!gsubValue) {
    return {
      latin: NO_SHAPING,
      other: NO_SHAPING,
      isSafe: () => true,
      ligatureParts: new Map(),
    };
  }
  try {
    const gsub = table(gsubValue);
    if (gsub.featureVariations) return null; // fontkit may swap features by axis: not modelled
    const scripts = { latin: lookupsFor(gsub, ['latn', ...DEFAULT_SCRIPTS]) };
    const otherLookups = lookupsFor(gsub, DEFAULT_SCRIPTS);
    const entries = new Map<number, LookupEntry>();
    for (const index of [...scripts.latin, ...otherLookups]) {
      if (!entries.has(index)) entries.set(index, lookupEntry(gsub, index));
    }
    const isLigature = (e: LookupEntry) => e.type === 4 && e.plainFlags;
    const ligatures = new Map<number, LigatureLookup>();
    for (const [index, entry] of entries) {
      if (isLigature(entry)) ligatures.set(index, ligatureLookup(entry));
    }
    // The universe: the candidates and every ligature glyph (which later lookups may then see).
    const universe = new Set(candidates);
    const ligatureParts = new Map<number, number[]>();
    for (const lookup of ligatures.values()) {
      for (const sub of lookup) {
        for (const [first, ligs] of sub) {
          for (const lig of ligs) {
            universe.add(lig.glyph);
            if (!ligatureParts.has(lig.glyph)) {
              ligatureParts.set(lig.glyph, [first, ...lig.components]);
            }
          }
        }
      }
    }
    const unsafe = new Set<number>();
    for (const entry of entries.values()) {
      if (isLigature(entry)) continue;
      for (const sub of entry.subtables) {
        for (const glyph of triggersOf(entry.type, sub, universe)) unsafe.add(glyph);
      }
    }
    const shapingOf = (indexes: number[]): ScriptShaping => ({
      ligatures: indexes.flatMap((i) => {
        const lookup = ligatures.get(i);
        return lookup ? [lookup] : [];
      }),
    });
    return {
      latin: shapingOf(scripts.latin),
      other: shapingOf(otherLookups),
      isSafe: (glyph) => !unsafe.has(glyph),
      ligatureParts,
    };
  } catch {
    return null;
  }
}

/** The ligature at `glyphs[at]`, as fontkit picks it (first subtable, then first ligature). */
function ligatureAt(lookup: LigatureLookup, glyphs: number[], at: number): Ligature | undefined {
  const first = glyphs[at] ?? -1;
  for (const sub of lookup) {
    const candidates = sub.get(first);
    if (!candidates) continue;
    for (const lig of candidates) {
      let matches = at + lig.components.length < glyphs.length;
      for (let k = 0; matches && k < lig.components.length; k++) {
        matches = glyphs[at + 1 + k] === lig.components[k];
      }
      if (matches) return lig;
    }
  }
  return undefined;
}

/** Glyphs of safe text after the font's ligature lookups (`glyphs` may be reused). */
export function shapeSafe(shaping: ScriptShaping, glyphs: number[]): number[] {
  let current = glyphs;
  for (const lookup of shaping.ligatures) {
    let out: number[] | null = null;
    for (let i = 0; i < current.length; i++) {
      const lig = ligatureAt(lookup, current, i);
      if (lig) {
        out ??= current.slice(0, i);
        out.push(lig.glyph);
        i += lig.components.length;
      } else if (out) {
        out.push(current[i] ?? 0);
      }
    }
    if (out) current = out;
  }
  return current;
}
