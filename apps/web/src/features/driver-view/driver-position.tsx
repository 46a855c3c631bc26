import MyLocation from '@mui/icons-material/MyLocation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { reportMyPosition } from '../../api/fleet.ts';
import { mayUser } from '../../app/may-user.ts';
import { useSession } from '../../app/session.tsx';
import { useOnline } from '../../app/use-online.ts';
import { formatPositionTime } from '../cars/fleet-cells.tsx';

/** How often an open driver view reports the phone's position: enough for a list of trucks. */
export const POSITION_REPORT_INTERVAL_MS = 5 * 60_000;

export type PositionConsent = 'granted' | 'declined';

const consentKey = (userId: number) => `driverPositionConsent:${String(userId)}`;

/** The driver's remembered answer on this device, or null while he was never asked. */
export function readPositionConsent(userId: number): PositionConsent | null {
  try {
    const value = localStorage.getItem(consentKey(userId));
    return value === 'granted' || value === 'declined' ? value : null;
  } catch {
    return null;
  }
}

function writePositionConsent(userId: number, consent: PositionConsent): void {
  try {
    localStorage.setItem(consentKey(userId), consent);
  } catch {
    // Private mode: the choice holds for this visit only.
  }
}

type Status =
  { kind: 'idle' } | { kind: 'sent'; at: string } | { kind: 'blocked' } | { kind: 'failed' };

/**
 * The driver view's position sharing, which fills the drivers' and cars' "current position"
 * (spec 3 §2; docs/decisions/0024-places-coordinates-positions.md): asks the driver once whether
 * his phone may tell the company where he is; with his consent (remembered on the device) it
 * reports the position when the view opens and every few minutes while it stays open. The browser
 * asks its own permission only after he agreed here.
 */
export function DriverPositionSharing() {
  const { t } = useTranslation('fleet');
  const { user } = useSession();
  const isOnline = useOnline();
  const userId = user?.id ?? 0;
  const mayShare = mayUser(user, 'share_position');
  const hasGeolocation = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const [consent, setConsent] = useState<PositionConsent | null>(() => readPositionConsent(userId));
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const choose = (choice: PositionConsent) => {
    writePositionConsent(userId, choice);
    setConsent(choice);
    if (choice === 'declined') setStatus({ kind: 'idle' });
  };

  const report = useCallback(() => {
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const { latitude, longitude, accuracy } = position.coords;
        reportMyPosition({
          latitude,
          longitude,
          accuracy: Number.isFinite(accuracy) ? accuracy : null,
        })
          .then((stored) => {
            setStatus({ kind: 'sent', at: stored.at });
          })
          .catch(() => {
            setStatus({ kind: 'failed' });
          });
      },
      (error) => {
        setStatus({ kind: error.code === error.PERMISSION_DENIED ? 'blocked' : 'failed' });
      },
      { enableHighAccuracy: false, maximumAge: 60_000, timeout: 30_000 },
    );
  }, []);

  const isSharing = mayShare && hasGeolocation && consent === 'granted' && isOnline;
  useEffect(() => {
    if (!isSharing) return undefined;
    report();
    const timer = window.setInterval(report, POSITION_REPORT_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
    };
  }, [isSharing, report]);

  if (!mayShare || !hasGeolocation) return null;

  if (consent === 'declined') {
    return (
      <Box sx={{ mb: 1 }}>
        <Button
          size="small"
          startIcon={<MyLocation />}
          onClick={() => {
            choose('granted');
          }}
          sx={{ minHeight: 48 }}
        >
          {t('driver_position.start')}
        </Button>
      </Box>
    );
  }

  if (consent === null) {
    return (
      <Alert
        severity="info"
        icon={<MyLocation />}
        sx={{ mb: 2 }}
        role="region"
        aria-label={t('driver_position.title')}
      >
        <Typography sx={{ fontWeight: 600 }}>{t('driver_position.title')}</Typography>
        <Typography variant="body2">{t('driver_position.question')}</Typography>
        <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            onClick={() => {
              choose('granted');
            }}
            sx={{ minHeight: 48 }}
          >
            {t('driver_position.allow')}
          </Button>
          <Button
            onClick={() => {
              choose('declined');
            }}
            sx={{ minHeight: 48 }}
          >
            {t('driver_position.decline')}
          </Button>
        </Box>
      </Alert>
    );
  }

  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}
      role="status"
    >
      <MyLocation fontSize="small" color="action" aria-hidden />
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 0 }}>
        {status.kind === 'sent'
          ? t('driver_position.sent', { time: formatPositionTime(status.at) })
          : status.kind === 'blocked'
            ? t('driver_position.blocked')
            : status.kind === 'failed'
              ? t('driver_position.failed')
              : t('driver_position.sharing')}
      </Typography>
      <Button
        size="small"
        onClick={() => {
          choose('declined');
        }}
        sx={{ minHeight: 48 }}
      >
        {t('driver_position.stop')}
      </Button>
    </Box>
  );
}
