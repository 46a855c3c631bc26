import { describe, expect, it } from 'vitest';
import { ERROR_KEYS, LANGUAGES } from '@transitdocs/domain';
import { bundledResources } from './bundled-resources.ts';
import { NAMESPACES, type Messages } from './resources.ts';

/** Every leaf of a namespace as `a.b.c` -> text. */
function leaves(messages: Messages, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') result.set(path, value);
    else for (const [leaf, text] of leaves(value, path)) result.set(leaf, text);
  }
  return result;
}

const resources = bundledResources();

describe('locales', () => {
  it('has a file for every language and namespace', () => {
    for (const language of LANGUAGES) {
      for (const namespace of NAMESPACES) {
        expect(resources[language]?.[namespace], `${language}/${namespace}.json`).toBeDefined();
      }
    }
  });

  it('bundles no language the app does not offer', () => {
    expect(Object.keys(resources).sort()).toEqual([...LANGUAGES].sort());
  });

  for (const namespace of NAMESPACES) {
    it(`gives every key of ${namespace} a non-empty text in every language`, () => {
      const byLanguage = LANGUAGES.map(
        (language) => [language, leaves(resources[language]?.[namespace] ?? {})] as const,
      );
      const allKeys = new Set(byLanguage.flatMap(([, texts]) => [...texts.keys()]));
      const missing: string[] = [];
      for (const [language, texts] of byLanguage) {
        for (const key of allKeys) {
          if (!texts.get(key)?.trim()) missing.push(`${language}: ${namespace}:${key}`);
        }
      }
      expect(missing).toEqual([]);
    });

    it(`uses the same {{placeholders}} in every language of ${namespace}`, () => {
      const placeholders = (text: string) =>
        [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
      const english = leaves(resources['en-GB']?.[namespace] ?? {});
      const mismatched: string[] = [];
      for (const language of LANGUAGES) {
        for (const [key, text] of leaves(resources[language]?.[namespace] ?? {})) {
          const expected = english.get(key);
          if (
            expected !== undefined &&
            placeholders(expected).join() !== placeholders(text).join()
          ) {
            mismatched.push(`${language}: ${namespace}:${key}`);
          }
        }
      }
      expect(mismatched).toEqual([]);
    });
  }

  it('translates every validation and server key of the domain', () => {
    const missing: string[] = [];
    for (const language of LANGUAGES) {
      const errors = leaves(resources[language]?.errors ?? {});
      for (const key of ERROR_KEYS) {
        if (!errors.get(key)?.trim()) missing.push(`${language}: errors:${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('writes Polish with its diacritics', () => {
    const polish = [...leaves(resources.pl?.auth ?? {}).values()].join(' ');
    expect(polish).toMatch(/[ąćęłńóśźż]/);
  });
});
