import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Link } from 'react-router';
import { NOTIFICATIONS_PATH } from './notification-links.ts';
import { NotificationList } from './notification-list.tsx';
import { useNotifications } from './notifications-provider.tsx';

/** Largest count the badge spells out; more reads "99+" (spec 1 §9). */
const BADGE_MAX = 99;

/**
 * The top bar's bell: the unread count, and a panel with the newest notifications that loads
 * older batches when scrolled to the bottom. Closing the panel marks everything read and keeps
 * the newest 100 (spec 1 §9).
 */
export function NotificationsBell() {
  const { t } = useTranslation('notifications');
  const { state, client } = useNotifications();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const titleId = useId();

  const close = () => {
    setAnchor(null);
    client?.markAllRead();
    client?.trim();
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('bell', { count: state.unread })}
        aria-haspopup="dialog"
        aria-controls={anchor ? panelId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
        }}
        sx={{ width: 48, height: 48 }}
      >
        <Badge badgeContent={state.unread} max={BADGE_MAX} color="error">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        id={panelId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width: { xs: '100vw', sm: 400 }, maxWidth: '100vw' },
          },
        }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1, gap: 1 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {t('title')}
          </Typography>
          <Button
            onClick={() => {
              client?.removeAll();
            }}
            disabled={state.items.length === 0 || !state.connected}
            sx={{ minHeight: 48 }}
          >
            {t('delete_all')}
          </Button>
        </Stack>
        {state.items.length === 0 && !state.isLoading ? (
          <Typography role="status" sx={{ px: 2, py: 3, color: 'text.secondary' }}>
            {t(state.connected ? 'empty' : 'disconnected')}
          </Typography>
        ) : (
          <NotificationList
            label={t('list')}
            items={state.items}
            onDelete={(id) => {
              client?.remove(id);
            }}
            onOpen={close}
            onEndReached={() => {
              client?.loadMore();
            }}
            sx={{ maxHeight: 420, overflowY: 'auto', py: 0 }}
          />
        )}
        {state.isLoading && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
            <CircularProgress size={24} aria-label={t('loading')} />
          </Box>
        )}
        <Box sx={{ borderTop: 1, borderColor: 'divider', p: 1, textAlign: 'center' }}>
          <Button component={Link} to={NOTIFICATIONS_PATH} onClick={close} sx={{ minHeight: 48 }}>
            {t('see_all')}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
