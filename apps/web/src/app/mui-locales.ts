import { deDE, esES, plPL, ukUA, type Localization } from '@mui/material/locale';
import type { Language } from '@transitdocs/domain';

/**
 * MUI's own texts (an autocomplete's Open/Close/Clear buttons, the pager's labels) in the
 * interface language. English is MUI's default; MUI's Spanish calls the open button "Abierto"
 * ("opened"), so it is put right here.
 */
export const MUI_LOCALES: Record<Language, Localization | null> = {
  'en-GB': null,
  pl: plPL,
  uk: ukUA,
  de: deDE,
  es: {
    components: {
      ...esES.components,
      MuiAutocomplete: {
        defaultProps: { ...esES.components?.MuiAutocomplete?.defaultProps, openText: 'Abrir' },
      },
    },
  },
};
