import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/react.ts';
import { Link, useLocation } from 'react-router';
import { pinVerificationPath, smsVerificationPath } from './signing-paths.ts';
import { useVerificationTarget } from './use-verification-target.ts';
import { VerificationFrame } from './verification-frame.tsx';

/** `/documents/:id/:documentId/sign/verify`: PIN or SMS code (spec 2 §2). */
export function VerifyChooserRoute() {
  const { t } = useTranslation('signing');
  const target = useVerificationTarget('pin');
  const state: unknown = useLocation().state;
  return (
    <VerificationFrame title={t('verify.chooser_title')} target={target}>
      <Typography>{t('verify.chooser_intro')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button
          component={Link}
          to={pinVerificationPath(target.transitId, target.documentId)}
          state={state}
          variant="outlined"
          sx={{ minHeight: 48, flex: 1 }}
        >
          {t('method.pin')}
        </Button>
        <Button
          component={Link}
          to={smsVerificationPath(target.transitId, target.documentId)}
          state={state}
          variant="outlined"
          sx={{ minHeight: 48, flex: 1 }}
        >
          {t('method.sms')}
        </Button>
      </Stack>
    </VerificationFrame>
  );
}
