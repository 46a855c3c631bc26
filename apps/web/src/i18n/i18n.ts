import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '@transitdocs/domain';
import { loadMessages, type Namespace } from './resources.ts';

const STORAGE_KEY = 'language';

function detectLanguage(): Language {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (stored && isLanguage(stored)) return stored;
  for (const tag of navigator.languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'en') return 'en-GB';
    if (base && isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

export function currentLanguage(): Language {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** Switches the interface language, remembers it and keeps `<html lang>` in step. */
export async function changeLanguage(language: Language): Promise<void> {
  localStorage.setItem(STORAGE_KEY, language);
  // i18next fetches every namespace already in use in the new language before it switches.
  await i18next.changeLanguage(language);
}

/**
 * Fetches the texts of `namespaces` in the current language. Screens ask for theirs together
 * with their code, so they render once, already translated; `useTranslation` suspends on any
 * namespace still missing, so a key never shows in place of its text.
 */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  return namespaces.length > 0 ? i18next.loadNamespaces([...namespaces]) : Promise.resolve();
}

/** Reads `locales/<language>/<namespace>.json` through a dynamic import (one chunk each). */
const localeFiles: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language, namespace, callback) {
    loadMessages(language, namespace).then(
      (messages) => {
        callback(null, messages);
      },
      (error: unknown) => {
        callback(error instanceof Error ? error : String(error), null);
      },
    );
  },
};

i18next.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

// Synchronous init: the language is set at once, so the screens loading beside it can already
// ask for their namespaces; the texts themselves arrive through the backend.
void i18next
  .use(localeFiles)
  .use(initReactI18next)
  .init({
    lng: detectLanguage(),
    supportedLngs: [...LANGUAGES],
    // Every key has a text in every language (locales.test.ts): a fallback language would only
    // fetch a second copy of each namespace.
    fallbackLng: false,
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    initAsync: false,
  });

export { i18next };
