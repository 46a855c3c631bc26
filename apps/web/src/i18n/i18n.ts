import type { Language } from '@transitdocs/domain';
import { appTranslator, currentLanguage, LANGUAGE_STORAGE_KEY } from './app-translator.ts';
import type { Namespace } from './resources.ts';

export { currentLanguage };

/** The app's texts, started here: main.tsx imports this module first, so the language is set. */
export const translator = appTranslator();

/** Switches the interface language, remembers it and keeps `<html lang>` in step. */
export async function changeLanguage(language: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  // Fetches every namespace already in use in the new language before it switches.
  await translator.changeLanguage(language);
}

/**
 * Fetches the texts of `namespaces` in the current language. Screens ask for theirs together
 * with their code, so they render once, already translated; `useTranslation` suspends on any
 * namespace still missing, so a key never shows in place of its text.
 */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  return translator.load(currentLanguage(), namespaces);
}
