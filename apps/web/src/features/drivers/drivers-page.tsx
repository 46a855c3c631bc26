import Person from '@mui/icons-material/Person';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import type { Driver } from '@transitdocs/domain';
import { mayUser } from '../../app/may-user.ts';
import { useTranslation } from '../../i18n/react.ts';
import { Link as RouterLink, Route, Routes, useLocation, useNavigate } from 'react-router';
import { listDrivers } from '../../api/fleet.ts';
import { useSession } from '../../app/session.tsx';
import { useOnline } from '../../app/use-online.ts';
import {
  ActiveFiltersLine,
  DataTable,
  ListStatus,
  ListToolbar,
  PagingBar,
  useListQuery,
  type DataTableColumn,
} from '../../ui/list/index.ts';
import { ADD_ACCOUNT_PATH } from '../accounts/accounts-paths.ts';
import { AvailabilityChip, PositionCell } from '../cars/fleet-cells.tsx';
import { driverLabel } from '../cars/vehicle-form.ts';
import {
  activeDriversFilters,
  DRIVERS_LIST,
  DRIVERS_PATH,
  toDriversFilters,
} from './drivers-filters.ts';
import { DriverDetailsDialog } from './driver-details-dialog.tsx';
import { DriversSearchDialog } from './drivers-search-dialog.tsx';

const fetchDriverPage = (queryString: string) => listDrivers(queryString);

/** `/drivers/*`: the company's drivers; Admin may add one as a sub-account (spec 3 §6). */
export function DriversPage() {
  const { t } = useTranslation('fleet');
  const navigate = useNavigate();
  const location = useLocation();
  const isOnline = useOnline();
  const { user } = useSession();
  const list = useListQuery<Driver>({ name: DRIVERS_LIST, fetchPage: fetchDriverPage });
  const filters = toDriversFilters(list.filters);
  const isAdmin = mayUser(user, 'add_driver');

  const columns: DataTableColumn<Driver>[] = [
    { key: 'id', label: t('columns.id'), render: (driver) => driver.id },
    {
      key: 'driver',
      label: t('columns.driver'),
      render: (driver) => (
        <Link component={RouterLink} to={`${DRIVERS_PATH}/${String(driver.id)}${location.search}`}>
          {driverLabel(driver.user)}
        </Link>
      ),
    },
    {
      key: 'vehicle',
      label: t('columns.vehicle_number'),
      render: (driver) => driver.vehicle?.number ?? '—',
    },
    {
      key: 'availability',
      label: t('columns.availability'),
      render: (driver) => <AvailabilityChip value={driver.is_available} />,
    },
    {
      key: 'position',
      label: t('columns.current_position'),
      render: (driver) => <PositionCell value={driver} />,
    },
  ];

  return (
    <>
      <ListToolbar
        title={t('drivers_title')}
        onRefresh={() => void list.refresh()}
        isRefreshing={list.query.isFetching}
        onSearch={() => void navigate(`${DRIVERS_PATH}/search${location.search}`)}
        onAdd={
          isAdmin
            ? () => void navigate(ADD_ACCOUNT_PATH, { state: { role: 'Kierowca' } })
            : undefined
        }
        addLabel={t('add_driver')}
        isAddDisabled={!isOnline}
      />
      <ActiveFiltersLine filters={activeDriversFilters(filters, t)} onClear={list.clearFilters} />
      <Paper variant="outlined">
        <ListStatus
          hasOfflineNotice={false}
          isLoading={list.query.isPending}
          isError={list.query.isError}
          isEmpty={list.rows.length === 0}
          empty={{
            icon: <Person />,
            title: t('drivers_empty_title'),
            hint: isAdmin ? t('drivers_empty_hint_admin') : t('drivers_empty_hint'),
          }}
        >
          <DataTable
            label={t('drivers_title')}
            columns={columns}
            rows={list.rows}
            getRowId={(driver) => driver.id}
            cardTitle={(driver) => (
              <Link
                component={RouterLink}
                to={`${DRIVERS_PATH}/${String(driver.id)}${location.search}`}
              >
                {driverLabel(driver.user)}
              </Link>
            )}
          />
        </ListStatus>
        <PagingBar count={list.count} page={list.page} onPageChange={list.setPage} />
      </Paper>
      <Routes>
        <Route path="search" element={<DriversSearchDialog />} />
        <Route path=":id" element={<DriverDetailsDialog />} />
      </Routes>
    </>
  );
}
