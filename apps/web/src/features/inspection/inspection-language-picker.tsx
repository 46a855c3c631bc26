import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { isLanguage, LANGUAGE_NATIVE_NAMES, type Language } from '@transitdocs/domain';
import { useId } from 'react';
import { LanguageFlag } from '../../app/language-flag.tsx';
import type { ViewTexts } from './inspection-values.ts';
import { INSPECTION_LANGUAGES } from './use-view-texts.ts';

/**
 * The inspector's language, one tap away: every language named in itself (he may not read the
 * current one), the chosen one black. Changes this view only, never the app's language.
 */
export function InspectionLanguagePicker({
  texts,
  value,
  onChange,
}: {
  texts: ViewTexts;
  value: Language;
  onChange: (language: Language) => void;
}) {
  const labelId = useId();
  return (
    <Box component="section" aria-labelledby={labelId}>
      <Typography id={labelId} sx={{ fontWeight: 700, mb: 1 }}>
        {texts.t('language')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        value={value}
        aria-labelledby={labelId}
        onChange={(_event, next: unknown) => {
          if (typeof next === 'string' && isLanguage(next)) onChange(next);
        }}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
          gap: 1,
          // Separate buttons, each with its own full border (the group joins them by default).
          '& .MuiToggleButtonGroup-grouped': {
            border: '2px solid #000000',
            borderRadius: 1,
            m: 0,
          },
          '& .MuiToggleButtonGroup-grouped:not(:first-of-type)': {
            borderLeft: '2px solid #000000',
            ml: 0,
          },
        }}
      >
        {INSPECTION_LANGUAGES.map((language) => (
          <ToggleButton
            key={language}
            value={language}
            lang={language}
            sx={{ justifyContent: 'flex-start', gap: 1.5, px: 1.5 }}
          >
            <LanguageFlag language={language} size={28} />
            {LANGUAGE_NATIVE_NAMES[language]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
