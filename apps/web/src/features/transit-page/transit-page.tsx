import CloseIcon from '@mui/icons-material/Close';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Description from '@mui/icons-material/Description';
import DoneAll from '@mui/icons-material/DoneAll';
import Edit from '@mui/icons-material/Edit';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import Policy from '@mui/icons-material/Policy';
import ShareIcon from '@mui/icons-material/Share';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { editableTransitSections, refusedAsFinished, type Transit } from '@transitdocs/domain';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Link, Navigate, Outlet, useLocation, useParams } from 'react-router';
import { useAllowed } from '../../app/use-allowed.ts';
import { useOnline } from '../../app/use-online.ts';
import { ResponsiveDialog } from '../../ui/index.ts';
import {
  documentsModalPath,
  documentsModalPathWithFlags,
  hasDocumentQueryFlag,
} from '../documents-modal/documents-modal-paths.ts';
import { inspectionPath } from '../inspection/inspection-paths.ts';
import { duplicateTransitPath } from '../transit-form/transit-initial-values.ts';
import { TransitDetails } from './transit-details.tsx';
import {
  TOUCH_TARGET,
  transitAlertsPath,
  transitDeletePath,
  transitEditPath,
  transitFinishPath,
} from './transit-paths.ts';
import { isNotFound, useTransitQuery } from './transit-queries.ts';
import { shareChooserPath } from '../share-dialogs/share-paths.ts';
import { returnStateOf, useReturnTo } from './use-return-to.ts';

/** The transit id of the current route (`/documents/:id/...`); NaN when it is not a number. */
export function useTransitId(): number {
  const { id } = useParams();
  return id !== undefined && /^\d+$/.test(id) ? Number(id) : Number.NaN;
}

function TransitActions({ transit, onClose }: { transit: Transit; onClose: () => void }) {
  const { t } = useTranslation('transit_page');
  const { t: td } = useTranslation('documents_modal');
  const { t: tshare } = useTranslation('share');
  const { t: tefti } = useTranslation('efti');
  const location = useLocation();
  const state = returnStateOf(location);
  // Only what the rulebook allows this caller (a transit shared in offers no writes), online.
  const allowed = useAllowed(transit.actions);
  const link = (to: string, label: string, icon: ReactNode, color?: 'error') => (
    <Button
      component={Link}
      to={to}
      state={state}
      startIcon={icon}
      variant="outlined"
      color={color ?? 'primary'}
      sx={TOUCH_TARGET}
    >
      {label}
    </Button>
  );
  return (
    <DialogActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1, px: 3, py: 2 }}>
      {link(documentsModalPath(transit.id), td('open_documents'), <Description />)}
      {editableTransitSections(allowed).length > 0 &&
        link(transitEditPath(transit.id), t('actions.edit'), <Edit />)}
      {allowed.finish && link(transitFinishPath(transit.id), t('actions.finish'), <DoneAll />)}
      {allowed.duplicate &&
        link(duplicateTransitPath(transit), t('actions.duplicate'), <ContentCopy />)}
      {allowed.alert &&
        link(transitAlertsPath(transit.id), t('actions.alerts'), <NotificationsActive />)}
      {allowed.efti_inspect &&
        link(inspectionPath(transit.id), tefti('inspection_view'), <Policy />)}
      {allowed.share &&
        link(shareChooserPath(transit.id, 'receiver'), tshare('action'), <ShareIcon />)}
      {allowed.delete &&
        link(transitDeletePath(transit.id), t('actions.delete'), <DeleteOutline />, 'error')}
      <Box sx={{ flexGrow: 1 }} />
      <Button variant="contained" onClick={onClose} sx={{ ...TOUCH_TARGET, minWidth: 96 }}>
        {t('actions.ok')}
      </Button>
    </DialogActions>
  );
}

function NotFoundContent({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('transit_page');
  return (
    <>
      <DialogContent>
        <Alert severity="warning" role="alert">
          {t('not_found_text')}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onBack} sx={TOUCH_TARGET}>
          {t('back_to_list')}
        </Button>
      </DialogActions>
    </>
  );
}

/**
 * `/documents/:id`: the transit page, a dialog over the list (spec 1 §2) with the actions the rules
 * of spec 1 §4 allow. `/documents/:id/finish` opens over it as a child route.
 */
export function TransitPageRoute() {
  const { t } = useTranslation('transit_page');
  const { t: tc } = useTranslation('common');
  const id = useTransitId();
  const query = useTransitQuery(id);
  const isOnline = useOnline();
  const close = useReturnTo();
  const titleId = useId();
  const documentsId = useId();
  const location = useLocation();
  const openerState: unknown = location.state;
  const transit = query.data;
  const isMissing = Number.isNaN(id) || (query.isError && isNotFound(query.error));

  // The documents query flags (spec 2 §2) open the documents modal, which acts on them.
  if (!Number.isNaN(id) && hasDocumentQueryFlag(location.search)) {
    return (
      <Navigate to={documentsModalPathWithFlags(id, location.search)} replace state={openerState} />
    );
  }

  const title = transit
    ? t('title', { number: transit.transit_number })
    : isMissing
      ? t('not_found_title')
      : t('loading');

  return (
    <>
      <ResponsiveDialog
        open
        maxWidth="md"
        onClose={() => {
          close();
        }}
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId} sx={{ pr: 8 }}>
          {title}
        </DialogTitle>
        <IconButton
          aria-label={tc('actions.close')}
          onClick={() => {
            close();
          }}
          sx={{ position: 'absolute', right: 8, top: 8, width: 48, height: 48 }}
        >
          <CloseIcon />
        </IconButton>
        {isMissing ? (
          <NotFoundContent
            onBack={() => {
              close({ toList: true });
            }}
          />
        ) : transit ? (
          <>
            {/* Focusable, so the long page scrolls from the keyboard too. */}
            <DialogContent dividers tabIndex={0} role="region" aria-labelledby={titleId}>
              <Stack spacing={2}>
                {!isOnline && <Alert severity="info">{tc('offline')}</Alert>}
                {refusedAsFinished(transit.refusals) && (
                  <Alert severity="success" variant="outlined">
                    {t('finished_note')}
                  </Alert>
                )}
                <TransitDetails transit={transit} documentsId={documentsId} />
              </Stack>
            </DialogContent>
            <TransitActions
              transit={transit}
              onClose={() => {
                close();
              }}
            />
          </>
        ) : query.isError ? (
          <>
            <DialogContent>
              <Alert severity="error" role="alert">
                {isOnline ? t('load_failed') : tc('offline')}
              </Alert>
            </DialogContent>
            <DialogActions>
              <Button
                onClick={() => {
                  close();
                }}
                sx={TOUCH_TARGET}
              >
                {t('back_to_list')}
              </Button>
              <Button variant="contained" onClick={() => void query.refetch()} sx={TOUCH_TARGET}>
                {t('retry')}
              </Button>
            </DialogActions>
          </>
        ) : (
          <DialogContent dividers aria-busy="true">
            <Skeleton variant="rounded" height={48} sx={{ mb: 2 }} />
            <Skeleton variant="rounded" height={240} />
          </DialogContent>
        )}
      </ResponsiveDialog>
      <Outlet />
    </>
  );
}
