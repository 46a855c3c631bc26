import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { Control, FieldPath } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.ts';
import { FormDateField, FormSelect, FormTimeField } from '../../ui/index.ts';
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

/** A typed date (yyyy-MM-dd, with a Monday-first calendar) or 24-hour time (HH:mm). */
export function DateTimeField({ type, ...props }: PathField & { type: 'date' | 'time' }) {
  return type === 'date' ? <FormDateField {...props} /> : <FormTimeField {...props} />;
}

/** A country code select with an empty first choice (an empty row stays empty). */
export function CountrySelect(props: PathField) {
  const { i18n } = useTranslation();
  // The empty choice shows nothing; the label sits above the box as on every select.
  const options = [{ value: '', label: '' }, ...countryOptions(i18n.language)];
  return <FormSelect {...props} options={options} />;
}
