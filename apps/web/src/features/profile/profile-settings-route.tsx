import CloseIcon from '@mui/icons-material/Close';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import { useId } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Route, Routes, useNavigate } from 'react-router';
import { useSession } from '../../app/session.tsx';
import { ResponsiveDialog } from '../../ui/index.ts';
import { ProfileSettingsContent } from './profile-settings-content.tsx';
import { DOCUMENTS_PATH } from './profile-paths.ts';
import { RemindPinDialog } from './remind-pin-dialog.tsx';

/** `/profile/settings/*`: the settings dialog over /documents, with `sendPin` stacked on top. */
export function ProfileSettingsRoute() {
  const { t } = useTranslation('profile');
  const { user } = useSession();
  const navigate = useNavigate();
  const titleId = useId();
  const close = () => void navigate(DOCUMENTS_PATH);

  return (
    <>
      <ResponsiveDialog open maxWidth="md" onClose={close} aria-labelledby={titleId}>
        <DialogTitle id={titleId} sx={{ pr: 8 }}>
          {t('settings_title')}
        </DialogTitle>
        <IconButton
          aria-label={t('close')}
          onClick={close}
          sx={{ position: 'absolute', right: 8, top: 8, width: 48, height: 48 }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent dividers>
          {user ? (
            <ProfileSettingsContent user={user} />
          ) : (
            <Skeleton variant="rounded" height={240} aria-label={t('loading_settings')} />
          )}
        </DialogContent>
      </ResponsiveDialog>
      <Routes>
        <Route path="sendPin" element={<RemindPinDialog />} />
      </Routes>
    </>
  );
}
