import Divider from '@mui/material/Divider';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isPrimary, type User } from '@transitdocs/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { AdditionalSettingsLoader } from './additional-settings-loader.tsx';
import { PasswordChangeSection } from './password-change-section.tsx';
import { PinChangeSection } from './pin-change-section.tsx';
import { ProfileDataSection } from './profile-data-section.tsx';
import { mayUser } from '../../app/may-user.ts';
import { useOnline } from '../../app/use-online.ts';
import { PushSwitch } from '../notifications/push-switch.tsx';

type ProfileSettingsContentProps = { user: User };

export function ProfileSettingsContent({ user }: ProfileSettingsContentProps) {
  const { t } = useTranslation('profile');
  const isOnline = useOnline();
  const [snackbar, setSnackbar] = useState<string | null>(null);
  // The PIN block is hidden for the owner (spec 3 §2); the company's settings are his (§6).
  const isPrimaryAccount = isPrimary(user);
  const mayCompanySettings = mayUser(user, 'company_settings');

  return (
    <>
      <Stack spacing={3} divider={<Divider flexItem />}>
        {!isOnline && (
          <Typography role="status" color="warning.main">
            {t('offline')}
          </Typography>
        )}
        <ProfileDataSection user={user} />
        {!isPrimaryAccount && <PinChangeSection isOnline={isOnline} onSuccess={setSnackbar} />}
        <PasswordChangeSection isOnline={isOnline} onSuccess={setSnackbar} />
        <PushSwitch />
        <AdditionalSettingsLoader mayCompanySettings={mayCompanySettings} isOnline={isOnline} />
      </Stack>
      <Snackbar
        open={snackbar !== null}
        autoHideDuration={4000}
        message={snackbar}
        onClose={() => {
          setSnackbar(null);
        }}
      />
    </>
  );
}
