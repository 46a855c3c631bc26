import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.ts';
import { useNavigate, useParams } from 'react-router';
import { createVehicle, getVehicle, updateVehicle } from '../../api/fleet.ts';
import { useOnline } from '../../app/use-online.ts';
import { listQueryKey } from '../../ui/list/use-list-query.ts';
import { applyServerErrors, ResponsiveDialog, ResultDialog } from '../../ui/index.ts';
import { CARS_LIST, CARS_PATH } from './cars-paths.ts';
import { useOutcome } from './use-outcome.ts';
import { VehicleFormFields } from './vehicle-form-fields.tsx';
import {
  EMPTY_VEHICLE_FORM,
  VehicleForm,
  vehicleFormToRequest,
  vehicleToForm,
  type VehicleFormValues,
} from './vehicle-form.ts';

type Outcome = { severity: 'success' | 'error'; title: string; messages: string[] };

const SERVER_FIELDS = {
  fields: ['number', 'type'] as const,
  map: { driver: 'related', attached_vehicle: 'related' } as const,
};

type VehicleFormDialogProps = {
  title: string;
  initialValues: VehicleFormValues;
  save: (values: VehicleFormValues) => Promise<unknown>;
  /** Success text of a dialog (create); without it the dialog closes with a snackbar. */
  successTitle?: string;
  savedNotice: string;
};

/** The add/edit vehicle dialog: its form, the save and the result the spec names. */
export function VehicleFormDialog(props: VehicleFormDialogProps) {
  const { title, initialValues, save, successTitle, savedNotice } = props;
  const { t } = useTranslation('fleet');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isOnline = useOnline();
  const titleId = useId();
  const {
    outcome,
    isOpen: isOutcomeOpen,
    show: setOutcome,
    hide: hideOutcome,
  } = useOutcome<Outcome>();
  const { control, handleSubmit, setValue, setError, formState } = useForm<VehicleFormValues>({
    resolver: zodResolver(VehicleForm),
    defaultValues: initialValues,
  });
  const close = (notice?: string) => {
    void navigate(CARS_PATH, notice ? { state: { notice } } : undefined);
  };

  const submit = handleSubmit(async (values) => {
    try {
      await save(values);
      await queryClient.invalidateQueries({ queryKey: listQueryKey(CARS_LIST) });
      if (successTitle) setOutcome({ severity: 'success', title: successTitle, messages: [] });
      else close(savedNotice);
    } catch (error) {
      const messages = applyServerErrors(setError, error, SERVER_FIELDS);
      setOutcome({ severity: 'error', title: t('result.error'), messages });
    }
  });

  const isBusy = formState.isSubmitting;
  return (
    <ResponsiveDialog
      open
      onClose={() => {
        close();
      }}
      aria-labelledby={titleId}
    >
      <form noValidate onSubmit={submit} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <VehicleFormFields control={control} setValue={setValue} disabled={isBusy} />
        </DialogContent>
        <DialogActions>
          <Button
            onClick={() => {
              close();
            }}
          >
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!isOnline} loading={isBusy}>
            {t('actions.save')}
          </Button>
        </DialogActions>
      </form>
      <ResultDialog
        open={isOutcomeOpen}
        severity={outcome?.severity ?? 'success'}
        title={outcome?.title ?? ''}
        messages={outcome?.messages}
        onClose={() => {
          const wasSuccess = outcome?.severity === 'success';
          hideOutcome();
          if (wasSuccess) close();
        }}
      />
    </ResponsiveDialog>
  );
}

/** `/cars/add`. */
export function AddVehicleDialog() {
  const { t } = useTranslation('fleet');
  const mutation = useMutation({
    mutationFn: (values: VehicleFormValues) => createVehicle(vehicleFormToRequest(values)),
  });
  return (
    <VehicleFormDialog
      title={t('add_title')}
      initialValues={EMPTY_VEHICLE_FORM}
      save={mutation.mutateAsync}
      successTitle={t('result.added')}
      savedNotice={t('result.added')}
    />
  );
}

/** `/cars/:id/edit`: loads the vehicle; a failed load says so and goes back to the list. */
export function EditVehicleDialog() {
  const { t } = useTranslation('fleet');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const query = useQuery({
    queryKey: ['fleet', 'vehicle', id],
    queryFn: () => getVehicle(id),
    enabled: Number.isInteger(id) && id > 0,
    gcTime: 0,
  });
  const mutation = useMutation({
    mutationFn: (values: VehicleFormValues) => updateVehicle(id, vehicleFormToRequest(values)),
  });
  if (query.isError || !Number.isInteger(id) || id <= 0) {
    return (
      <ResultDialog
        open
        severity="error"
        title={t('result.load_failed')}
        onClose={() => void navigate(CARS_PATH)}
      />
    );
  }
  if (!query.data) {
    return (
      <ResponsiveDialog open onClose={() => void navigate(CARS_PATH)} aria-label={t('edit_title')}>
        <DialogTitle>{t('edit_title')}</DialogTitle>
        <DialogContent>
          <Skeleton variant="rounded" height={180} aria-label={t('loading_vehicle')} />
        </DialogContent>
      </ResponsiveDialog>
    );
  }
  return (
    <VehicleFormDialog
      title={t('edit_title')}
      initialValues={vehicleToForm(query.data)}
      save={mutation.mutateAsync}
      savedNotice={t('result.saved')}
    />
  );
}
