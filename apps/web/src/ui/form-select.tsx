import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field.tsx';

export type SelectOption = { value: string; label: string };

export type FormSelectProps<T extends FieldValues> = FormTextFieldProps<T> & {
  options: readonly SelectOption[];
};

/**
 * A native select: quick with a keyboard, the phone's own picker on mobile. Its label always sits
 * above the box, because a native select shows its first option's text even when the value is empty.
 */
export function FormSelect<T extends FieldValues>({ options, ...props }: FormSelectProps<T>) {
  return (
    <FormTextField
      {...props}
      select
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </FormTextField>
  );
}
