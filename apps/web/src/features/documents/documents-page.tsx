import Description from '@mui/icons-material/Description';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { useTranslation } from '../../i18n/react.ts';
import { useNavigate } from 'react-router';
import { ActiveFiltersLine, ListStatus } from '../../ui/list/index.ts';
import { CSV_IMPORT_PATH } from '../csv-import/csv-import-paths.ts';
import { ECMR_IMPORT_PATH } from '../ecmr-import/ecmr-import-api.ts';
import { REPORT_PATH } from '../report/report-paths.ts';
import { ColumnChooser } from './column-chooser.tsx';
import { DocumentsToolbar } from './documents-toolbar.tsx';
import { DOCUMENTS_SEARCH_PATH, TRANSIT_ADD_PATH } from './documents-paths.ts';
import { transitActiveFilters } from './transit-filters.ts';
import { TransitListView } from './transit-list-view.tsx';
import { TransitPager } from './transit-pager.tsx';
import { TransitTable } from './transit-table.tsx';
import { useColumnChoice } from './use-column-choice.ts';
import { useTransitList } from './use-transit-list.ts';

/** `/documents` for the office roles: the transit list in its table or list view (spec 1 §2). */
export function DocumentsPage() {
  const { t } = useTranslation('documents');
  const navigate = useNavigate();
  const list = useTransitList();
  const columns = useColumnChoice();
  const filters = transitActiveFilters(list.filters, {
    label: (name) => t(`filters.${name}`),
    type: (type) => t(`common:transit_type.${type}`),
    status: (status) => t(`status.${status}`),
  });
  const hasFilters = filters.length > 0;

  return (
    <>
      <DocumentsToolbar
        view={list.view}
        onViewChange={list.setView}
        onAdd={() => void navigate(TRANSIT_ADD_PATH)}
        onUploadCsv={() => void navigate(CSV_IMPORT_PATH)}
        onImportEcmr={() => void navigate(ECMR_IMPORT_PATH)}
        onExport={() => void navigate(REPORT_PATH)}
        onRefresh={() => void list.refresh()}
        onFilters={() => void navigate(DOCUMENTS_SEARCH_PATH)}
        isOnline={list.isOnline}
        isRefreshing={list.isRefreshing}
        columnChooser={
          list.view === 'table' ? (
            <ColumnChooser hidden={columns.hidden} onChange={columns.setHidden} />
          ) : undefined
        }
      />
      <ActiveFiltersLine
        filters={filters}
        {...(list.isOnline ? { onClear: list.clearFilters } : {})}
      />
      <Paper
        variant="outlined"
        // The list view's rows are cards of their own on a phone: no frame around them.
        sx={
          list.view === 'list'
            ? {
                border: { xs: 'none', sm: 1 },
                borderColor: { sm: 'divider' },
                bgcolor: { xs: 'transparent', sm: 'background.paper' },
              }
            : {}
        }
      >
        {list.isLoading && (
          // Shown from the first render: the list never opens on a blank page.
          <LinearProgress aria-label={t('loading')} />
        )}
        <ListStatus
          // The app's offline banner above the page already says it.
          hasOfflineNotice={false}
          isLoading={list.isLoading}
          isError={list.isError}
          isEmpty={list.rows.length === 0}
          skeletonRows={list.view === 'table' ? 14 : 10}
          empty={{
            icon: <Description />,
            title: t(
              !list.isOnline
                ? 'empty_offline_title'
                : hasFilters
                  ? 'empty_filtered_title'
                  : 'empty_title',
            ),
            hint: t(
              !list.isOnline
                ? 'empty_offline_hint'
                : hasFilters
                  ? 'empty_filtered_hint'
                  : 'empty_hint',
            ),
          }}
        >
          {list.view === 'table' ? (
            <TransitTable rows={list.rows} pageSize={list.pageSize} hidden={columns.hidden} />
          ) : (
            <TransitListView rows={list.rows} />
          )}
        </ListStatus>
        <TransitPager
          count={list.count}
          page={list.page}
          pageSize={list.pageSize}
          onPageChange={list.setPage}
        />
      </Paper>
    </>
  );
}
