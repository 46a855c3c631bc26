import TextField from '@mui/material/TextField';
import { useTranslation } from '../i18n/react.ts';
import { isTimeText, maskTimeText } from './date-time.ts';
import type { TypedFieldProps } from './text-field-base.ts';
import { useFormatError } from './use-format-error.ts';

/**
 * A 24-hour time typed as `HH:mm` whatever the browser's locale (spec 1 §5); "2:05 PM" and other
 * shapes show `invalid_time` once the field is left.
 */
export function TimeField(props: TypedFieldProps) {
  const { label, name, value, onChange, onBlur, error, helperText, disabled, readOnly } = props;
  const { t } = useTranslation('dates');
  const { message, markLeft } = useFormatError(value, isTimeText, 'invalid_time', error);
  return (
    <TextField
      label={label}
      name={name}
      value={value}
      required={props.required}
      disabled={disabled}
      inputRef={props.inputRef}
      onChange={(event) => {
        onChange(maskTimeText(event.target.value));
      }}
      onBlur={() => {
        markLeft();
        onBlur?.();
      }}
      error={Boolean(message)}
      helperText={message ?? helperText}
      fullWidth
      placeholder={t('time_placeholder')}
      autoComplete="off"
      slotProps={{
        inputLabel: { shrink: true, required: false },
        htmlInput: { inputMode: 'numeric', maxLength: 5, readOnly },
      }}
    />
  );
}
