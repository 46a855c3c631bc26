import type { TransitStatus } from '@transitdocs/domain';
import { useTranslation } from '../../i18n/react.ts';
import { TransitStatusLook } from '../../ui/transit-status-chip.tsx';

/** The status as words and an icon, never by colour alone. */
export function TransitStatusChip({ status }: { status: TransitStatus }) {
  const { t } = useTranslation('transit_page');
  return <TransitStatusLook status={status} label={t(`status.${status}`)} />;
}

/** `yyyy-MM-dd` and `HH:mm` as the spec writes them, or null when neither is given. */
export function formatDateTime(date: string | null, time: string | null): string | null {
  const parts = [date, time].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' ') : null;
}
