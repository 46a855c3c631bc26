import { createTheme } from '@mui/material/styles';
import { MOBILE_BREAKPOINT, WIDE_BREAKPOINT } from '@transitdocs/domain';

/** The darkest grey the view may use besides black: anything lighter fades in sunlight. */
export const SUNLIGHT_GREY = '#333333';

/**
 * The inspection view's own theme, read in full sun by an officer at arm's length: black on
 * white, body text at 20 px (never under 18), bold labels, dark red and dark green only where
 * a state needs a colour (always beside words and an icon), thick focus rings, large targets.
 */
export const sunlightTheme = createTheme({
  breakpoints: {
    values: { xs: 0, sm: MOBILE_BREAKPOINT, md: 900, lg: WIDE_BREAKPOINT, xl: 1600 },
  },
  palette: {
    mode: 'light',
    primary: { main: '#000000', contrastText: '#ffffff' },
    secondary: { main: SUNLIGHT_GREY, contrastText: '#ffffff' },
    error: { main: '#a30000', contrastText: '#ffffff' },
    success: { main: '#0b5a2a', contrastText: '#ffffff' },
    text: { primary: '#000000', secondary: SUNLIGHT_GREY },
    background: { default: '#ffffff', paper: '#ffffff' },
    divider: SUNLIGHT_GREY,
  },
  shape: { borderRadius: 6 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontSize: 18,
    htmlFontSize: 16,
    body1: { fontSize: '1.25rem', lineHeight: 1.45 },
    body2: { fontSize: '1.125rem', lineHeight: 1.45 },
    h1: { fontSize: '1.75rem', fontWeight: 800, lineHeight: 1.2 },
    h2: { fontSize: '1.5rem', fontWeight: 800, lineHeight: 1.25 },
    h3: { fontSize: '1.3rem', fontWeight: 800, lineHeight: 1.3 },
    button: { fontSize: '1.15rem', fontWeight: 700, textTransform: 'none' },
    caption: { fontSize: '1.125rem' },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        '*:focus-visible:not(input, textarea, select)': {
          outline: '4px solid #000000',
          outlineOffset: 3,
        },
      },
    },
    MuiButtonBase: { defaultProps: { disableRipple: true } },
    MuiButton: {
      styleOverrides: {
        root: { minHeight: 56, borderWidth: 2, '&:hover': { borderWidth: 2 } },
        outlined: { borderColor: '#000000', borderWidth: 2, color: '#000000' },
      },
    },
    MuiToggleButton: {
      styleOverrides: {
        root: {
          minHeight: 56,
          fontSize: '1.15rem',
          fontWeight: 700,
          color: '#000000',
          borderColor: '#000000',
          borderWidth: 2,
          textTransform: 'none',
          '&.Mui-selected, &.Mui-selected:hover': { color: '#ffffff', backgroundColor: '#000000' },
        },
      },
    },
    MuiAlert: {
      styleOverrides: {
        root: { fontSize: '1.15rem', border: '2px solid currentColor', alignItems: 'center' },
      },
    },
  },
});
