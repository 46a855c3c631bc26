import CloudDone from '@mui/icons-material/CloudDone';
import Email from '@mui/icons-material/Email';
import Sms from '@mui/icons-material/Sms';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import type { DeliveryIndicator } from '@transitdocs/domain';
import { useTranslation } from '../../i18n/react.ts';

const ICONS = {
  shared: <CloudDone />,
  email: <Email />,
  sms: <Sms />,
  none: <WarningAmber />,
} as const;

/** How shared transits will reach this contractor (spec 3 §4), in words, not only by colour. */
export function DeliveryIndicatorNote({ indicator }: { indicator: DeliveryIndicator }) {
  const { t } = useTranslation('clients');
  return (
    <Alert
      severity={indicator === 'none' ? 'warning' : 'info'}
      icon={ICONS[indicator]}
      role="status"
      aria-label={t('delivery.label')}
      sx={{ mt: 2 }}
    >
      {t(`delivery.${indicator}`)}
    </Alert>
  );
}
