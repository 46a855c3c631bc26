import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { useTranslation } from '../i18n/react.ts';

/**
 * The show/hide button of a password field, so people on phones can check what they typed:
 * the input type to use and the end adornment that switches it.
 */
export function usePasswordVisibility() {
  const { t } = useTranslation('common');
  const [isVisible, setVisible] = useState(false);
  const adornment = (
    <InputAdornment position="end">
      <IconButton
        onClick={() => {
          setVisible((visible) => !visible);
        }}
        edge="end"
        // A title, not aria-label: the button is still named, yet a search for the field by its
        // label ("Password") finds only the field.
        title={t(isVisible ? 'actions.hide_password' : 'actions.show_password')}
      >
        {isVisible ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </InputAdornment>
  );
  return { type: isVisible ? 'text' : 'password', adornment };
}
