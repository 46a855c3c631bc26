import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field.tsx';

function useVisibilityToggle() {
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

/** A plain (unbound) password input with a show/hide button. */
export function PasswordInput(props: TextFieldProps) {
  const { type, adornment } = useVisibilityToggle();
  return (
    <TextField
      autoComplete="current-password"
      {...props}
      type={type}
      slotProps={{ ...props.slotProps, input: { endAdornment: adornment } }}
    />
  );
}

/**
 * A password field bound to react-hook-form (`name`, `control`) with a show/hide button, so people
 * on phones can check what they typed; its error key is shown translated beneath.
 */
export function PasswordField<T extends FieldValues>(props: FormTextFieldProps<T>) {
  const { type, adornment } = useVisibilityToggle();
  return (
    <FormTextField
      autoComplete="current-password"
      {...props}
      type={type}
      slotProps={{ ...props.slotProps, input: { endAdornment: adornment } }}
    />
  );
}
