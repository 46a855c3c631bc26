import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelect, useTranslateError } from '../../ui/index.ts';
import { countryOptions } from '../auth/country-options.ts';
import type { TransitFormValues } from './transit-form-values.ts';

/** A responsive grid of fields: one column on a phone, `columns` on a wide screen. */
export function FieldGrid({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: '1fr',
          sm: `repeat(${String(Math.min(columns, 2))}, minmax(0, 1fr))`,
          md: `repeat(${String(columns)}, minmax(0, 1fr))`,
        },
        columnGap: 1.5,
        rowGap: 1.5,
      }}
    >
      {children}
    </Box>
  );
}

type SystemStyle = Exclude<SxProps<Theme>, readonly unknown[]>;

/** A bordered, named block of fields (a place, a receiver, a cargo line, a carrier). */
export function FieldGroup(props: {
  label: string;
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  sx?: SxProps<Theme>;
}) {
  const { label, title, actions, children, sx } = props;
  return (
    <Box
      role="group"
      aria-label={label}
      sx={[
        { border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1, sm: 1.5 }, mb: 1.5 },
        ...(Array.isArray(sx) ? (sx as SystemStyle[]) : sx ? [sx as SystemStyle] : []),
      ]}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
          mb: 1,
          minHeight: 32,
        }}
      >
        <Box sx={{ flex: '1 0 auto', fontWeight: 600 }}>{title ?? label}</Box>
        {actions}
      </Box>
      {children}
    </Box>
  );
}

type PathField = {
  control: Control<TransitFormValues>;
  name: FieldPath<TransitFormValues>;
  label: string;
  disabled?: boolean;
};

/**
 * A native date (yyyy-MM-dd) or time (HH:mm) input: the browser's own picker, in the interface
 * language, whose week starts on Monday for Polish and British English.
 */
export function DateTimeField({ type, ...props }: PathField & { type: 'date' | 'time' }) {
  const { control, name, label, disabled } = props;
  const { field, fieldState } = useController({ control, name });
  const translateError = useTranslateError();
  const { i18n } = useTranslation();
  const message = fieldState.error?.message;
  const value: unknown = field.value;
  return (
    <TextField
      type={type}
      name={field.name}
      label={label}
      inputRef={field.ref}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => {
        field.onChange(event.target.value);
      }}
      onBlur={field.onBlur}
      disabled={disabled}
      error={Boolean(message)}
      helperText={message ? translateError(message) : undefined}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { lang: i18n.language } }}
    />
  );
}

/** A country code select with an empty first choice (an empty row stays empty). */
export function CountrySelect(props: PathField) {
  const { i18n } = useTranslation();
  // The empty choice shows nothing, so the label sits in the field like in an empty text field.
  const options = [{ value: '', label: '' }, ...countryOptions(i18n.language)];
  return <FormSelect {...props} options={options} />;
}
