import AddAlert from '@mui/icons-material/AddAlert';
import Description from '@mui/icons-material/Description';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SHARE_LINK_LIFETIME_DAYS, type Transit } from '@transitdocs/domain';
import { NO_TRANSIT_ACTIONS, useAllowed } from '../../app/use-allowed.ts';
import { formatDate } from '../../ui/date-time.ts';
import { useTranslation } from '../../i18n/react.ts';
import { Link } from 'react-router';
import { useShareLink, useSharedTransit } from './share-link-context.tsx';
import { shareAlertsPath, sharePreviewPath, shareUploadPath } from './share-link-paths.ts';

function driverOf(transit: Transit): string | null {
  for (const carrier of transit.carrier) {
    const user = carrier.driver?.user;
    const name = user ? `${user.first_name} ${user.last_name}`.trim() : '';
    if (name) return name;
    const typed = carrier.driver_not_from_system?.trim();
    if (typed) return typed;
  }
  return null;
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Box component="div" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Typography component="dt" sx={{ color: 'text.secondary', minWidth: 160 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** `/share/:token`: what was shared, by whom, and what the visitor can do (spec 1 §2). */
export function ShareHomePage() {
  const { t } = useTranslation('share_link');
  const { token } = useShareLink();
  const data = useSharedTransit().data;
  const allowed = useAllowed(data?.transit.actions ?? NO_TRANSIT_ACTIONS);
  if (!data) return null;
  const { transit, share } = data;
  const receiverName =
    share.type === 'receiver' && share.receiver !== null
      ? transit.receivers.find((receiver) => receiver.id === share.receiver)?.client.name
      : undefined;
  const notGiven = t('not_given');
  const sender = transit.sender_client?.name ?? share.company_name;
  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h5">
        {t('home.title', { number: transit.transit_number })}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack component="dl" spacing={1} sx={{ m: 0 }}>
          <Row label={t('home.transit_number')} value={transit.transit_number} />
          <Row label={t('home.shared_by')} value={share.company_name} />
          <Row label={t('home.sender')} value={sender || notGiven} />
          <Row label={t('home.created')} value={formatDate(transit.created_at)} />
          <Row label={t('home.driver')} value={driverOf(transit) ?? notGiven} />
          <Row
            label={t('home.acting_as')}
            value={
              receiverName
                ? `${t(`parties.${share.type}`)}: ${receiverName}`
                : t(`parties.${share.type}`)
            }
          />
        </Stack>
      </Paper>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          component={Link}
          to={sharePreviewPath(token)}
          variant="contained"
          startIcon={<Description />}
          sx={{ minHeight: 48 }}
        >
          {t('home.preview_documents')}
        </Button>
        {allowed.alert && (
          <Button
            component={Link}
            to={shareAlertsPath(token)}
            variant="outlined"
            startIcon={<AddAlert />}
            sx={{ minHeight: 48 }}
          >
            {t('home.send_alert')}
          </Button>
        )}
        {allowed.upload && (
          <Button
            component={Link}
            to={shareUploadPath(token)}
            variant="outlined"
            startIcon={<UploadFile />}
            sx={{ minHeight: 48 }}
          >
            {t('home.upload_document')}
          </Button>
        )}
      </Box>
      <Alert severity="info">
        {t('home.expiry_note', {
          days: SHARE_LINK_LIFETIME_DAYS,
          date: formatDate(share.expires_at),
        })}
      </Alert>
    </Stack>
  );
}
