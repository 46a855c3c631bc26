import CheckCircle from '@mui/icons-material/CheckCircle';
import LocalShipping from '@mui/icons-material/LocalShipping';
import Schedule from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { Transit, TransitStatus } from '@transitdocs/domain';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { transitCellValues, type TransitColumnKey } from './transit-values.ts';

const STATUS_LOOK: Record<
  TransitStatus,
  { icon: ReactElement; color: 'default' | 'primary' | 'success' }
> = {
  pending: { icon: <Schedule />, color: 'default' },
  running: { icon: <LocalShipping />, color: 'primary' },
  finished: { icon: <CheckCircle />, color: 'success' },
};

/** The status in words with an icon; colour is never the only signal. */
export function TransitStatusLabel({ status }: { status: TransitStatus }) {
  const { t } = useTranslation('documents');
  const look = STATUS_LOOK[status];
  return (
    <Chip
      size="small"
      icon={look.icon}
      color={look.color}
      variant={status === 'finished' ? 'filled' : 'outlined'}
      label={t(`status.${status}`)}
    />
  );
}

/** A cell with several values: the "many" label, the values on hover. */
export function ManyLabel({ values }: { values: readonly string[] }) {
  const { t } = useTranslation('documents');
  return (
    <Tooltip title={values.join(' · ')}>
      <Box
        component="span"
        sx={{
          px: 0.75,
          py: 0.25,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          fontStyle: 'italic',
          color: 'text.secondary',
        }}
      >
        {t('many')}
      </Box>
    </Tooltip>
  );
}

/** One cell of the table or list view: empty, the value, or "many". */
export function TransitCell({ transit, column }: { transit: Transit; column: TransitColumnKey }) {
  const { t } = useTranslation('documents');
  if (column === 'status') return <TransitStatusLabel status={transit.status} />;
  if (column === 'type') return t(`type.${transit.type}`);
  const values = transitCellValues(transit, column);
  if (values.length > 1) return <ManyLabel values={values} />;
  return values[0] ?? '';
}
