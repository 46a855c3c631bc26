import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatCoordinate, type Availability } from '@transitdocs/domain';
import { useTranslation } from '../../i18n/react.ts';
import { formatDateTime } from '../../ui/date-time.ts';

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

/**
 * The position fields of a vehicle or driver (spec 3 §2 "current position"): the driver's phone's
 * last fix (docs/decisions/0024-places-coordinates-positions.md).
 */
export type PositionFields = {
  current_pos_latitude: number | null;
  current_pos_longitude: number | null;
  current_pos_at?: string | null | undefined;
};

/** `52° 13' 47.0" N, 21° 0' 43.9" E` (the domain's one way), or '' while none is known. */
export function formatPosition(latitude: number | null, longitude: number | null): string {
  if (latitude === null || longitude === null) return '';
  return `${formatCoordinate(latitude, 'latitude')}, ${formatCoordinate(longitude, 'longitude')}`;
}

/** `yyyy-MM-dd HH:mm` in the browser's time zone (spec 1 §5), or '' for no or a bad time. */
export function formatPositionTime(iso: string | null | undefined): string {
  return iso ? formatDateTime(iso) : '';
}

/** The position with the time it was given under it; a dash when none was ever given. */
export function PositionCell({ value }: { value: PositionFields }) {
  const { t } = useTranslation('fleet');
  const position = formatPosition(value.current_pos_latitude, value.current_pos_longitude);
  if (!position) return <span aria-label={t('position.none')}>—</span>;
  const time = formatPositionTime(value.current_pos_at);
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column' }}>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {position}
      </Box>
      {time && (
        <Typography component="span" variant="body2" color="text.secondary">
          {t('position.at', { time })}
        </Typography>
      )}
    </Box>
  );
}
