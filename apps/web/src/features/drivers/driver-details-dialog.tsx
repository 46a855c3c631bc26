import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.ts';
import { useLocation, useNavigate, useParams } from 'react-router';
import { getDriver } from '../../api/fleet.ts';
import { AvailabilityChip, PositionCell } from '../cars/fleet-cells.tsx';
import { RecordDetailsDialog, type DetailField } from '../cars/record-details-dialog.tsx';
import { driverLabel } from '../cars/vehicle-form.ts';
import { DRIVERS_PATH } from './drivers-filters.ts';

/** `/drivers/{id}`: one driver of the company, read only (spec 3 §2). */
export function DriverDetailsDialog() {
  const { t } = useTranslation('fleet');
  const navigate = useNavigate();
  const { search } = useLocation();
  const id = Number(useParams().id);
  const isValidId = Number.isInteger(id) && id > 0;
  const query = useQuery({
    queryKey: ['fleet', 'driver', id],
    queryFn: () => getDriver(id),
    enabled: isValidId,
    retry: false,
  });
  const driver = query.data;
  const fields: DetailField[] = driver
    ? [
        { label: t('columns.id'), value: driver.id },
        { label: t('columns.driver'), value: driverLabel(driver.user) },
        { label: t('details.phone'), value: driver.user.phone ?? '' },
        { label: t('columns.vehicle_number'), value: driver.vehicle?.number ?? '' },
        ...(driver.vehicle?.attached_vehicle
          ? [{ label: t('details.trailer'), value: driver.vehicle.attached_vehicle.number }]
          : []),
        {
          label: t('columns.availability'),
          value: <AvailabilityChip value={driver.is_available} />,
        },
        { label: t('columns.current_position'), value: <PositionCell value={driver} /> },
      ]
    : [];
  return (
    <RecordDetailsDialog
      title={driver ? driverLabel(driver.user) : t('details.driver')}
      isLoading={query.isPending}
      error={query.isError || !isValidId ? t('details.driver_load_failed') : null}
      fields={fields}
      onClose={() => void navigate(`${DRIVERS_PATH}${search}`)}
    />
  );
}
