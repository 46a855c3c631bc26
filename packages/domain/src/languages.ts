/** Interface languages; Polish is first-class, en-GB is sent as `en` (spec 1 §1). */
export const LANGUAGES = ['en-GB', 'pl', 'de', 'uk', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'pl';

export const LANGUAGE_NATIVE_NAMES: Record<Language, string> = {
  'en-GB': 'English',
  pl: 'Polski',
  de: 'Deutsch',
  uk: 'Українська',
  es: 'Español',
};

export function toAcceptLanguage(language: Language): string {
  return language === 'en-GB' ? 'en' : language;
}

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** Picks the first supported language of an Accept-Language header, honouring q-weights. */
export function languageFromAcceptLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0];
    if (base === 'en') return 'en-GB';
    if (base === 'pl' || base === 'de' || base === 'uk' || base === 'es') return base;
  }
  return DEFAULT_LANGUAGE;
}
