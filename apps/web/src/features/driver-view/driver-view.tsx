import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Draw from '@mui/icons-material/Draw';
import FindInPage from '@mui/icons-material/FindInPage';
import Info from '@mui/icons-material/Info';
import LocalShipping from '@mui/icons-material/LocalShipping';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import PhoneAndroid from '@mui/icons-material/PhoneAndroid';
import Policy from '@mui/icons-material/Policy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { refusedAsFinished, whileOnlineOrQueued, type Transit } from '@transitdocs/domain';
import { Suspense, lazy, useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Link, useLocation } from 'react-router';
import { useOnline } from '../../app/use-online.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { inspectionPath } from '../inspection/inspection-paths.ts';
import { OfflineCopyLine } from '../offline-copy/offline-copy-line.tsx';
import { SignAllButtons } from '../sign-all/sign-all-buttons.tsx';
import { QueueStatus } from '../offline-signing/queue-status.tsx';
import { useCanSignOffline } from '../offline-signing/use-can-sign-offline.ts';
import {
  transitAlertsPath,
  transitMainDocumentPath,
  transitPath,
  transitSignPath,
} from '../transit-page/transit-paths.ts';
import { formatDateTime, TransitStatusChip } from '../transit-page/transit-status.tsx';
import { returnStateOf } from '../transit-page/use-return-to.ts';
import { currentPartyOf } from './driver-party.ts';
import { DriverPositionSharing } from './driver-position.tsx';
import { useDriverTransits } from './use-driver-transits.ts';
import { usePrefetchDriverScreens } from './use-prefetch-driver-screens.ts';

type TileProps = {
  label: string;
  icon: ReactNode;
  /** Where the tile leads; without it the tile is disabled and `note` says why. */
  to: string | null;
  note?: string | null;
};

/** A big square action for a gloved finger (STYLE.md), disabled with its reason in words. */
function Tile({ label, icon, to, note }: TileProps) {
  const state = returnStateOf(useLocation());
  const noteId = useId();
  const content = (
    <Stack spacing={0.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Box aria-hidden sx={{ '& svg': { fontSize: 36 } }}>
        {icon}
      </Box>
      <span>{label}</span>
      {to === null && note && (
        <Typography id={noteId} variant="caption" sx={{ fontWeight: 400 }}>
          {note}
        </Typography>
      )}
    </Stack>
  );
  const sx = { minHeight: 112, width: '100%', py: 1.5, px: 1 };
  if (to === null) {
    return (
      <Button variant="outlined" disabled aria-describedby={note ? noteId : undefined} sx={sx}>
        {content}
      </Button>
    );
  }
  return (
    <Button variant="outlined" component={Link} to={to} state={state} sx={sx}>
      {content}
    </Button>
  );
}

const INSPECTION_BUTTON_HEIGHT = 64;

// The hand-over and its QR encoder load when the driver opens it, not with the card.
const HandoverDialog = lazy(async () => ({
  default: (await import('./handover-dialog.tsx')).HandoverDialog,
}));

/**
 * "Receiver signs on own phone": at a receiver's stop, instead of
 * passing the phone over, the driver shows a code the receiver opens on his own phone. The dialog
 * stays with the receiver it was opened for while the card moves on to the next party.
 */
function Handover({ transit, receiverId }: { transit: Transit; receiverId: number | null }) {
  const { t } = useTranslation('transit_page');
  const [openFor, setOpenFor] = useState<number | null>(null);
  return (
    <>
      {receiverId !== null && (
        <Button
          variant="outlined"
          startIcon={<PhoneAndroid />}
          onClick={() => {
            setOpenFor(receiverId);
          }}
          sx={{ minHeight: 64, gridColumn: '1 / -1', fontSize: '1.05rem' }}
        >
          {t('driver_view.handover.button')}
        </Button>
      )}
      {openFor !== null && (
        <Suspense fallback={null}>
          <HandoverDialog
            transit={transit}
            receiverId={openFor}
            onClose={() => {
              setOpenFor(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * The roadside inspection, one tap from the card: full width, above the tiles. Its label lives
 * with the view's texts (`efti_inspection`), fetched beside the card the first time.
 */
function InspectionButton({ transitId }: { transitId: number }) {
  const { t } = useTranslation('efti_inspection');
  const state = returnStateOf(useLocation());
  return (
    <Button
      variant="contained"
      component={Link}
      to={inspectionPath(transitId)}
      state={state}
      startIcon={<Policy />}
      sx={{
        minHeight: INSPECTION_BUTTON_HEIGHT,
        fontSize: '1.2rem',
        gridColumn: '1 / -1',
        '& .MuiButton-startIcon svg': { fontSize: 32 },
      }}
    >
      {t('open')}
    </Button>
  );
}

function DateLine({ label, value }: { label: string; value: string | null }) {
  const { t } = useTranslation('transit_page');
  return (
    <Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{value ?? t('not_given')}</Typography>
    </Box>
  );
}

function TransitCard({ transit, isFromCopy }: { transit: Transit; isFromCopy: boolean }) {
  const { t } = useTranslation('transit_page');
  const isOnline = useOnline();
  const party = currentPartyOf(transit);
  // The tiles follow the transit's `actions` (the rulebook), online only but for viewing, the
  // inspection and, on a phone that can queue it, signing (spec 2 §4 "Offline mode";
  // docs/decisions/0043-offline-signing-on-the-phone.md).
  const canSignOffline = useCanSignOffline();
  const allowed = whileOnlineOrQueued(transit.actions, isOnline, canSignOffline);
  const closedNote = !isOnline
    ? t('driver_view.offline_note')
    : refusedAsFinished(transit.refusals)
      ? t('driver_view.finished_note')
      : null;
  const headingId = useId();

  return (
    <Paper component="article" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Box>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('driver_view.transit_number')}
          </Typography>
          <Typography
            id={headingId}
            variant="h2"
            component="h2"
            sx={{ overflowWrap: 'anywhere', fontSize: '1.6rem' }}
          >
            {transit.transit_number}
          </Typography>
          <Box sx={{ mt: 1 }}>
            <TransitStatusChip status={transit.status} />
          </Box>
        </Box>
        <Box>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('driver_view.current_party')}
          </Typography>
          <Typography sx={{ fontSize: '1.2rem', fontWeight: 600 }} data-testid="current-party">
            {party.kind === 'none' ? t('not_given') : party.name}
          </Typography>
          {party.kind !== 'none' && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {party.kind === 'sender'
                ? t('driver_view.party_sender')
                : t('driver_view.party_receiver', { number: party.number })}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
          <DateLine
            label={t('loading_date')}
            value={formatDateTime(transit.loading_date, transit.loading_time)}
          />
          <DateLine
            label={t('unloading_date')}
            value={formatDateTime(transit.unloading_date, transit.unloading_time)}
          />
        </Box>
        <OfflineCopyLine isFromCopy={isFromCopy} />
        <QueueStatus transitId={transit.id} />
        <Box
          component="nav"
          aria-label={t('driver_view.actions')}
          sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}
        >
          {allowed.efti_inspect && (
            // Its place is held while its label loads, so the tiles do not move.
            <Suspense
              fallback={
                <Skeleton
                  variant="rounded"
                  height={INSPECTION_BUTTON_HEIGHT}
                  sx={{ gridColumn: '1 / -1' }}
                />
              }
            >
              <InspectionButton transitId={transit.id} />
            </Suspense>
          )}
          {/* At a receiver's stop, before the tiles: the receiver signing on his own phone. */}
          <Handover
            transit={transit}
            receiverId={party.kind === 'receiver' && allowed.sign && isOnline ? party.id : null}
          />
          <Tile
            label={t('driver_view.preview_documents')}
            icon={<FindInPage />}
            to={transitMainDocumentPath(transit.id)}
          />
          <Tile
            label={t('driver_view.alerts')}
            icon={<NotificationsActive />}
            to={allowed.alert ? transitAlertsPath(transit.id) : null}
            note={closedNote ?? t('driver_view.alerts_unavailable')}
          />
          <Tile
            label={t('driver_view.sign')}
            icon={<Draw />}
            to={allowed.sign ? transitSignPath(transit.id) : null}
            note={closedNote ?? t('driver_view.no_main_document')}
          />
          <Tile label={t('driver_view.preview')} icon={<Info />} to={transitPath(transit.id)} />
        </Box>
        <SignAllButtons transitId={transit.id} carrierAs="driver" />
      </Stack>
    </Paper>
  );
}

/**
 * What a driver (Kierowca) sees at /documents (spec 1 §2): one of his transits at a time with big
 * tiles, previous/next through the rest, refreshed every 10 s.
 */
export function DriverView() {
  const { t } = useTranslation('transit_page');
  const { t: tc } = useTranslation('common');
  const isOnline = useOnline();
  const view = useDriverTransits();
  usePrefetchDriverScreens(view.transit !== undefined);

  let body: ReactNode;
  if (view.transit) {
    body = <TransitCard transit={view.transit} isFromCopy={view.isFromCopy} />;
  } else if (view.isError) {
    body = (
      <Stack spacing={2}>
        {/* Without the transits (offline after a reload) the phone's queue is still told. */}
        <QueueStatus />
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" onClick={() => void view.refetch()} sx={{ minHeight: 48 }}>
              {t('retry')}
            </Button>
          }
        >
          {isOnline ? t('driver_view.load_failed') : tc('offline')}
        </Alert>
      </Stack>
    );
  } else if (view.isLoading) {
    body = <Skeleton variant="rounded" height={420} aria-label={t('driver_view.loading')} />;
  } else {
    body = (
      <Paper variant="outlined">
        <EmptyState
          icon={<LocalShipping />}
          title={t('driver_view.no_transit_found')}
          hint={t('driver_view.no_transit_hint')}
        />
      </Paper>
    );
  }

  return (
    <Box sx={{ maxWidth: 520, mx: 'auto' }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('driver_view.heading')}
      </Typography>
      <DriverPositionSharing />
      {body}
      {(view.transit !== undefined || view.hasPrevious || view.hasNext) && (
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, mt: 2 }}>
          <Button
            variant="contained"
            color="secondary"
            startIcon={<ArrowBack />}
            disabled={!view.hasPrevious}
            onClick={view.showPrevious}
            sx={{ minHeight: 56 }}
          >
            {t('driver_view.previous')}
          </Button>
          <Button
            variant="contained"
            color="secondary"
            endIcon={<ArrowForward />}
            disabled={!view.hasNext}
            onClick={view.showNext}
            sx={{ minHeight: 56 }}
          >
            {t('driver_view.next')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
