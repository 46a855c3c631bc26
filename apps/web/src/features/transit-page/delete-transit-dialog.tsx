import { useMutation, useQueryClient } from '@tanstack/react-query';
import { whileOnline, type Transit } from '@transitdocs/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { deleteTransit } from '../../api/transit-actions.ts';
import { ApiError } from '../../api/http.ts';
import { useOnline } from '../../app/use-online.ts';
import { ConfirmDialog, ResultDialog } from '../../ui/index.ts';
import {
  isNotFound,
  refreshTransits,
  transitQueryKey,
  useTransitQuery,
} from './transit-queries.ts';
import { useTransitId } from './transit-page.tsx';
import { useReturnTo } from './use-return-to.ts';

type Outcome = { severity: 'success' | 'error'; messages: string[] };

/**
 * Why the transit may not be deleted, as an error key; null when the rulebook's `delete` allows
 * it. Offline it is the network; else the rulebook's own reason (`refusals`), which an answer of
 * an older server lacks.
 */
function refusalOf(transit: Transit, isOnline: boolean): string | null {
  if (whileOnline(transit.actions, isOnline).delete) return null;
  if (!isOnline) return 'network_error';
  return transit.refusals?.delete ?? 'permission_denied';
}

/**
 * `/documents/:id/delete`: a confirmation, then success (back to the refreshed list) or a failure
 * dialog with its own title (spec 1 §8).
 */
export function DeleteTransitDialog() {
  const { t } = useTranslation('transit_page');
  const { t: te } = useTranslation('errors');
  const id = useTransitId();
  const isOnline = useOnline();
  const queryClient = useQueryClient();
  const back = useReturnTo();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Once deleted the transit is gone: asking for it again would only answer 404.
  const query = useTransitQuery(id, { enabled: outcome === null });
  const transit = query.data;
  // The version the question was asked about: changed since, the server refuses (409).
  const mutation = useMutation({ mutationFn: () => deleteTransit(id, transit?.version) });
  const refusal = transit ? refusalOf(transit, isOnline) : null;

  const confirm = async () => {
    try {
      await mutation.mutateAsync();
      queryClient.removeQueries({ queryKey: transitQueryKey(id) });
      await refreshTransits(queryClient);
      setOutcome({
        severity: 'success',
        messages: [t('delete.done_text', { number: transit?.transit_number ?? '' })],
      });
    } catch (error) {
      setOutcome({
        severity: 'error',
        messages: error instanceof ApiError ? error.allMessages() : [],
      });
    }
  };

  if (query.isError && outcome === null) {
    return (
      <ResultDialog
        open
        severity="error"
        title={t('delete.failed')}
        messages={[isNotFound(query.error) ? t('not_found_text') : t('load_failed')]}
        onClose={() => {
          back({ toList: true });
        }}
      />
    );
  }

  const message = !transit
    ? t('loading')
    : refusal
      ? t('delete.not_allowed', { reason: te(refusal) })
      : t('delete.question', { number: transit.transit_number });

  return (
    <>
      <ConfirmDialog
        open={outcome === null}
        title={t('delete.title')}
        message={message}
        confirmLabel={t('delete.confirm')}
        isBusy={mutation.isPending}
        isConfirmDisabled={!transit || refusal !== null}
        onConfirm={() => void confirm()}
        onCancel={() => {
          back();
        }}
      />
      <ResultDialog
        open={outcome !== null}
        severity={outcome?.severity ?? 'success'}
        title={outcome?.severity === 'error' ? t('delete.failed') : t('delete.done')}
        messages={outcome?.messages}
        onClose={() => {
          back(outcome?.severity === 'success' ? { toList: true } : undefined);
        }}
      />
    </>
  );
}
