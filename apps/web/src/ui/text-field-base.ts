import type { Ref } from 'react';

/** What the typed date and time fields share with the forms that hold them. */
export type TypedFieldProps = {
  label: string;
  name?: string;
  /** `yyyy-MM-dd` or `HH:mm` as stored; anything else as typed. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The form's error, already translated; the field's own format check comes after it. */
  error?: string;
  helperText?: string;
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};
