import { describe, expect, it } from 'vitest';
import { sunlightTheme } from '../features/inspection/sunlight-theme.ts';
import { createAppTheme } from './theme.ts';

// The production build leaves out MUI's CSS-variables themes and its ripple
// (scripts/mui-unused-parts.ts): every theme the app makes must need neither.
describe('the themes the build can draw', () => {
  it.each([
    ['the app theme', createAppTheme()],
    ['the sunlight theme', sunlightTheme],
  ])('%s is a plain theme, without colour schemes or CSS variables', (_name, theme) => {
    expect('colorSchemes' in theme).toBe(false);
    expect('vars' in theme && theme.vars).toBeFalsy();
  });

  it('opens every tooltip after 500 ms (spec 2 §9)', () => {
    const tooltip = createAppTheme().components?.MuiTooltip?.defaultProps;
    expect(tooltip?.enterDelay).toBe(500);
    expect(tooltip?.enterNextDelay).toBe(500);
  });

  it('turns the ripple off for every button', () => {
    expect(createAppTheme().components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
  });
});
