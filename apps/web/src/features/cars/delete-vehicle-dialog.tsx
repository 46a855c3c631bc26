import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { useLocation, useNavigate, useParams } from 'react-router';
import { deleteVehicle } from '../../api/fleet.ts';
import { ApiError } from '../../api/http.ts';
import { useOnline } from '../../app/use-online.ts';
import { ConfirmDialog, ResultDialog } from '../../ui/index.ts';
import { listQueryKey } from '../../ui/list/index.ts';
import { CARS_LIST, CARS_PATH } from './cars-paths.ts';

type Outcome = { severity: 'success' | 'error'; messages: string[] };

function numberFromState(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'number' in state) {
    return typeof state.number === 'string' ? state.number : '';
  }
  return '';
}

/** `/cars/:id/delete`: a confirmation, then a success or failure dialog (spec 3 §8). */
export function DeleteVehicleDialog() {
  const { t } = useTranslation('fleet');
  const navigate = useNavigate();
  const location = useLocation();
  const isOnline = useOnline();
  const queryClient = useQueryClient();
  const id = Number(useParams().id);
  const number = numberFromState(location.state);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const mutation = useMutation({ mutationFn: () => deleteVehicle(id) });
  const backToList = () => void navigate(CARS_PATH);

  const confirm = async () => {
    try {
      await mutation.mutateAsync();
      await queryClient.invalidateQueries({ queryKey: listQueryKey(CARS_LIST) });
      setOutcome({ severity: 'success', messages: [] });
    } catch (error) {
      setOutcome({
        severity: 'error',
        messages: error instanceof ApiError ? error.allMessages() : [],
      });
    }
  };

  return (
    <>
      <ConfirmDialog
        open={outcome === null}
        title={t('delete.title')}
        message={number ? t('delete.question_number', { number }) : t('delete.question')}
        confirmLabel={t('delete.confirm')}
        isBusy={mutation.isPending}
        isConfirmDisabled={!isOnline}
        onConfirm={() => void confirm()}
        onCancel={backToList}
      />
      <ResultDialog
        open={outcome !== null}
        severity={outcome?.severity ?? 'success'}
        title={outcome?.severity === 'error' ? t('delete.failed') : t('delete.done')}
        messages={outcome?.messages}
        onClose={backToList}
      />
    </>
  );
}
