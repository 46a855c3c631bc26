import Button from '@mui/material/Button';
import { LANGUAGE_NATIVE_NAMES, type Language } from '@transitdocs/domain';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from '../i18n/react.ts';
import { changeLanguage, currentLanguage } from '../i18n/i18n.ts';
import { LanguageFlag } from './language-flag.tsx';

const loadMenu = () => import('./language-menu.tsx');
// MUI's menu brings its popover, modal and focus trap (about 10 KB gzipped): fetched when the
// pointer or the focus reaches the button, not with the login or share-link screen.
const LanguageMenu = lazy(async () => ({ default: (await loadMenu()).LanguageMenu }));

/** Flag menu of the five interface languages; the choice is remembered on this device. */
export function LanguageSwitcher({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t } = useTranslation('common');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Stays mounted once opened, so closing it still plays the menu's exit transition.
  const [wasOpened, setWasOpened] = useState(false);
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
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setWasOpened(true);
        }}
        sx={{ minWidth: 48, minHeight: 48, gap: 0.75 }}
      >
        <LanguageFlag language={language} label={LANGUAGE_NATIVE_NAMES[language]} />
        <span aria-hidden>{language.slice(0, 2).toUpperCase()}</span>
      </Button>
      {wasOpened && (
        <Suspense fallback={null}>
          <LanguageMenu
            id={menuId}
            anchor={anchor}
            language={language}
            onChoose={(next) => void choose(next)}
            onClose={() => {
              setAnchor(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
