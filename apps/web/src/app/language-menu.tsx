import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LANGUAGES, LANGUAGE_NATIVE_NAMES, type Language } from '@transitdocs/domain';
import { LanguageFlag } from './language-flag.tsx';

/** The open list of the language switcher: the five interface languages with their flags. */
export function LanguageMenu({
  id,
  anchor,
  language,
  onChoose,
  onClose,
}: {
  id: string;
  anchor: HTMLElement | null;
  language: Language;
  onChoose: (language: Language) => void;
  onClose: () => void;
}) {
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {LANGUAGES.map((option) => (
        <MenuItem
          key={option}
          lang={option}
          selected={option === language}
          onClick={() => {
            onChoose(option);
          }}
        >
          <ListItemIcon sx={{ minWidth: 36 }}>
            <LanguageFlag language={option} size={24} />
          </ListItemIcon>
          <ListItemText>{LANGUAGE_NATIVE_NAMES[option]}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
