import type { Localization } from '@mui/material/locale';
import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { MOBILE_BREAKPOINT, TOOLTIP_DELAY_MS, WIDE_BREAKPOINT } from '@transitdocs/domain';

const primary = '#2e7d5b';

/** The one theme of the app: calm green, neutral grey, the spec's 600/1279 px breakpoints. */
const THEME_OPTIONS: ThemeOptions = {
  breakpoints: {
    values: { xs: 0, sm: MOBILE_BREAKPOINT, md: 900, lg: WIDE_BREAKPOINT, xl: 1600 },
  },
  palette: {
    primary: { main: primary, contrastText: '#ffffff' },
    secondary: { main: '#4a5a67' },
    background: { default: '#f3f4f3', paper: '#ffffff' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 600 },
    h2: { fontSize: '1.4rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // No ripple: the focus ring below shows where the keyboard is, and the build leaves the
    // ripple's code out of every screen (scripts/mui-unused-parts.ts).
    MuiButtonBase: { defaultProps: { disableRipple: true } },
    MuiCssBaseline: {
      styleOverrides: {
        // Keyboard users must always see where they are.
        // Text inputs already show a focused border; everything else gets a clear ring.
        '*:focus-visible:not(input, textarea, select)': {
          outline: `3px solid ${primary}`,
          outlineOffset: 2,
        },
      },
    },
    MuiButton: {
      styleOverrides: {
        root: ({ theme: t }) => ({
          [t.breakpoints.down('sm')]: { minHeight: 48 },
        }),
      },
    },
    MuiIconButton: {
      styleOverrides: {
        root: ({ theme: t }) => ({
          [t.breakpoints.down('sm')]: { minWidth: 48, minHeight: 48 },
        }),
      },
    },
    MuiCheckbox: {
      styleOverrides: {
        root: ({ theme: t }) => ({
          [t.breakpoints.down('sm')]: { padding: 12 },
        }),
      },
    },
    MuiMenuItem: {
      styleOverrides: {
        root: ({ theme: t }) => ({
          [t.breakpoints.down('sm')]: { minHeight: 48 },
        }),
      },
    },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'dense' } },
    // Every tooltip waits the same (spec 2 §9); no tooltip sets its own delay.
    MuiTooltip: {
      defaultProps: { enterDelay: TOOLTIP_DELAY_MS, enterNextDelay: TOOLTIP_DELAY_MS },
    },
  },
};

/** The app's theme, with MUI's built-in texts of `locale` (mui-locales.ts) when given. */
export function createAppTheme(locale: Localization | null = null): Theme {
  return locale ? createTheme(THEME_OPTIONS, locale) : createTheme(THEME_OPTIONS);
}
