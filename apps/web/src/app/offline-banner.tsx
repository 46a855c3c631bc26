import CloudOff from '@mui/icons-material/CloudOff';
import Alert from '@mui/material/Alert';
import { useTranslation } from '../i18n/react.ts';
import { useOnline } from './use-online.ts';

/** Says plainly that the device is offline; shown on every screen while it lasts. */
export function OfflineBanner() {
  const { t } = useTranslation('common');
  const isOnline = useOnline();
  if (isOnline) return null;
  return (
    <Alert severity="warning" icon={<CloudOff />} sx={{ borderRadius: 0 }} role="status">
      {t('offline')}
    </Alert>
  );
}
