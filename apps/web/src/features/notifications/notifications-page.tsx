import NotificationsNone from '@mui/icons-material/NotificationsNone';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { ConfirmDialog, EmptyState } from '../../ui/index.ts';
import { NotificationList } from './notification-list.tsx';
import { useNotifications } from './notifications-provider.tsx';
import { PushSwitch } from './push-switch.tsx';

/** `/notifications`: every notification, older batches on demand, mark read and delete. */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const { state, client } = useNotifications();
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const isEmpty = state.items.length === 0;

  return (
    <Stack spacing={2} sx={{ maxWidth: 840, mx: 'auto' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {t('title')}
        </Typography>
        <Button
          variant="outlined"
          disabled={state.unread === 0 || !state.connected}
          onClick={() => {
            client?.markAllRead();
          }}
          sx={{ minHeight: 48 }}
        >
          {t('mark_all_read')}
        </Button>
        <Button
          color="error"
          disabled={isEmpty || !state.connected}
          onClick={() => {
            setIsConfirmingDelete(true);
          }}
          sx={{ minHeight: 48 }}
        >
          {t('delete_all')}
        </Button>
      </Stack>
      <PushSwitch />
      {!state.connected && (
        <Typography role="status" color="warning.main">
          {t('disconnected')}
        </Typography>
      )}
      {isEmpty && !state.isLoading ? (
        <EmptyState icon={<NotificationsNone />} title={t('empty')} hint={t('empty_hint')} />
      ) : (
        <Paper variant="outlined">
          <NotificationList
            label={t('list')}
            items={state.items}
            onDelete={(id) => {
              client?.remove(id);
            }}
            sx={{ py: 0 }}
          />
        </Paper>
      )}
      {state.isLoading ? (
        <CircularProgress size={32} aria-label={t('loading')} sx={{ alignSelf: 'center' }} />
      ) : (
        state.hasMore && (
          <Button
            onClick={() => {
              client?.loadMore();
            }}
            sx={{ alignSelf: 'center', minHeight: 48 }}
          >
            {t('load_more')}
          </Button>
        )
      )}
      <ConfirmDialog
        open={isConfirmingDelete}
        title={t('delete_all_title')}
        message={t('delete_all_message')}
        confirmLabel={t('delete_all')}
        onConfirm={() => {
          client?.removeAll();
          setIsConfirmingDelete(false);
        }}
        onCancel={() => {
          setIsConfirmingDelete(false);
        }}
      />
    </Stack>
  );
}
