import CloseIcon from '@mui/icons-material/Close';
import ManageSearch from '@mui/icons-material/ManageSearch';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LIST_PAGE_SIZE, whileOnline, type EftiAccessEntry } from '@transitdocs/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { eftiKeys, listEftiAccesses } from '../../api/efti.ts';
import { useOnline } from '../../app/use-online.ts';
import { formatDateTime } from '../../ui/date-time.ts';
import { ResponsiveDialog, useIsMobile } from '../../ui/index.ts';
import { ListStatus, PagingBar } from '../../ui/list/index.ts';
import { useTransitId } from '../transit-page/transit-page.tsx';
import { TOUCH_TARGET, transitPath } from '../transit-page/transit-paths.ts';
import { isValidTransitId, useTransitQuery } from '../transit-page/transit-queries.ts';
import { useReturnTo } from '../transit-page/use-return-to.ts';

const OUTCOME_COLOR: Record<EftiAccessEntry['outcome'], 'success' | 'warning' | 'error'> = {
  ok: 'success',
  not_found: 'warning',
  invalid_subset: 'error',
  incomplete_subset: 'warning',
  invalid_follow_up: 'error',
  rate_limited: 'error',
};

function AccessTime({ at }: { at: string }) {
  return <time dateTime={at}>{formatDateTime(at)}</time>;
}

/** What the gate did: read which subsets, or posted a follow-up. */
function AccessAction({ entry }: { entry: EftiAccessEntry }) {
  const { t } = useTranslation('efti');
  if (entry.action === 'follow_up') return <>{t('access.follow_up')}</>;
  if (entry.subsets.length === 0) return <>{t('access.read_everything')}</>;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
      <span>{t('access.read')}</span>
      {entry.subsets.map((subset) => (
        <Chip
          key={subset}
          size="small"
          variant="outlined"
          label={subset}
          sx={{ fontFamily: 'monospace', minWidth: 56 }}
        />
      ))}
    </Box>
  );
}

function AccessOutcome({ entry }: { entry: EftiAccessEntry }) {
  const { t } = useTranslation('efti');
  return (
    <Chip
      size="small"
      color={OUTCOME_COLOR[entry.outcome]}
      variant="outlined"
      label={t(`access.outcomes.${entry.outcome}`)}
      sx={{
        maxWidth: '100%',
        height: 'auto',
        minHeight: 24,
        '& .MuiChip-label': { whiteSpace: 'normal' },
        // The warning colour is too light for small text on white: its border says it.
        ...(OUTCOME_COLOR[entry.outcome] === 'warning' ? { color: 'text.primary' } : {}),
      }}
    />
  );
}

/** Wide screens: one dense row per access. */
function AccessTable({ entries }: { entries: EftiAccessEntry[] }) {
  const { t } = useTranslation('efti');
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{t('access.time')}</TableCell>
          <TableCell>{t('access.gate')}</TableCell>
          <TableCell>{t('access.action')}</TableCell>
          <TableCell>{t('access.outcome')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <AccessTime at={entry.created_at} />
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.gate_id}</TableCell>
            <TableCell>
              <AccessAction entry={entry} />
            </TableCell>
            <TableCell>
              <AccessOutcome entry={entry} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Phones: one card-like item per access, nothing side by side that would not fit. */
function AccessList({ entries }: { entries: EftiAccessEntry[] }) {
  const { t } = useTranslation('efti');
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {entries.map((entry) => (
        <Box
          component="li"
          key={entry.id}
          sx={{ py: 1.5, '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' } }}
        >
          <Stack spacing={0.75}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              <AccessTime at={entry.created_at} />
              {' · '}
              {t('access.gate')} {entry.gate_id}
            </Typography>
            <Typography component="div" variant="body2">
              <AccessAction entry={entry} />
            </Typography>
            <Box>
              <AccessOutcome entry={entry} />
            </Box>
          </Stack>
        </Box>
      ))}
    </Box>
  );
}

/**
 * `/documents/:id/efti-access`, over the transit page: every gate access to the transit's eFTI data
 * set, newest first, ten a page, so the owner sees who looked at the consignment
 * (docs/decisions/0059-efti-transit-page.md). Offered only when the rulebook answers
 * `efti_access_log`; the server refuses anyone else anyway.
 */
export function EftiAccessDialog() {
  const { t } = useTranslation('efti');
  const { t: tc } = useTranslation('common');
  const id = useTransitId();
  const close = useReturnTo(transitPath(id));
  const titleId = useId();
  const isMobile = useIsMobile();
  const [page, setPage] = useState(1);
  const transit = useTransitQuery(id).data;
  const isOnline = useOnline();
  // Asked for only once the transit says the caller may see it (and online: the log is not kept).
  const mayRead = transit ? whileOnline(transit.actions, isOnline).efti_access_log : false;
  const isRefused = transit !== undefined && isOnline && !mayRead;
  const log = useQuery({
    queryKey: eftiKeys.accessLog(id, page),
    queryFn: () => listEftiAccesses(id, page),
    enabled: isValidTransitId(id) && mayRead,
    placeholderData: keepPreviousData,
  });
  const entries = log.data?.results ?? [];
  const datasetId = transit?.efti?.dataset_id;

  return (
    <ResponsiveDialog
      open
      maxWidth="md"
      onClose={() => {
        close();
      }}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pr: 8 }}>
        {t('access.title')}
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
      <DialogContent dividers>
        {datasetId && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
            {t('access.intro', { id: datasetId })}
          </Typography>
        )}
        {isRefused && <Alert severity="info">{t('access.not_allowed')}</Alert>}
        <ListStatus
          isLoading={log.isPending && (log.fetchStatus !== 'idle' || !transit)}
          isError={log.isError}
          isEmpty={log.isSuccess && entries.length === 0}
          skeletonRows={4}
          empty={{
            icon: <ManageSearch />,
            title: t('access.empty_title'),
            hint: t('access.empty_hint'),
          }}
        >
          {isMobile ? <AccessList entries={entries} /> : <AccessTable entries={entries} />}
        </ListStatus>
        {log.data && log.data.count > LIST_PAGE_SIZE && (
          <PagingBar count={log.data.count} page={page} onPageChange={setPage} />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        {log.isError && (
          <Button onClick={() => void log.refetch()} sx={TOUCH_TARGET}>
            {t('access.retry')}
          </Button>
        )}
        <Button
          variant="contained"
          onClick={() => {
            close();
          }}
          sx={{ ...TOUCH_TARGET, minWidth: 96 }}
        >
          {t('access.close')}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
