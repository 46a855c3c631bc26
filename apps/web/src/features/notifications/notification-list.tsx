import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { SxProps, Theme } from '@mui/material/styles';
import type { NotificationMessage } from '@transitdocs/domain';
import { useEffect, useState, type UIEvent } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Link } from 'react-router';
import { currentLanguage } from '../../i18n/i18n.ts';
import { formatDateTime } from '../../ui/date-time.ts';
import { notificationHref } from './notification-links.ts';
import { useNotificationText } from './notification-text.ts';
import { relativeTime } from './relative-time.ts';

/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The current time, ticking once a minute so "5 minutes ago" stays true. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 60_000);
    return () => {
      clearInterval(timer);
    };
  }, []);
  return now;
}

type NotificationListProps = {
  label: string;
  items: NotificationMessage[];
  onDelete: (id: number) => void;
  /** A notification's link was followed. */
  onOpen?: () => void;
  /** Called when scrolled to (near) the bottom. */
  onEndReached?: () => void;
  sx?: SxProps<Theme>;
};

/** Bottom within this many pixels counts as reached (touch scrolling rarely lands on 0). */
const END_MARGIN = 48;

/** Notifications newest first: what happened, when, a link to it, and delete. */
export function NotificationList(props: NotificationListProps) {
  const { label, items, onDelete, onOpen, onEndReached, sx } = props;
  const { t } = useTranslation('notifications');
  const textOf = useNotificationText();
  const now = useNow();
  const language = currentLanguage();

  const scrolled = (event: UIEvent<HTMLElement>) => {
    const list = event.currentTarget;
    if (list.scrollHeight - list.scrollTop - list.clientHeight <= END_MARGIN) onEndReached?.();
  };

  return (
    <List aria-label={label} onScroll={onEndReached ? scrolled : undefined} sx={sx}>
      {items.map((notification) => {
        const text = textOf(notification);
        const at = new Date(notification.timestamp * 1000);
        return (
          <ListItem
            key={notification.id}
            disablePadding
            divider
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={t('delete_one', { text })}
                onClick={() => {
                  onDelete(notification.id);
                }}
                sx={{ width: 48, height: 48 }}
              >
                <DeleteOutline />
              </IconButton>
            }
          >
            <ListItemButton
              component={Link}
              to={notificationHref(notification)}
              onClick={onOpen}
              sx={{ minHeight: 48, pr: 8 }}
            >
              <ListItemText
                primary={text}
                secondary={
                  <time dateTime={at.toISOString()} title={formatDateTime(at)}>
                    {relativeTime(notification.timestamp, now, language)}
                  </time>
                }
                slotProps={{ primary: { sx: { fontWeight: notification.read ? 400 : 700 } } }}
              />
              {!notification.read && (
                <Box component="span" sx={visuallyHidden}>
                  {t('unread')}
                </Box>
              )}
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
