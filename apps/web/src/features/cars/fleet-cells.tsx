import Chip from '@mui/material/Chip';
import type { Availability } from '@transitdocs/domain';
import { useTranslation } from 'react-i18next';

/** Availability as a word (colour is never the only signal). */
export function AvailabilityChip({ value }: { value: Availability }) {
  const { t } = useTranslation('fleet');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={value === 'available' ? 'success' : 'default'}
      label={t(`availability.${value}`)}
    />
  );
}

/** "52.22970, 21.01220", or a dash while no position is known. */
export function formatPosition(latitude: number | null, longitude: number | null): string {
  if (latitude === null || longitude === null) return '—';
  return `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
}
