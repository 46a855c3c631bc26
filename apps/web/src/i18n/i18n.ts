import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '@transitdocs/domain';
import { NAMESPACES, bundledResources } from './resources.ts';

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
  await i18next.changeLanguage(language);
}

i18next.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

// Resources are bundled and init is synchronous, so the first render already has its texts.
void i18next.use(initReactI18next).init({
  resources: bundledResources(),
  lng: detectLanguage(),
  supportedLngs: [...LANGUAGES],
  fallbackLng: 'en-GB',
  ns: [...NAMESPACES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnEmptyString: false,
  initAsync: false,
});

export { i18next };
