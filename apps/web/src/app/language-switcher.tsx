import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LANGUAGES, LANGUAGE_NATIVE_NAMES, type Language } from '@transitdocs/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../i18n/i18n.ts';
import { LanguageFlag } from './language-flag.tsx';

/** Flag menu of the five interface languages; the choice is remembered on this device. */
export function LanguageSwitcher({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t } = useTranslation('common');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const language = currentLanguage();

  const choose = async (next: Language) => {
    setAnchor(null);
    await changeLanguage(next);
  };

  return (
    <>
      <Button
        color={color}
        aria-label={t('language')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
        }}
        sx={{ minWidth: 48, minHeight: 48, gap: 0.75 }}
      >
        <LanguageFlag language={language} label={LANGUAGE_NATIVE_NAMES[language]} />
        <span aria-hidden>{language.slice(0, 2).toUpperCase()}</span>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => {
          setAnchor(null);
        }}
      >
        {LANGUAGES.map((option) => (
          <MenuItem
            key={option}
            lang={option}
            selected={option === language}
            onClick={() => choose(option)}
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <LanguageFlag language={option} size={24} />
            </ListItemIcon>
            <ListItemText>{LANGUAGE_NATIVE_NAMES[option]}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
