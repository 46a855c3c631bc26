import Skeleton from '@mui/material/Skeleton';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { mayUser } from '../../app/may-user.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Navigate, useParams } from 'react-router';
import { ApiError } from '../../api/http.ts';
import { useSession } from '../../app/session.tsx';
import { useOnline } from '../../app/use-online.ts';
import { ConfirmDialog, ResponsiveDialog, ResultDialog } from '../../ui/index.ts';
import { ClientDetailsDialog } from './client-details-dialog.tsx';
import { CLIENTS_PATH } from './client-paths.ts';
import { clientQueryKeys, useClientQuery, useDeleteClientMutation } from './client-queries.ts';
import { ContractorDialog } from './contractor-dialog.tsx';
import { useBackToList } from './use-back-to-list.ts';

function useClientId(): number {
  const { id } = useParams();
  return Number(id);
}

/** Adding and editing need the right role and a connection; others go back to the list. */
function RequireWrite({ children, toDelete = false }: { children: ReactNode; toDelete?: boolean }) {
  const { user } = useSession();
  const isOnline = useOnline();
  const isAllowed = mayUser(user, toDelete ? 'delete_contractors' : 'write_contractors');
  if (!isAllowed || !isOnline) return <Navigate to={CLIENTS_PATH} replace />;
  return children;
}

function LoadingDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('clients');
  const titleId = useId();
  return (
    <ResponsiveDialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('loading_client')}</DialogTitle>
      <DialogContent>
        <Skeleton variant="rounded" height={240} />
      </DialogContent>
    </ResponsiveDialog>
  );
}

/** `/clients/add`. */
export function ClientAddRoute() {
  const back = useBackToList();
  return (
    <RequireWrite>
      <ContractorDialog
        onClose={() => {
          back();
        }}
      />
    </RequireWrite>
  );
}

function ClientEdit() {
  const { t } = useTranslation('clients');
  const back = useBackToList();
  const query = useClientQuery(useClientId());
  if (query.isError) {
    return (
      <ResultDialog
        open
        severity="error"
        title={t('result.error')}
        messages={['unable_to_retrieve_client_data']}
        onClose={() => {
          back();
        }}
      />
    );
  }
  if (!query.data) return <LoadingDialog onClose={back} />;
  return (
    <ContractorDialog
      key={query.data.id}
      client={query.data}
      onClose={(result) => {
        back(result === 'saved' ? 'saved' : undefined);
      }}
    />
  );
}

/** `/clients/:id/edit`. */
export function ClientEditRoute() {
  return (
    <RequireWrite>
      <ClientEdit />
    </RequireWrite>
  );
}

type DeleteOutcome = { severity: 'success' | 'error'; messages: string[] };

function ClientDelete() {
  const { t } = useTranslation('clients');
  const back = useBackToList();
  const id = useClientId();
  const query = useClientQuery(id);
  const remove = useDeleteClientMutation(id);
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<DeleteOutcome | null>(null);

  if (query.isError) {
    return (
      <ResultDialog
        open
        severity="error"
        title={t('result.error')}
        messages={['unable_to_retrieve_client_data']}
        onClose={() => {
          back();
        }}
      />
    );
  }
  if (outcome) {
    return (
      <ResultDialog
        open
        severity={outcome.severity}
        title={t(outcome.severity === 'success' ? 'delete.deleted' : 'delete.failed')}
        messages={outcome.messages}
        onClose={() => {
          back();
        }}
      />
    );
  }
  const confirm = async () => {
    try {
      await remove.mutateAsync();
      await queryClient.invalidateQueries({ queryKey: clientQueryKeys.list });
      setOutcome({ severity: 'success', messages: [t('delete.deleted_text')] });
    } catch (error) {
      const messages = error instanceof ApiError ? error.allMessages() : [];
      setOutcome({ severity: 'error', messages });
    }
  };
  return (
    <ConfirmDialog
      open
      title={t('delete.title')}
      message={t('delete.question', { name: query.data?.name ?? '…' })}
      confirmLabel={t('actions.delete')}
      isBusy={remove.isPending}
      isConfirmDisabled={!query.data}
      onConfirm={() => void confirm()}
      onCancel={() => {
        back();
      }}
    />
  );
}

/** `/clients/:id/delete`: confirm, then a success or failure dialog (spec 3 §4). */
export function ClientDeleteRoute() {
  return (
    <RequireWrite toDelete>
      <ClientDelete />
    </RequireWrite>
  );
}

/** `/clients/:id`: the contractor's detail view (read only; Edit for those who may). */
export function ClientDetailRoute() {
  return <ClientDetailsDialog />;
}
