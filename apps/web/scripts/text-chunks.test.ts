import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isTextChunk, isTextSource, textChunksOf, textDirsOf } from './text-chunks.ts';

describe("the texts' chunks", () => {
  let localesDir = '';

  const write = async (language: string, namespace: string, texts: object) => {
    await mkdir(path.join(localesDir, language), { recursive: true });
    await writeFile(path.join(localesDir, language, `${namespace}.json`), JSON.stringify(texts));
  };
  const folders = () =>
    Object.fromEntries(
      textChunksOf(localesDir).map((chunk) => [
        `${chunk.language}/${chunk.namespace}`,
        path.posix.dirname(chunk.fileName),
      ]),
    );

  beforeEach(async () => {
    localesDir = await mkdtemp(path.join(tmpdir(), 'td-locales-'));
    await write('de', 'auth', { login: 'Anmelden' });
    await write('de', 'common', { save: 'Speichern' });
    await write('pl', 'auth', { login: 'Zaloguj' });
    await write('pl', 'common', { save: 'Zapisz' });
  });

  afterEach(async () => {
    await rm(localesDir, { recursive: true, force: true });
  });

  it("puts each namespace in its language's versioned folder", () => {
    const chunks = textChunksOf(localesDir);
    expect(chunks).toHaveLength(4);
    for (const chunk of chunks) {
      expect(chunk.fileName).toMatch(
        new RegExp(`^assets/texts/${chunk.language}-[\\w-]{10}/${chunk.namespace}\\.js$`),
      );
      expect(chunk.source).toBe(path.join(localesDir, chunk.language, `${chunk.namespace}.json`));
    }
    const byFile = folders();
    expect(byFile['de/auth']).toBe(byFile['de/common']);
    expect(byFile['de/auth']).not.toBe(byFile['pl/auth']);
  });

  it("renames a language's folder when one of its texts changes, and only that language's", async () => {
    const before = folders();
    await write('pl', 'common', { save: 'Zapisz zmiany' });
    const after = folders();
    expect(after['pl/auth']).not.toBe(before['pl/auth']);
    expect(after['pl/common']).toBe(after['pl/auth']);
    expect(after['de/auth']).toBe(before['de/auth']);
  });

  it('renames it when a namespace is added, and keeps it when nothing changed', async () => {
    const before = folders();
    expect(folders()).toEqual(before);
    await write('de', 'dates', { today: 'Heute' });
    expect(folders()['de/auth']).not.toBe(before['de/auth']);
  });

  it('tells the app each folder under its base', () => {
    const dirs = textDirsOf(textChunksOf(localesDir), '/app/');
    expect(Object.keys(dirs).sort()).toEqual(['de', 'pl']);
    expect(dirs.de).toMatch(/^\/app\/assets\/texts\/de-[\w-]{10}\/$/);
  });

  it('knows the texts from the rest of the build', () => {
    expect(isTextSource('/repo/apps/web/src/i18n/locales/pl/auth.json')).toBe(true);
    expect(isTextSource('/repo/apps/web/src/i18n/resources.ts')).toBe(false);
    expect(isTextSource('/repo/node_modules/some/locales/pl/auth.json')).toBe(false);
    expect(isTextChunk('assets/texts/pl-abcdefghij/auth.js')).toBe(true);
    expect(isTextChunk('assets/auth-BwRjBhen.js')).toBe(false);
  });
});
