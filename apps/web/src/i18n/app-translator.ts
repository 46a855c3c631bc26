import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@transitdocs/domain';
import { loadMessages, NAMESPACES } from './resources.ts';
import { createTranslator, type Translator } from './translator.ts';

export const LANGUAGE_STORAGE_KEY = 'language';

function detectLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  if (stored && isLanguage(stored)) return stored;
  for (const tag of navigator.languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'en') return 'en-GB';
    if (base && isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

function startTranslator(): Translator {
  const translator = createTranslator({
    language: detectLanguage(),
    // Every key has a text in every language (locales.test.ts), so there is no fallback
    // language: it would only fetch a second copy of each namespace.
    knownNamespaces: NAMESPACES,
    loadMessages,
  });
  const keepHtmlLanguage = () => {
    document.documentElement.lang = translator.language;
  };
  keepHtmlLanguage();
  translator.subscribe(keepHtmlLanguage);
  // Every screen shows a few common texts: fetched at once, beside the first screen's code.
  void translator.load(translator.language, ['common']);
  return translator;
}

let started: Translator | undefined;

/**
 * The app's texts. Started on first use, not on import: code that only imports a component's
 * module (a helper's test outside a browser) reads no storage and fetches nothing.
 */
export function appTranslator(): Translator {
  started ??= startTranslator();
  return started;
}

export function currentLanguage(): Language {
  const language = appTranslator().language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
