import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/react.ts';

export type ActiveFilter = { label: string; value: string };

/** Names the filters in use ("Active filters: Name: Trans, Town: Łódź"); nothing when none. */
export function ActiveFiltersLine({
  filters,
  onClear,
}: {
  filters: readonly ActiveFilter[];
  /** Offers a "Clear filters" chip when given. */
  onClear?: () => void;
}) {
  const { t } = useTranslation('lists');
  const used = filters.filter((filter) => filter.value.trim() !== '');
  if (used.length === 0) return null;
  return (
    <Box
      role="region"
      aria-label={t('filters.active')}
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}
    >
      <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
        {t('filters.active')}:
      </Typography>
      {used.map((filter) => (
        <Chip
          key={filter.label}
          size="small"
          variant="outlined"
          label={`${filter.label}: ${filter.value}`}
        />
      ))}
      {onClear && (
        <Chip
          size="small"
          color="primary"
          variant="outlined"
          label={t('filters.clear')}
          onClick={onClear}
          sx={{ minHeight: 32 }}
        />
      )}
    </Box>
  );
}
