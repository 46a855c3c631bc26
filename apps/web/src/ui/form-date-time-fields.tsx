import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DateField } from './date-field.tsx';
import { TimeField } from './time-field.tsx';
import { useTranslateError } from './use-translate-error.ts';

export type FormDateTimeFieldProps<T extends FieldValues> = {
  name: FieldPath<T>;
  control: Control<T>;
  label: string;
  disabled?: boolean;
  required?: boolean;
};

/** The field state a typed date or time field needs from react-hook-form. */
function useTypedField<T extends FieldValues>({ name, control }: FormDateTimeFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  const translateError = useTranslateError();
  const message = fieldState.error?.message;
  const value: unknown = field.value;
  return {
    name: field.name,
    // The form keeps the text as typed (the schema judges it); null and undefined show empty.
    value: typeof value === 'string' ? value : '',
    onChange: (text: string) => {
      field.onChange(text);
    },
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: message ? translateError(message) : undefined,
  };
}

/** A `yyyy-MM-dd` date with its calendar, bound to react-hook-form. */
export function FormDateField<T extends FieldValues>(props: FormDateTimeFieldProps<T>) {
  return (
    <DateField
      {...useTypedField(props)}
      label={props.label}
      disabled={props.disabled}
      required={props.required}
    />
  );
}

/** A 24-hour `HH:mm` time, bound to react-hook-form. */
export function FormTimeField<T extends FieldValues>(props: FormDateTimeFieldProps<T>) {
  return (
    <TimeField
      {...useTypedField(props)}
      label={props.label}
      disabled={props.disabled}
      required={props.required}
    />
  );
}
