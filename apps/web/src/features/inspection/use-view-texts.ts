import { LANGUAGES, type Language } from '@transitdocs/domain';
import { useEffect, useMemo, useState } from 'react';
import { translator } from '../../i18n/i18n.ts';
import { loadMessages } from '../../i18n/resources.ts';
import type { ViewTexts } from './inspection-values.ts';

export const INSPECTION_NAMESPACE = 'efti_inspection';

/** The inspector's choices, the neighbours' languages first (pl, de, en at the least). */
export const INSPECTION_LANGUAGES: readonly Language[] = ['pl', 'de', 'en-GB', 'es', 'uk'];

function hasTexts(language: Language): boolean {
  return translator.hasMessages(language, INSPECTION_NAMESPACE);
}

/**
 * Adds the view's texts in `language` to the app's texts without switching the app's language: the
 * inspector reads in his language, the driver's app stays in the driver's.
 */
export async function loadViewTexts(language: Language): Promise<void> {
  if (hasTexts(language)) return;
  const messages = await loadMessages(language, INSPECTION_NAMESPACE);
  translator.addMessages(language, INSPECTION_NAMESPACE, messages);
}

/** Fetches the view's texts in every offered language, so each one works offline later. */
export function loadAllViewTexts(): Promise<void> {
  return Promise.all(LANGUAGES.map(loadViewTexts)).then(() => undefined);
}

function textsIn(language: Language): ViewTexts {
  return {
    language,
    t: translator.fixedT(language, INSPECTION_NAMESPACE),
    has: (key) => translator.exists(language, INSPECTION_NAMESPACE, key),
  };
}

/**
 * The view's texts in `wanted`; until they are here, in the last language that was (or the
 * app's), so nothing flashes. `failed` names a language that could not be loaded (offline and
 * never fetched).
 */
export function useViewTexts(
  wanted: Language,
  appLanguage: Language,
): { texts: ViewTexts; failed: Language | null } {
  const [shown, setShown] = useState<Language>(() => (hasTexts(wanted) ? wanted : appLanguage));
  const [failed, setFailed] = useState<Language | null>(null);

  useEffect(() => {
    let isCurrent = true;
    loadViewTexts(wanted).then(
      () => {
        if (!isCurrent) return;
        setShown(wanted);
        setFailed(null);
      },
      () => {
        if (isCurrent) setFailed(wanted);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [wanted]);

  const texts = useMemo(() => textsIn(shown), [shown]);
  return { texts, failed };
}
