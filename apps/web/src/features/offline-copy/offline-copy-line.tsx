import CloudDone from '@mui/icons-material/CloudDone';
import CloudOff from '@mui/icons-material/CloudOff';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { useSession } from '../../app/session.tsx';
import { currentLanguage } from '../../i18n/i18n.ts';
import { formatDateTime, formatTime, intlLocale } from '../../ui/date-time.ts';
import { useCopySavedAt } from './copy-state.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** "12 min ago" in the user's language; null under a minute. */
export function copyAgeText(savedAt: string, now: number, language: string): string | null {
  const elapsed = Math.max(0, now - Date.parse(savedAt));
  if (elapsed < MINUTE_MS) return null;
  const format = new Intl.RelativeTimeFormat(intlLocale(language), { style: 'short' });
  if (elapsed < HOUR_MS) return format.format(-Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < 2 * DAY_MS) return format.format(-Math.floor(elapsed / HOUR_MS), 'hour');
  return format.format(-Math.floor(elapsed / DAY_MS), 'day');
}

/** The time of the copy: the hour today, the date and hour before. */
function copyTimeText(savedAt: string, now: number): string {
  const isToday = new Date(savedAt).toDateString() === new Date(now).toDateString();
  return isToday ? formatTime(savedAt) : formatDateTime(savedAt);
}

/** The current time, moved on every minute so the age keeps up. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
    }, MINUTE_MS);
    return () => {
      clearInterval(timer);
    };
  }, []);
  return now;
}

/**
 * How fresh the phone's copy of the working set is (docs/decisions/0044-driver-working-set.md), so
 * the driver knows what he reads: while the card shows the copy, "Offline copy from 14:32 (12 min
 * ago)"; online, a quiet "Saved for offline use".
 */
export function OfflineCopyLine({ isFromCopy }: { isFromCopy: boolean }) {
  const { t } = useTranslation('transit_page');
  const { user } = useSession();
  const savedAt = useCopySavedAt(user?.id ?? null);
  const now = useMinuteClock();
  if (savedAt === null) return null;
  if (!isFromCopy) {
    return (
      <Typography
        variant="body2"
        data-testid="offline-copy"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary' }}
      >
        <CloudDone fontSize="small" aria-hidden />
        {t('driver_view.copy_saved')}
      </Typography>
    );
  }
  const time = copyTimeText(savedAt, now);
  const age = copyAgeText(savedAt, now, currentLanguage());
  return (
    <Alert severity="info" icon={<CloudOff />} data-testid="offline-copy">
      {age === null
        ? t('driver_view.copy_from_now', { time })
        : t('driver_view.copy_from', { time, age })}
    </Alert>
  );
}
