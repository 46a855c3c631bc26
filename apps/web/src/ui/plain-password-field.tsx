import { usePasswordVisibility } from './password-visibility.tsx';
import { PlainTextField, type PlainTextFieldProps } from './plain-text-field.tsx';

/** `PlainTextField` for a password, with the show/hide button of `PasswordField`. */
export function PlainPasswordField(props: Omit<PlainTextFieldProps, 'type' | 'endAdornment'>) {
  const { type, adornment } = usePasswordVisibility();
  return (
    <PlainTextField
      autoComplete="current-password"
      {...props}
      type={type}
      endAdornment={adornment}
    />
  );
}
