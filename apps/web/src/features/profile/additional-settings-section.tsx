import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { DocumentTypesResponse, ProfileSettings } from '@transitdocs/domain';
import { useState } from 'react';
import { Controller, useForm, type Control, type FieldPath } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.ts';
import { applyServerErrors, FormSelect, ResultDialog } from '../../ui/index.ts';
import { AlertTypesEditor } from './alert-types-editor.tsx';
import { CsvSettingsFields } from './csv-settings-fields.tsx';
import { listDefaultDocumentOptions } from './default-document-options.ts';
import { useUpdateProfileSettingsMutation } from './profile-api.ts';
import { TOUCH_TARGET } from './profile-paths.ts';
import { ReportSettingsButton } from './report-settings-button.tsx';
import { collectServerMessages } from './server-messages.ts';
import { buildSettingsPatch, SettingsForm, toSettingsForm } from './settings-form.ts';

type AdditionalSettingsSectionProps = {
  settings: ProfileSettings;
  documentTypes: DocumentTypesResponse;
  mayCompanySettings: boolean;
  isOnline: boolean;
};

type SaveOutcome = { kind: 'saved' } | { kind: 'failed'; messages: string[] };

/** A company-wide on/off setting, with what it does in words beneath when that needs saying. */
function SettingSwitch({
  control,
  name,
  label,
  helperText,
  isDisabled,
}: {
  control: Control<SettingsForm>;
  name: 'is_auto_accept_notifications' | 'is_auto_send_links';
  label: string;
  helperText?: string;
  isDisabled: boolean;
}) {
  const hintId = `profile-${name}-hint`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Stack spacing={0.5}>
          <FormControlLabel
            sx={TOUCH_TARGET}
            disabled={isDisabled}
            label={label}
            control={
              <Switch
                name={field.name}
                slotProps={{
                  input: {
                    ref: field.ref,
                    ...(helperText ? { 'aria-describedby': hintId } : {}),
                  },
                }}
                checked={field.value}
                onBlur={field.onBlur}
                onChange={(_event, checked) => {
                  field.onChange(checked);
                }}
              />
            }
          />
          {helperText && (
            <Typography id={hintId} variant="body2" color="text.secondary">
              {helperText}
            </Typography>
          )}
        </Stack>
      )}
    />
  );
}

export function AdditionalSettingsSection({
  settings,
  documentTypes,
  mayCompanySettings,
  isOnline,
}: AdditionalSettingsSectionProps) {
  const { t } = useTranslation('profile');
  const mutation = useUpdateProfileSettingsMutation();
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const { control, getValues, handleSubmit, reset, setError } = useForm<SettingsForm>({
    resolver: zodResolver(SettingsForm),
    defaultValues: toSettingsForm(settings),
  });
  const options = listDefaultDocumentOptions(documentTypes, settings.default_document).map(
    (choice) => ({ value: choice, label: t(`default_document_choices.${choice}`) }),
  );

  const serverErrorFields = (): FieldPath<SettingsForm>[] => [
    'default_document',
    'is_auto_accept_notifications',
    'is_auto_send_links',
    ...getValues('alert_types').map((_, index) => `alert_types.${index}.message` as const),
  ];

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await mutation.mutateAsync(buildSettingsPatch(values, mayCompanySettings));
      reset(toSettingsForm(saved));
      setOutcome({ kind: 'saved' });
    } catch (error) {
      applyServerErrors(setError, error, { fields: serverErrorFields() });
      setOutcome({ kind: 'failed', messages: collectServerMessages(error) });
    }
  });

  const isDisabled = !isOnline || mutation.isPending;

  return (
    <>
      <Stack
        component="form"
        aria-labelledby="additional-settings-heading"
        noValidate
        spacing={2}
        onSubmit={submit}
      >
        <Typography id="additional-settings-heading" variant="h6" component="h2">
          {t('additional_settings')}
        </Typography>
        <FormSelect
          control={control}
          name="default_document"
          id="profile-default-document"
          label={t('default_document')}
          options={options}
          fullWidth
          disabled={isDisabled}
        />
        {mayCompanySettings && (
          <>
            <SettingSwitch
              control={control}
              name="is_auto_accept_notifications"
              label={t('auto_accept_notifications')}
              isDisabled={isDisabled}
            />
            <SettingSwitch
              control={control}
              name="is_auto_send_links"
              label={t('auto_send_links')}
              helperText={t('auto_send_links_hint')}
              isDisabled={isDisabled}
            />
            <AlertTypesEditor control={control} isDisabled={isDisabled} />
            <CsvSettingsFields control={control} isDisabled={isDisabled} />
            <ReportSettingsButton isDisabled={!isOnline} />
          </>
        )}
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" sx={TOUCH_TARGET} disabled={isDisabled}>
            {t('save_settings')}
          </Button>
        </Stack>
      </Stack>
      <ResultDialog
        open={outcome !== null}
        severity={outcome?.kind === 'failed' ? 'error' : 'success'}
        title={
          outcome?.kind === 'failed'
            ? t('error_could_not_update_profile')
            : t('successfully_updated_profile')
        }
        messages={outcome?.kind === 'failed' ? outcome.messages : []}
        onClose={() => {
          setOutcome(null);
        }}
      />
    </>
  );
}
