import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { Transit } from '@transitdocs/domain';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { DataTable, type DataTableColumn } from '../../ui/list/index.ts';
import { useIsMobile } from '../../ui/responsive-dialog.tsx';
import { TransitActionButtons, useTransitActions } from './transit-actions.tsx';
import { TransitCards } from './transit-cards.tsx';
import { TransitCell } from './transit-cells.tsx';
import type { TransitColumnKey } from './transit-values.ts';

/**
 * Columns of the list view (spec 1 §2); a wide screen has room for the status in front, a phone
 * shows only the transit number.
 */
const LIST_COLUMNS = [
  'transit_number',
  'sender',
  'receiver',
  'loading_date',
  'unloading_date',
  'carrier_driver',
] as const satisfies readonly TransitColumnKey[];
/** Only names may wrap; a status, number or date broken over two lines reads badly. */
const WRAPPING_COLUMNS: ReadonlySet<TransitColumnKey> = new Set(['sender', 'receiver']);
const WIDE_LIST_COLUMNS = [
  'status',
  ...LIST_COLUMNS,
] as const satisfies readonly TransitColumnKey[];

/** The 10-row list with its row actions: preview, uploaded documents, alert, delete. */
export function TransitListView({ rows }: { rows: readonly Transit[] }) {
  const { t } = useTranslation('documents');
  const isMobile = useIsMobile();
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('lg'));
  const { actionsOf } = useTransitActions();
  const columns = useMemo<DataTableColumn<Transit>[]>(
    () =>
      (isWide ? WIDE_LIST_COLUMNS : LIST_COLUMNS).map((key) => ({
        key,
        label: t(key === 'carrier_driver' ? 'columns.driver' : `columns.${key}`),
        render: (transit: Transit) =>
          WRAPPING_COLUMNS.has(key) ? (
            <TransitCell transit={transit} column={key} />
          ) : (
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              <TransitCell transit={transit} column={key} />
            </Box>
          ),
      })),
    [t, isWide],
  );
  if (isMobile) return <TransitCards rows={rows} />;
  return (
    // Column names stay on one line.
    <Box sx={{ '& th': { whiteSpace: 'nowrap' } }}>
      <DataTable
        label={t('list.label')}
        columns={columns}
        rows={rows}
        getRowId={(transit) => transit.id}
        rowActions={(transit) => <TransitActionButtons actions={actionsOf(transit)} />}
      />
    </Box>
  );
}
