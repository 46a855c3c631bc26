import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { CSV_DATE_FORMATS, CSV_ENCODINGS, CSV_SEPARATORS } from '@transitdocs/domain';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.ts';
import { FormSelect } from '../../ui/index.ts';
import { TOUCH_TARGET } from './profile-paths.ts';
import type { SettingsForm } from './settings-form.ts';

const OPTIONS = [
  ['useNipWhenContractorMissing', 'use_nip_when_contractor_missing'],
  ['useMyCompanyWhenSenderMissing', 'use_my_company_when_sender_missing'],
  ['useMyCompanyWhenReceiverMissing', 'use_my_company_when_receiver_missing'],
  ['useMyCompanyWhenCarrierMissing', 'use_my_company_when_carrier_missing'],
  ['shareTransitToDriversNumber', 'share_transit_to_drivers_number'],
] as const;

/**
 * The company's CSV import settings in the owner's profile (spec 3 §6): how a file is read and
 * the import's options. The column mapping needs a file's header, so it stays in the import.
 */
export function CsvSettingsFields(props: { control: Control<SettingsForm>; isDisabled: boolean }) {
  const { control, isDisabled } = props;
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation('csv_import');
  return (
    <Stack component="fieldset" spacing={1.5} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {t('csv_settings')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelect
          control={control}
          name="csv_upload_settings.separator"
          id="profile-csv-separator"
          label={tc('file.separator')}
          options={CSV_SEPARATORS.map((value) => ({ value, label: tc(`separators.${value}`) }))}
          fullWidth
          disabled={isDisabled}
        />
        <FormSelect
          control={control}
          name="csv_upload_settings.encoding"
          id="profile-csv-encoding"
          label={tc('file.encoding')}
          options={CSV_ENCODINGS.map((value) => ({ value, label: tc(`encodings.${value}`) }))}
          fullWidth
          disabled={isDisabled}
        />
        <FormSelect
          control={control}
          name="csv_upload_settings.dateOptions.format"
          id="profile-csv-date-format"
          label={tc('options.date_format')}
          options={CSV_DATE_FORMATS.map((value) => ({
            value,
            label: tc(`date_formats.${value}`),
          }))}
          fullWidth
          disabled={isDisabled}
        />
      </Stack>
      {OPTIONS.map(([name, label]) => (
        <Controller
          key={name}
          control={control}
          name={`csv_upload_settings.${name}`}
          render={({ field }) => (
            <FormControlLabel
              sx={TOUCH_TARGET}
              disabled={isDisabled}
              label={tc(`options.${label}`)}
              control={
                <Switch
                  name={field.name}
                  slotProps={{ input: { ref: field.ref } }}
                  checked={field.value}
                  onBlur={field.onBlur}
                  onChange={(_event, checked) => {
                    field.onChange(checked);
                  }}
                />
              }
            />
          )}
        />
      ))}
    </Stack>
  );
}
