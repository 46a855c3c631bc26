import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { attachesToVehicle } from '@transitdocs/domain';
import { useTranslation } from '../../i18n/react.ts';
import { useLocation, useNavigate, useParams } from 'react-router';
import { getVehicle } from '../../api/fleet.ts';
import { useSession } from '../../app/session.tsx';
import { mayUser } from '../../app/may-user.ts';
import { useOnline } from '../../app/use-online.ts';
import { CARS_PATH } from './cars-paths.ts';
import { AvailabilityChip, PositionCell } from './fleet-cells.tsx';
import { RecordDetailsDialog, type DetailField } from './record-details-dialog.tsx';
import { driverLabel } from './vehicle-form.ts';

/** `/cars/{id}`: one vehicle, read only, with Edit for those who may change vehicles. */
export function VehicleDetailsDialog() {
  const { t } = useTranslation('fleet');
  const navigate = useNavigate();
  const { search } = useLocation();
  const { user } = useSession();
  const isOnline = useOnline();
  const id = Number(useParams().id);
  const isValidId = Number.isInteger(id) && id > 0;
  const query = useQuery({
    queryKey: ['fleet', 'vehicle', id],
    queryFn: () => getVehicle(id),
    enabled: isValidId,
    retry: false,
  });
  const close = () => void navigate(`${CARS_PATH}${search}`);
  const vehicle = query.data;
  const fields: DetailField[] = vehicle
    ? [
        { label: t('columns.number'), value: vehicle.number },
        { label: t('columns.type'), value: t(`types.${vehicle.type}`) },
        attachesToVehicle(vehicle.type)
          ? { label: t('form.attached_vehicle'), value: vehicle.attached_vehicle?.number ?? '' }
          : {
              label: t('form.driver'),
              value: vehicle.driver ? driverLabel(vehicle.driver) : '',
            },
        ...(vehicle.trailer
          ? [{ label: t('details.trailer'), value: vehicle.trailer.number }]
          : []),
        {
          label: t('columns.availability'),
          value: <AvailabilityChip value={vehicle.status} />,
        },
        { label: t('columns.position'), value: <PositionCell value={vehicle} /> },
      ]
    : [];
  return (
    <RecordDetailsDialog
      title={
        vehicle ? t('details.vehicle_title', { number: vehicle.number }) : t('details.vehicle')
      }
      isLoading={query.isPending}
      error={query.isError || !isValidId ? t('result.load_failed') : null}
      fields={fields}
      onClose={close}
      actions={
        vehicle && isOnline && mayUser(user, 'write_vehicles') ? (
          <Button
            startIcon={<EditOutlined />}
            onClick={() => void navigate(`${CARS_PATH}/${String(vehicle.id)}/edit${search}`)}
            sx={{ minHeight: 48 }}
          >
            {t('details.edit')}
          </Button>
        ) : undefined
      }
    />
  );
}
