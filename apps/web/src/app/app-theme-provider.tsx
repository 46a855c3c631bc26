import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n/i18n.ts';
import { createAppTheme } from './theme.ts';

/** The app's theme, made again when the interface language changes (MUI's own texts follow it). */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  // Subscribes to language changes; the language itself is the one i18n resolved. It shows no
  // text, so it never waits for one: the spinner below it is already in the app's colours.
  useTranslation('common', { useSuspense: false });
  const language = currentLanguage();
  const theme = useMemo(() => createAppTheme(language), [language]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
