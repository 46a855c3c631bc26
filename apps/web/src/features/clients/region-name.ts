const cache = new Map<string, Intl.DisplayNames | null>();

/** A country's name in the interface language (`PL` -> `Polska`), the code when unknown. */
export function regionName(code: string, language: string): string {
  if (!cache.has(language)) {
    try {
      cache.set(language, new Intl.DisplayNames([language], { type: 'region' }));
    } catch {
      cache.set(language, null);
    }
  }
  try {
    return cache.get(language)?.of(code) ?? code;
  } catch {
    return code;
  }
}
