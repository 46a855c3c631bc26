import type { Plugin } from 'vite';

/** A part of MUI this app never uses, and the module that stands in for it in the build. */
type Replacement = {
  /** The import as MUI writes it, and the MUI module that writes it. */
  source: RegExp;
  importer: RegExp;
  stub: string;
};

const FAIL = `() => {
  throw new Error('Left out of the build by scripts/mui-unused-parts.ts');
}`;

const REPLACEMENTS: Record<string, Replacement> = {
  // The app's theme has a palette and neither `colorSchemes` nor `cssVariables` (app/theme.ts):
  // `createTheme` and `ThemeProvider` only take their plain branch, and the CSS-variables one
  // (colour-scheme provider, variable generator, init script) was about 7 KB gzipped of every
  // first load. The stand-in fails loudly if a theme ever asks for it.
  'css-vars': {
    source: /^\.\/(ThemeProviderWithVars|createThemeWithVars)\.mjs$/,
    importer: /[\\/]@mui[\\/]material[\\/]styles[\\/](ThemeProvider|createTheme)\.mjs$/,
    stub: `const unused = ${FAIL};\nexport default unused;\nexport const CssVarsProvider = unused;\n`,
  },
  // Buttons have no ripple (app/theme.ts turns it off): the focus ring shows where the keyboard
  // is. The stand-in is a ripple that draws nothing, should a control ask for one anyway.
  ripple: {
    source: /^\.\/TouchRipple\.mjs$/,
    importer: /[\\/]@mui[\\/]material[\\/]ButtonBase[\\/]ButtonBase\.mjs$/,
    stub: `import { forwardRef, useImperativeHandle } from 'react';
const none = () => undefined;
export default forwardRef(function NoRipple(_props, ref) {
  useImperativeHandle(ref, () => ({ start: none, stop: none, pulsate: none }), []);
  return null;
});
`,
  },
  // MUI's styling engine (emotion) copies a component's statics only in `withTheme`, which
  // neither MUI nor the app calls; the CommonJS copier it wraps (with its own old react-is) cannot
  // be tree-shaken, about 1 KB gzipped of every first load. The stand-in fails loudly if called.
  'emotion-hoist-statics': {
    source: /^hoist-non-react-statics$/,
    importer: /[\\/]@emotion[\\/]react[\\/]/,
    stub: `export default ${FAIL};\n`,
  },
};

const PREFIX = '\0transitdocs-mui-stub:';

/** Swaps parts of MUI the app never shows for small stand-ins, in the production build only. */
export function muiUnusedParts(): Plugin {
  return {
    name: 'transitdocs-mui-stubs',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      for (const [name, { source: wanted, importer: from }] of Object.entries(REPLACEMENTS)) {
        if (wanted.test(source) && from.test(importer)) return `${PREFIX}${name}`;
      }
      return null;
    },
    load(id) {
      return id.startsWith(PREFIX) ? (REPLACEMENTS[id.slice(PREFIX.length)]?.stub ?? null) : null;
    },
  };
}
