import { ThemeProvider } from '@mui/material/styles';
import type { Language } from '@transitdocs/domain';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/react.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import type { MUI_LOCALES } from './mui-locales.ts';
import { createAppTheme } from './theme.ts';

/**
 * The app's theme, made again when the interface language changes (MUI's own texts follow it).
 * MUI's texts of the other languages (about 1.5 KB gzipped) arrive just after the first paint:
 * no component of the first screens shows one.
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  // Subscribes to language changes; the language itself is the one i18n resolved. It shows no
  // text, so it never waits for one: the spinner below it is already in the app's colours.
  useTranslation('common', { useSuspense: false });
  const language: Language = currentLanguage();
  const [locales, setLocales] = useState<typeof MUI_LOCALES | null>(null);
  const needsLocales = language !== 'en-GB' && locales === null;

  useEffect(() => {
    if (!needsLocales) return;
    let isCurrent = true;
    void import('./mui-locales.ts').then(({ MUI_LOCALES: loaded }) => {
      if (isCurrent) setLocales(loaded);
    });
    return () => {
      isCurrent = false;
    };
  }, [needsLocales]);

  const locale = locales?.[language] ?? null;
  const theme = useMemo(() => createAppTheme(locale), [locale]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
