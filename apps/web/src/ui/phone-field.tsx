import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { PHONE_DEFAULT_PREFIX } from '@transitdocs/domain';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field.tsx';

const PHONE_INPUT = {
  type: 'tel',
  autoComplete: 'tel',
  placeholder: `${PHONE_DEFAULT_PREFIX}123456789`,
} as const;

/** A plain (unbound) phone input. */
export function PhoneInput(props: TextFieldProps) {
  return <TextField {...PHONE_INPUT} {...props} />;
}

/**
 * A phone field bound to react-hook-form; give the form a default of `PHONE_DEFAULT_PREFIX` (+48,
 * spec 3 §5); the schema strips spaces.
 */
export function PhoneField<T extends FieldValues>(props: FormTextFieldProps<T>) {
  return <FormTextField {...PHONE_INPUT} maxLength={20} {...props} />;
}
