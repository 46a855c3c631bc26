import Email from '@mui/icons-material/Email';
import Sms from '@mui/icons-material/Sms';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import type { ContractorAutoSend } from '@transitdocs/domain';
import { useTranslation } from '../../i18n/react.ts';
import { formatDateTime } from '../../ui/index.ts';

const ICON_SX = { fontSize: 16 } as const;

/**
 * The last link the product sent to this contractor by itself (spec 2 §4): by e-mail or SMS and
 * when, or that it was skipped and why, in words (not only by an icon).
 */
export function AutoSendStatus({ last }: { last: ContractorAutoSend | null }) {
  const { t } = useTranslation('clients');
  if (!last) return null;
  const values = { when: formatDateTime(last.at), number: last.transit_number };
  const sent = last.status === 'sent';
  const text = sent
    ? t(last.channel === 'sms' ? 'auto_send.sent_sms' : 'auto_send.sent_email', values)
    : t('auto_send.skipped', {
        ...values,
        reason: t(`auto_send.reasons.${last.reason ?? 'no_contact_data'}`),
      });
  const icon = !sent ? (
    <WarningAmber sx={ICON_SX} color="warning" aria-hidden />
  ) : last.channel === 'sms' ? (
    <Sms sx={ICON_SX} aria-hidden />
  ) : (
    <Email sx={ICON_SX} aria-hidden />
  );
  return (
    <Box
      component="span"
      data-testid="auto-send-status"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        mt: 0.5,
        typography: 'caption',
        color: sent ? 'text.secondary' : 'warning.dark',
      }}
    >
      {icon}
      {text}
    </Box>
  );
}
