import CheckCircle from '@mui/icons-material/CheckCircle';
import LocalShipping from '@mui/icons-material/LocalShipping';
import Schedule from '@mui/icons-material/Schedule';
import Chip from '@mui/material/Chip';
import type { TransitStatus } from '@transitdocs/domain';
import type { ReactElement } from 'react';
import { useTranslation } from '../../i18n/react.ts';

const STATUS_LOOK: Record<
  TransitStatus,
  { icon: ReactElement; color: 'default' | 'primary' | 'success' }
> = {
  pending: { icon: <Schedule />, color: 'default' },
  running: { icon: <LocalShipping />, color: 'primary' },
  finished: { icon: <CheckCircle />, color: 'success' },
};

/** The status as words and an icon, never by colour alone. */
export function TransitStatusChip({ status }: { status: TransitStatus }) {
  const { t } = useTranslation('transit_page');
  const look = STATUS_LOOK[status];
  return (
    <Chip
      icon={look.icon}
      color={look.color}
      variant={status === 'finished' ? 'filled' : 'outlined'}
      label={t(`status.${status}`)}
    />
  );
}

/** `yyyy-MM-dd` and `HH:mm` as the spec writes them, or null when neither is given. */
export function formatDateTime(date: string | null, time: string | null): string | null {
  const parts = [date, time].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' ') : null;
}
