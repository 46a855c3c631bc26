import TaskAlt from '@mui/icons-material/TaskAlt';
import ContentCopy from '@mui/icons-material/ContentCopy';
import EditNote from '@mui/icons-material/EditNote';
import Lock from '@mui/icons-material/LockOutlined';
import ManageSearch from '@mui/icons-material/ManageSearch';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  COPIED_TOOLTIP_MS,
  EFTI_SUBSET_IDS,
  type EftiDatasetStatus,
  type EftiSubsetId,
  type Transit,
  type TransitEfti,
} from '@transitdocs/domain';
import { useEffect, useId, useState, type ReactElement } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Link, useLocation } from 'react-router';
import { useAllowed } from '../../app/use-allowed.ts';
import { TOUCH_TARGET, transitEftiAccessPath } from '../transit-page/transit-paths.ts';
import { returnStateOf } from '../transit-page/use-return-to.ts';
import { compareFieldKeys, useEftiFieldLabel } from './efti-field-label.ts';

const STATUS_LOOK: Record<
  EftiDatasetStatus,
  { icon: ReactElement; color: 'default' | 'warning' | 'success' }
> = {
  draft: { icon: <EditNote />, color: 'warning' },
  active: { icon: <TaskAlt />, color: 'success' },
  closed: { icon: <Lock />, color: 'default' },
};

/** The data set's status as a word and an icon, never by colour alone. */
export function EftiStatusChip({ status }: { status: EftiDatasetStatus }) {
  const { t } = useTranslation('efti');
  const look = STATUS_LOOK[status];
  return (
    <Chip
      icon={look.icon}
      color={look.color}
      variant="outlined"
      label={t(`status.${status}`)}
      sx={look.color === 'warning' ? { color: 'text.primary' } : undefined}
    />
  );
}

/** One field the data set lacks, with every required subset that needs it. */
export type EftiGap = { field: string; subsets: EftiSubsetId[] };

/**
 * The gaps by form field: a field feeds several elements (a town is the consignee's city and
 * the unloading place's), so the subsets are merged; fields in form order, subsets in the
 * schema's.
 */
export function gapsByField(missing: TransitEfti['missing']): EftiGap[] {
  const byField = new Map<string, Set<EftiSubsetId>>();
  for (const gap of missing) {
    const subsets = byField.get(gap.field) ?? new Set<EftiSubsetId>();
    for (const subset of gap.subsets) subsets.add(subset);
    byField.set(gap.field, subsets);
  }
  return [...byField.entries()]
    .sort(([a], [b]) => compareFieldKeys(a, b))
    .map(([field, subsets]) => ({
      field,
      subsets: EFTI_SUBSET_IDS.filter((id) => subsets.has(id)),
    }));
}

type CopyState = 'idle' | 'copied' | 'failed';

/** The data set id, small and monospace, with a copy button (the id is what a gate asks by). */
function DatasetId({ id }: { id: string }) {
  const { t } = useTranslation('efti');
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = setTimeout(() => {
      setState('idle');
    }, COPIED_TOOLTIP_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(id);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  const message = state === 'copied' ? t('copied') : state === 'failed' ? t('copy_failed') : '';
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('dataset_id')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', minWidth: 0 }}>
        <Typography
          component="code"
          variant="body2"
          sx={{ fontFamily: 'monospace', fontSize: '0.8125rem', overflowWrap: 'anywhere' }}
        >
          {id}
        </Typography>
        <Tooltip
          title={message}
          open={state !== 'idle'}
          placement="top"
          arrow
          disableFocusListener
          disableHoverListener
          disableTouchListener
        >
          <IconButton
            aria-label={t('copy_id')}
            onClick={() => void copy()}
            sx={{ width: 48, height: 48 }}
          >
            <ContentCopy fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <Box
        role="status"
        sx={{
          position: 'absolute',
          width: 1,
          height: 1,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
        }}
      >
        {message}
      </Box>
    </Box>
  );
}

function Gaps({ missing }: { missing: TransitEfti['missing'] }) {
  const { t } = useTranslation('efti');
  const labelOf = useEftiFieldLabel();
  const headingId = useId();
  const gaps = gapsByField(missing);
  if (gaps.length === 0) return null;
  return (
    <Box>
      <Typography id={headingId} variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
        {t('missing_heading')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('missing_hint')}
      </Typography>
      <Box
        component="ul"
        aria-labelledby={headingId}
        sx={{ m: 0, p: 0, listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        {gaps.map((gap) => (
          <Box
            component="li"
            key={gap.field}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 1,
              px: 1.5,
              py: 1,
              '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
            }}
          >
            <Typography variant="body2" sx={{ flex: '1 1 240px', minWidth: 0 }}>
              {labelOf(gap.field)}
            </Typography>
            <Box
              role="list"
              aria-label={t('needed_for')}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
            >
              {gap.subsets.map((subset) => (
                <Chip
                  key={subset}
                  role="listitem"
                  size="small"
                  variant="outlined"
                  label={subset}
                  sx={{ fontFamily: 'monospace', minWidth: 56 }}
                />
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * What the status means. A transit finished while incomplete is closed too, but the server never
 * serves it to a gate (only one closed after being complete), so it says so.
 */
function statusTextKey(efti: TransitEfti): string {
  return efti.status === 'closed' && efti.missing.length > 0 ? 'closed_incomplete' : efti.status;
}

/**
 * The transit's eFTI data set (docs/decisions/0059-efti-transit-page.md): its status in words, its
 * id, while a draft what the transit form still lacks, and who looked at it when the rulebook lets
 * the caller see that.
 */
export function EftiDataSet({ transit, efti }: { transit: Transit; efti: TransitEfti }) {
  const { t } = useTranslation('efti');
  const location = useLocation();
  const allowed = useAllowed(transit.actions);
  return (
    <Stack spacing={1.5}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <EftiStatusChip status={efti.status} />
        <Typography variant="body2" sx={{ flex: '1 1 280px' }}>
          {t(`status_text.${statusTextKey(efti)}`)}
        </Typography>
      </Box>
      <DatasetId id={efti.dataset_id} />
      {efti.status === 'draft' && <Gaps missing={efti.missing} />}
      {allowed.efti_access_log && (
        <Box>
          <Button
            component={Link}
            to={transitEftiAccessPath(transit.id)}
            state={returnStateOf(location)}
            variant="outlined"
            startIcon={<ManageSearch />}
            sx={TOUCH_TARGET}
          >
            {t('access.open')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
