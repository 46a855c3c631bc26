import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { finishTransit } from '../../api/transit-actions.ts';
import { ApiError } from '../../api/http.ts';
import { whileOnline } from '@transitdocs/domain';
import { useOnline } from '../../app/use-online.ts';
import { ConfirmDialog, ResultDialog } from '../../ui/index.ts';
import { transitPath } from './transit-paths.ts';
import { refreshTransits, transitQueryKey, useTransitQuery } from './transit-queries.ts';
import { useTransitId } from './transit-page.tsx';
import { useReturnTo } from './use-return-to.ts';

type Outcome = { severity: 'success' | 'error'; messages: string[] };

/**
 * `/documents/:id/finish`, over the transit page: a confirmation, then the result (spec 1 §4);
 * a failure is titled `transport_finish_unsuccess` (spec 1 §8).
 */
export function FinishTransitDialog() {
  const { t } = useTranslation('transit_page');
  const { t: tc } = useTranslation('common');
  const id = useTransitId();
  const isOnline = useOnline();
  const queryClient = useQueryClient();
  const back = useReturnTo(transitPath(id));
  const query = useTransitQuery(id);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const transit = query.data;
  // The version the question was asked about: changed since, the server refuses (409).
  const mutation = useMutation({ mutationFn: () => finishTransit(id, transit?.version) });
  const canFinish = transit ? whileOnline(transit.actions, isOnline).finish : false;

  const confirm = async () => {
    try {
      const finished = await mutation.mutateAsync();
      queryClient.setQueryData(transitQueryKey(id), finished);
      await refreshTransits(queryClient);
      setOutcome({ severity: 'success', messages: [t('finish.done_text')] });
    } catch (error) {
      setOutcome({
        severity: 'error',
        messages: error instanceof ApiError ? error.allMessages() : [],
      });
    }
  };

  const reason = !transit
    ? t('loading')
    : transit.refusals?.finish === 'transit_already_finished'
      ? t('finish.already_finished')
      : !isOnline
        ? tc('offline')
        : canFinish
          ? t('finish.question', { number: transit.transit_number })
          : t('finish.not_allowed');

  return (
    <>
      <ConfirmDialog
        open={outcome === null}
        title={t('finish.title')}
        message={reason}
        confirmLabel={t('finish.confirm')}
        isBusy={mutation.isPending}
        isConfirmDisabled={!canFinish}
        onConfirm={() => void confirm()}
        onCancel={() => {
          back();
        }}
      />
      <ResultDialog
        open={outcome !== null}
        severity={outcome?.severity ?? 'success'}
        title={outcome?.severity === 'error' ? t('transport_finish_unsuccess') : t('finish.done')}
        messages={outcome?.messages}
        onClose={() => {
          back();
        }}
      />
    </>
  );
}
