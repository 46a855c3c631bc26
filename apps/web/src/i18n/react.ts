import type { Language } from '@transitdocs/domain';
import { useSyncExternalStore } from 'react';
import { appTranslator, currentLanguage } from './app-translator.ts';
import type { Namespace } from './resources.ts';
import type { TFunction } from './translator.ts';

type Translation = {
  t: TFunction;
  language: Language;
  ready: boolean;
  /** every namespace has its texts (not only a failed fetch that left its keys showing) */
  hasAllTexts: boolean;
};

/**
 * One `Translation` per language and namespaces, replaced only when the language changes or
 * the namespaces arrive: `t` keeps its identity otherwise, so hooks that depend on it do not
 * run again each time another screen's texts arrive.
 */
const translations = new Map<string, Translation>();

function translationOf(namespaces: readonly Namespace[]): Translation {
  const translator = appTranslator();
  const language = currentLanguage();
  const ready = translator.isLoaded(language, namespaces);
  const hasAllTexts = namespaces.every((namespace) => translator.hasMessages(language, namespace));
  const cacheKey = `${language} ${namespaces.join(' ')}`;
  const cached = translations.get(cacheKey);
  if (cached?.ready === ready && cached.hasAllTexts === hasAllTexts) return cached;
  // As react-i18next: `t` reads the first namespace; the others through `ns:key`.
  const translation = {
    t: translator.fixedT(language, namespaces[0] ?? 'common'),
    language,
    ready,
    hasAllTexts,
  };
  translations.set(cacheKey, translation);
  return translation;
}

/**
 * The texts of `namespaces` in the interface language. Suspends until they have all arrived
 * (unless `useSuspense` is false: then `ready` says so), and renders again on a language change.
 */
export function useTranslation(
  namespaces: Namespace | readonly Namespace[] = 'common',
  options: { useSuspense?: boolean } = {},
): { t: TFunction; i18n: { language: Language }; ready: boolean } {
  const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
  const translator = appTranslator();
  const { t, language, ready } = useSyncExternalStore(translator.subscribe, () =>
    translationOf(list),
  );
  if (!ready) {
    const loading = translator.load(language, list);
    if (options.useSuspense !== false) {
      // Suspense's contract: the nearest boundary shows its fallback until the texts are here.
      // eslint-disable-next-line @typescript-eslint/only-throw-error
      throw loading;
    }
  }
  return { t, i18n: { language }, ready };
}
