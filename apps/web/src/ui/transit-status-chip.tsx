import CheckCircle from '@mui/icons-material/CheckCircle';
import LocalShipping from '@mui/icons-material/LocalShipping';
import Schedule from '@mui/icons-material/Schedule';
import Chip from '@mui/material/Chip';
import type { TransitStatus } from '@transitdocs/domain';
import type { ReactElement } from 'react';

const STATUS_LOOK: Record<
  TransitStatus,
  { icon: ReactElement; color: 'default' | 'primary' | 'success'; variant: 'filled' | 'outlined' }
> = {
  pending: { icon: <Schedule />, color: 'default', variant: 'outlined' },
  running: { icon: <LocalShipping />, color: 'primary', variant: 'outlined' },
  finished: { icon: <CheckCircle />, color: 'success', variant: 'filled' },
};

/** A transit's status as a chip: its words with an icon, so colour is never the only signal. */
export function TransitStatusLook({
  status,
  label,
  size,
}: {
  status: TransitStatus;
  label: string;
  size?: 'small' | 'medium';
}) {
  const look = STATUS_LOOK[status];
  return (
    <Chip size={size} icon={look.icon} color={look.color} variant={look.variant} label={label} />
  );
}
