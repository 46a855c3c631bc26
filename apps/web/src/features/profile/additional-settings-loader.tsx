import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../i18n/react.ts';
import { AdditionalSettingsSection } from './additional-settings-section.tsx';
import { useDocumentTypesQuery, useProfileSettingsQuery } from './profile-api.ts';

type AdditionalSettingsLoaderProps = { mayCompanySettings: boolean; isOnline: boolean };

/** Loads the settings and the company's document types before the form starts from them. */
export function AdditionalSettingsLoader({
  mayCompanySettings,
  isOnline,
}: AdditionalSettingsLoaderProps) {
  const { t } = useTranslation('profile');
  const settingsQuery = useProfileSettingsQuery();
  const documentTypesQuery = useDocumentTypesQuery();

  if (settingsQuery.isError || documentTypesQuery.isError) {
    return (
      <Alert severity="error" role="alert">
        {t('could_not_load_settings')}
      </Alert>
    );
  }
  if (!settingsQuery.data || !documentTypesQuery.data) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label={t('loading_settings')}>
        <Skeleton variant="text" width="40%" height={32} />
        <Skeleton variant="rounded" height={56} />
        {mayCompanySettings && <Skeleton variant="rounded" height={48} />}
        {mayCompanySettings && <Skeleton variant="rounded" height={160} />}
      </Stack>
    );
  }
  return (
    <AdditionalSettingsSection
      settings={settingsQuery.data}
      documentTypes={documentTypesQuery.data}
      mayCompanySettings={mayCompanySettings}
      isOnline={isOnline}
    />
  );
}
