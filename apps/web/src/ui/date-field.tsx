import CalendarMonth from '@mui/icons-material/CalendarMonthOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n/react.ts';
import { formatDate, isDateText, maskDateText, parseDate } from './date-time.ts';
import { MonthCalendar } from './month-calendar.tsx';
import type { TypedFieldProps } from './text-field-base.ts';
import { useFormatError } from './use-format-error.ts';

export type DateFieldProps = TypedFieldProps & {
  /** "Today" of the calendar, for tests. */
  today?: Date;
};

/**
 * A date typed as `yyyy-MM-dd` whatever the browser's locale, or picked from a calendar whose
 * weeks start on Monday (spec 1 §5). A text that is no such date shows `invalid_date` once the
 * field is left.
 */
export function DateField(props: DateFieldProps) {
  const { label, name, value, onChange, onBlur, error, helperText, disabled, readOnly } = props;
  const { t } = useTranslation('dates');
  const id = useId();
  const anchorRef = useRef<HTMLDivElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const { message, markLeft } = useFormatError(value, isDateText, 'invalid_date', error);
  const canPick = !disabled && !readOnly;

  return (
    <>
      <TextField
        id={id}
        ref={anchorRef}
        label={label}
        name={name}
        value={value}
        required={props.required}
        disabled={disabled}
        inputRef={props.inputRef}
        onChange={(event) => {
          onChange(maskDateText(event.target.value));
        }}
        onBlur={() => {
          markLeft();
          onBlur?.();
        }}
        error={Boolean(message)}
        helperText={message ?? helperText}
        fullWidth
        placeholder={t('date_placeholder')}
        autoComplete="off"
        slotProps={{
          // The format stays in sight above the empty field.
          inputLabel: { shrink: true, required: false },
          htmlInput: { inputMode: 'numeric', maxLength: 10, readOnly },
          input: {
            endAdornment: canPick ? (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  aria-label={t('open_calendar')}
                  aria-describedby={`${id}-label`}
                  aria-haspopup="dialog"
                  aria-expanded={isOpen}
                  onClick={() => {
                    setIsOpen(true);
                  }}
                  sx={{ width: 48, height: 48 }}
                >
                  <CalendarMonth />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
      <Popover
        open={isOpen}
        anchorEl={() => anchorRef.current}
        onClose={() => {
          setIsOpen(false);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('calendar') } }}
      >
        <MonthCalendar
          selected={parseDate(value.trim())}
          today={props.today}
          onPick={(day) => {
            onChange(formatDate(day));
            setIsOpen(false);
          }}
        />
      </Popover>
    </>
  );
}
