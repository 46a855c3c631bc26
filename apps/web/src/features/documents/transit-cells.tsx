import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import { useQueryClient } from '@tanstack/react-query';
import type { Transit, TransitStatus } from '@transitdocs/domain';
import { useTranslation } from '../../i18n/react.ts';
import { Link as RouterLink } from 'react-router';
import { transitKeys } from '../../api/transits.ts';
import { TransitStatusLook } from '../../ui/transit-status-chip.tsx';
import { DOCUMENTS_PATH, transitPreviewPath } from './documents-paths.ts';
import { transitCellValues, type TransitColumnKey } from './transit-values.ts';

/** The status in words with an icon; colour is never the only signal. */
export function TransitStatusLabel({ status }: { status: TransitStatus }) {
  const { t } = useTranslation('documents');
  return <TransitStatusLook size="small" status={status} label={t(`status.${status}`)} />;
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

/** The one name of a transit type, the same in the list, the filters and the transit page. */
export function TransitTypeName({ type }: { type: Transit['type'] }) {
  const { t } = useTranslation('common');
  return t(`transit_type.${type}`);
}

/** The transit number as a link to the transit page, which closes back to the list. */
export function TransitNumberLink({ transit }: { transit: Transit }) {
  const queryClient = useQueryClient();
  return (
    <Link
      component={RouterLink}
      to={transitPreviewPath(transit.id)}
      state={{ from: DOCUMENTS_PATH }}
      underline="hover"
      sx={{ fontWeight: 600 }}
      onClick={() => {
        // The transit page shows the row at once (and offline) while it asks for the fresh one.
        queryClient.setQueryData<Transit>(transitKeys.one(transit.id), (old) => old ?? transit);
      }}
      // The table row opens the transit on Enter too: one navigation is enough.
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.stopPropagation();
      }}
    >
      {transit.transit_number}
    </Link>
  );
}

/** One cell of the table or list view: empty, the value, or "many". */
export function TransitCell({ transit, column }: { transit: Transit; column: TransitColumnKey }) {
  if (column === 'status') return <TransitStatusLabel status={transit.status} />;
  if (column === 'type') return <TransitTypeName type={transit.type} />;
  if (column === 'transit_number') return <TransitNumberLink transit={transit} />;
  const values = transitCellValues(transit, column);
  if (values.length > 1) return <ManyLabel values={values} />;
  return values[0] ?? '';
}
