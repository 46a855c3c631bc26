import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslateError } from './use-translate-error.ts';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue'
> & {
  name: FieldPath<T>;
  control: Control<T>;
  /** Rewrites the typed text before it is stored, e.g. the PL zip mask. */
  transform?: (value: string) => string;
  /** Rewrites the text when the field is left, e.g. a coordinate into the one shown form. */
  normalize?: (value: string) => string;
  /** Character limit of the input itself (the schema still checks). */
  maxLength?: number;
};

/** A labelled text field bound to react-hook-form; its error key is shown translated beneath. */
export function FormTextField<T extends FieldValues>(props: FormTextFieldProps<T>) {
  const { name, control, transform, normalize, maxLength, helperText, slotProps, ...rest } = props;
  const { field, fieldState } = useController({ name, control });
  const translateError = useTranslateError();
  const message = fieldState.error?.message;
  const value: unknown = field.value;
  return (
    <TextField
      {...rest}
      name={field.name}
      inputRef={field.ref}
      value={typeof value === 'string' || typeof value === 'number' ? value : ''}
      onChange={(event) => {
        field.onChange(transform ? transform(event.target.value) : event.target.value);
      }}
      onBlur={() => {
        if (normalize && typeof value === 'string') {
          const normalized = normalize(value);
          if (normalized !== value) field.onChange(normalized);
        }
        field.onBlur();
      }}
      error={Boolean(message)}
      helperText={message ? translateError(message) : helperText}
      slotProps={{
        ...slotProps,
        // Required fields keep `required` for assistive technology but show no asterisk: the
        // label stays the plain text (optional fields say so instead).
        inputLabel: { ...(slotProps?.inputLabel as object | undefined), required: false },
        htmlInput: { maxLength, ...(slotProps?.htmlInput as object | undefined) },
      }}
    />
  );
}
