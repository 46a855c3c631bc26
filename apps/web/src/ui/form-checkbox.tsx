import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useId, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslateError } from './use-translate-error.ts';

export type FormCheckboxProps<T extends FieldValues> = {
  name: FieldPath<T>;
  control: Control<T>;
  label: ReactNode;
};

/** A labelled checkbox bound to react-hook-form, with its error beneath. */
export function FormCheckbox<T extends FieldValues>({
  name,
  control,
  label,
}: FormCheckboxProps<T>) {
  const { field, fieldState } = useController({ name, control });
  const translateError = useTranslateError();
  const errorId = useId();
  const message = fieldState.error?.message;
  return (
    <FormControl error={Boolean(message)} margin="dense">
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            name={field.name}
            checked={field.value === true}
            onChange={(event) => {
              field.onChange(event.target.checked);
            }}
            onBlur={field.onBlur}
            slotProps={{
              input: {
                ref: field.ref,
                ...(message ? { 'aria-describedby': errorId, 'aria-invalid': true } : {}),
              },
            }}
          />
        }
      />
      {message && <FormHelperText id={errorId}>{translateError(message)}</FormHelperText>}
    </FormControl>
  );
}
