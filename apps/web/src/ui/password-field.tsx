import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field.tsx';
import { usePasswordVisibility } from './password-visibility.tsx';

/** A plain (unbound) password input with a show/hide button. */
export function PasswordInput(props: TextFieldProps) {
  const { type, adornment } = usePasswordVisibility();
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
  const { type, adornment } = usePasswordVisibility();
  return (
    <FormTextField
      autoComplete="current-password"
      {...props}
      type={type}
      slotProps={{ ...props.slotProps, input: { endAdornment: adornment } }}
    />
  );
}
