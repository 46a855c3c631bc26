import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CSV_DATE_FORMATS,
  CSV_DATE_SEPARATORS,
  resolveCsvMapping,
  type CsvImportResponse,
  type CsvMetadataResponse,
} from '@transitdocs/domain';
import { memo, useMemo, useState } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.ts';
import { useOnline } from '../../app/use-online.ts';
import {
  applyServerErrors,
  FormCheckbox,
  FormSelect,
  useTranslateError,
  type SelectOption,
} from '../../ui/index.ts';
import { importCsv, type CsvSource } from './csv-import-api.ts';
import {
  exampleValue,
  formatExampleDate,
  groupOptions,
  toMappingRequest,
  type MappingStepValues,
} from './csv-import-form.ts';

const TOUCH_TARGET = { minHeight: 48 } as const;

/** The options of csv/import/ `settings` that are yes/no, in the order they are shown. */
const SWITCHES = [
  'use_nip_when_contractor_missing',
  'use_my_company_when_sender_missing',
  'use_my_company_when_receiver_missing',
  'use_my_company_when_carrier_missing',
  'share_transit_to_drivers_number',
] as const;

const SETTINGS_PATHS = [
  ...SWITCHES.map((name) => `settings.${name}` as const),
  'settings.date_format',
  'settings.date_separator',
] as const;

export type CsvMappingStepProps = {
  source: CsvSource;
  metadata: CsvMetadataResponse;
  initialValues: MappingStepValues;
  onBack: () => void;
  onImported: (result: CsvImportResponse) => void;
};

function DateOptions({ control }: { control: Control<MappingStepValues> }) {
  const { t } = useTranslation('csv_import');
  const separator = useWatch({ control, name: 'settings.date_separator' });
  const formatOptions = CSV_DATE_FORMATS.map((format) => ({
    value: format,
    label: t('options.date_format_option', {
      format: t(`date_formats.${format}`),
      example: formatExampleDate(format, separator),
    }),
  }));
  const separatorOptions = CSV_DATE_SEPARATORS.map((value) => ({ value, label: value }));
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
      <FormSelect
        control={control}
        name="settings.date_format"
        label={t('options.date_format')}
        options={formatOptions}
      />
      <FormSelect
        control={control}
        name="settings.date_separator"
        label={t('options.date_separator')}
        options={separatorOptions}
      />
    </Box>
  );
}

/**
 * A select per importable field, grouped as the contract groups them. Memoised: 50 selects are
 * not redrawn when only the submit state changes.
 */
const MappingFields = memo(function MappingFields({
  control,
  metadata,
}: {
  control: Control<MappingStepValues>;
  metadata: CsvMetadataResponse;
}) {
  const { t } = useTranslation('csv_import');
  const columnOptions = useMemo(() => {
    const columns = metadata.columns.map((column, index) => {
      const example = exampleValue(metadata, index);
      return {
        value: column,
        label: example ? t('mapping.column_with_example', { column, example }) : column,
      };
    });
    const none = (key: string): SelectOption[] => [{ value: '', label: t(key) }, ...columns];
    return { required: none('mapping.choose_column'), optional: none('mapping.not_imported') };
  }, [metadata, t]);
  return groupOptions(metadata.mapping_options).map(({ group, options }) => (
    <Box component="fieldset" key={group} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t(`groups.${group}`, { defaultValue: group })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {options.map((option) => (
          <FormSelect
            key={option.key}
            control={control}
            name={`mapping.${option.key}`}
            label={t(option.label, { defaultValue: option.key })}
            required={option.required}
            helperText={option.required ? t('mapping.required') : undefined}
            options={option.required ? columnOptions.required : columnOptions.optional}
          />
        ))}
      </Box>
    </Box>
  ));
});

/**
 * Step 2: a column for each importable field (required ones must have one) and the import
 * options; "Import" sends the file again with the mapping (csv/import/).
 */
export function CsvMappingStep(props: CsvMappingStepProps) {
  const { source, metadata, initialValues, onBack, onImported } = props;
  const { t } = useTranslation('csv_import');
  const translateError = useTranslateError();
  const isOnline = useOnline();
  const [failure, setFailure] = useState<string[]>([]);
  const { control, handleSubmit, setError, formState } = useForm<MappingStepValues>({
    defaultValues: initialValues,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure([]);
    // The server's own check of the mapping against the header row, made before sending.
    const mapping = toMappingRequest(values.mapping);
    const checked = resolveCsvMapping(metadata.columns, mapping);
    if (!checked.ok) {
      let isFirst = true;
      for (const { key } of metadata.mapping_options) {
        const messages = checked.errors[key];
        const [message] = Array.isArray(messages) ? messages : [];
        if (!message) continue;
        setError(`mapping.${key}`, { type: 'mapping', message }, { shouldFocus: isFirst });
        isFirst = false;
      }
      return;
    }
    try {
      onImported(await importCsv(source, mapping, values.settings));
    } catch (error) {
      // Field messages go under their select; anything else (e.g. about the file) to the alert.
      const fields = [
        ...metadata.mapping_options.map((option) => `mapping.${option.key}` as const),
        ...SETTINGS_PATHS,
      ];
      setFailure(applyServerErrors(setError, error, { fields }));
    }
  });

  const isImporting = formState.isSubmitting;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography>
            {t('mapping.intro', {
              name: source.file.name,
              rows: metadata.row_count,
              encoding: t(`encodings.${metadata.encoding}`),
            })}
          </Typography>
          <MappingFields control={control} metadata={metadata} />
          <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
            <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
              {t('options.title')}
            </Typography>
            <Stack>
              {SWITCHES.map((name) => (
                <FormCheckbox
                  key={name}
                  control={control}
                  name={`settings.${name}`}
                  label={t(`options.${name}`)}
                />
              ))}
            </Stack>
            <Box sx={{ mt: 2 }}>
              <DateOptions control={control} />
            </Box>
          </Box>
          {isImporting && <LinearProgress aria-label={t('mapping.importing')} />}
          {failure.length > 0 && (
            <Alert severity="error" role="alert">
              {t('mapping.failed')}
              {failure.map((message) => (
                <div key={message}>{translateError(message)}</div>
              ))}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack} disabled={isImporting} sx={TOUCH_TARGET}>
          {t('back')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          loading={isImporting}
          disabled={!isOnline}
          sx={TOUCH_TARGET}
        >
          {t('mapping.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}
