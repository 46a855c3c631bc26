import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ReactNode, type Ref } from 'react';

export type PlainTextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  /** Kept for assistive technology; the label shows no asterisk unless `requiredMark`. */
  required?: boolean;
  /** An asterisk after the label of a required field, as a plain MUI `TextField` shows it. */
  requiredMark?: boolean;
  disabled?: boolean;
  /** The message shown beneath in red, already translated; replaces `helperText`. */
  error?: ReactNode;
  helperText?: ReactNode;
  endAdornment?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  maxLength?: number;
};

/**
 * An outlined, labelled text field that looks and reads like the app's `TextField` (full width,
 * dense margin, helper text tied to the input): the same parts MUI's `TextField` renders,
 * without the select machinery (`Select`, `Menu`, `Popover`, `Modal`, about 15 KB gzipped) it
 * always imports. For the public screens that a first visit opens (the login form).
 */
export function PlainTextField({
  label,
  value,
  onChange,
  onBlur,
  name,
  type,
  autoComplete,
  autoFocus,
  required = false,
  requiredMark = false,
  disabled = false,
  error,
  helperText,
  endAdornment,
  inputRef,
  maxLength,
}: PlainTextFieldProps) {
  const id = useId();
  const helper = error ?? helperText;
  const helperId = helper ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      className="MuiTextField-root"
      fullWidth
      margin="dense"
      required={required}
      disabled={disabled}
      error={Boolean(error)}
    >
      <InputLabel htmlFor={id} id={`${id}-label`} required={required && requiredMark}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        label={label}
        value={value}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        inputRef={inputRef}
        endAdornment={endAdornment}
        aria-describedby={helperId}
        inputProps={{ maxLength }}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        onBlur={onBlur}
        fullWidth
      />
      {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
    </FormControl>
  );
}
