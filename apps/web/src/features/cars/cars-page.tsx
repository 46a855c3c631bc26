import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DirectionsCar from '@mui/icons-material/DirectionsCar';
import EditOutlined from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Tooltip from '@mui/material/Tooltip';
import { attachesToVehicle, type Vehicle } from '@transitdocs/domain';
import { mayUser } from '../../app/may-user.ts';
import { useTranslation } from '../../i18n/react.ts';
import { Link as RouterLink, Route, Routes, useLocation, useNavigate } from 'react-router';
import { listVehicles } from '../../api/fleet.ts';
import { useSession } from '../../app/session.tsx';
import { useOnline } from '../../app/use-online.ts';
import {
  ActiveFiltersLine,
  DataTable,
  LIST_ICON_BUTTON_SX,
  ListStatus,
  ListToolbar,
  PagingBar,
  useListQuery,
  type DataTableColumn,
} from '../../ui/list/index.ts';
import { activeCarsFilters, toCarsFilters } from './cars-filters.ts';
import { CARS_LIST, CARS_PATH } from './cars-paths.ts';
import { CarsSearchDialog } from './cars-search-dialog.tsx';
import { DeleteVehicleDialog } from './delete-vehicle-dialog.tsx';
import { AvailabilityChip, PositionCell } from './fleet-cells.tsx';
import { VehicleDetailsDialog } from './vehicle-details-dialog.tsx';
import { AddVehicleDialog, EditVehicleDialog } from './vehicle-dialog.tsx';
import { driverLabel } from './vehicle-form.ts';

const fetchVehiclePage = (queryString: string) => listVehicles(queryString);

/** The driver of a tractor, solo truck or van; the vehicle a (semi)trailer hangs on. */
function relatedText(vehicle: Vehicle): string {
  if (attachesToVehicle(vehicle.type)) return vehicle.attached_vehicle?.number ?? '—';
  return vehicle.driver ? driverLabel(vehicle.driver) : '—';
}

function noticeFrom(state: unknown): string | null {
  if (typeof state === 'object' && state !== null && 'notice' in state) {
    return typeof state.notice === 'string' ? state.notice : null;
  }
  return null;
}

/** `/cars/*`: the vehicles list with its search, add, edit and delete dialogs as routes. */
export function CarsPage() {
  const { t } = useTranslation('fleet');
  const navigate = useNavigate();
  const location = useLocation();
  const isOnline = useOnline();
  const { user } = useSession();
  // Edit and delete need the network and a role that may change vehicles (spec 3 §4, §6).
  const canWrite = isOnline && mayUser(user, 'write_vehicles');
  const list = useListQuery<Vehicle>({ name: CARS_LIST, fetchPage: fetchVehiclePage });
  const filters = toCarsFilters(list.filters);
  const notice = noticeFrom(location.state);
  const goTo = (path: string, state?: unknown) => {
    void navigate(`${CARS_PATH}${path}${location.search}`, state ? { state } : undefined);
  };

  const columns: DataTableColumn<Vehicle>[] = [
    {
      key: 'number',
      label: t('columns.number'),
      render: (vehicle) => (
        <Link
          component={RouterLink}
          to={`${CARS_PATH}/${String(vehicle.id)}${location.search}`}
          aria-label={t('details.open_vehicle', { number: vehicle.number })}
        >
          {vehicle.number}
        </Link>
      ),
    },
    { key: 'type', label: t('columns.type'), render: (vehicle) => t(`types.${vehicle.type}`) },
    { key: 'related', label: t('columns.related'), render: relatedText },
    {
      key: 'status',
      label: t('columns.availability'),
      render: (vehicle) => <AvailabilityChip value={vehicle.status} />,
    },
    {
      key: 'position',
      label: t('columns.position'),
      render: (vehicle) => <PositionCell value={vehicle} />,
    },
  ];

  return (
    <>
      <ListToolbar
        title={t('cars_title')}
        onRefresh={() => void list.refresh()}
        isRefreshing={list.query.isFetching}
        onSearch={() => {
          goTo('/search');
        }}
        onAdd={() => {
          goTo('/add');
        }}
        addLabel={t('add_title')}
        isAddDisabled={!canWrite}
      />
      <ActiveFiltersLine filters={activeCarsFilters(filters, t)} onClear={list.clearFilters} />
      <Paper variant="outlined">
        <ListStatus
          hasOfflineNotice={false}
          isLoading={list.query.isPending}
          isError={list.query.isError}
          isEmpty={list.rows.length === 0}
          empty={{
            icon: <DirectionsCar />,
            title: t('cars_empty_title'),
            hint: t('cars_empty_hint'),
          }}
        >
          <DataTable
            label={t('cars_title')}
            columns={columns}
            rows={list.rows}
            getRowId={(vehicle) => vehicle.id}
            rowActions={
              canWrite
                ? (vehicle) => (
                    <>
                      <Tooltip title={t('edit_vehicle', { number: vehicle.number })}>
                        <IconButton
                          aria-label={t('edit_vehicle', { number: vehicle.number })}
                          sx={LIST_ICON_BUTTON_SX}
                          onClick={() => {
                            goTo(`/${vehicle.id}/edit`);
                          }}
                        >
                          <EditOutlined />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t('delete_vehicle', { number: vehicle.number })}>
                        <IconButton
                          aria-label={t('delete_vehicle', { number: vehicle.number })}
                          sx={LIST_ICON_BUTTON_SX}
                          onClick={() => {
                            goTo(`/${vehicle.id}/delete`, { number: vehicle.number });
                          }}
                        >
                          <DeleteOutlined />
                        </IconButton>
                      </Tooltip>
                    </>
                  )
                : undefined
            }
          />
        </ListStatus>
        <PagingBar count={list.count} page={list.page} onPageChange={list.setPage} />
      </Paper>
      <Routes>
        <Route path="search" element={<CarsSearchDialog />} />
        <Route path="add" element={<AddVehicleDialog />} />
        <Route path=":id" element={<VehicleDetailsDialog />} />
        <Route path=":id/edit" element={<EditVehicleDialog />} />
        <Route path=":id/delete" element={<DeleteVehicleDialog />} />
      </Routes>
      <Snackbar
        open={notice !== null}
        message={notice}
        autoHideDuration={4000}
        onClose={() => void navigate(`${CARS_PATH}${location.search}`, { replace: true })}
      />
    </>
  );
}
