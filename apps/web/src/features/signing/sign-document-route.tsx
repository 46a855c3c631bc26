import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { refusedAsFinished, type DocumentResponse } from '@transitdocs/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { useLocation, useNavigate } from 'react-router';
import { useOnline } from '../../app/use-online.ts';
import { ResponsiveDialog } from '../../ui/index.ts';
import { LoadingIndicator } from '../../ui/loading-indicator.tsx';
import { documentsModalPath } from '../documents-modal/documents-modal-paths.ts';
import {
  useDocumentsQuery,
  useRouteNumber,
  useRouteTransitId,
} from '../documents-modal/use-documents.ts';
import { useQueuedSigner, type QueuedSignerOptions } from '../offline-signing/queued-signer.tsx';
import { useCanSignOffline } from '../offline-signing/use-can-sign-offline.ts';
import { OpenReservations } from '../reservations/open-reservations.tsx';
import { readKeptPdf } from './kept-pdf.ts';
import { useSessionSigner, type SessionSignerOptions } from './session-signer.tsx';
import { SignFlow } from './sign-flow.tsx';
import { SigningBody } from './signing-body.tsx';
import { presetSlotOf, signingStateOf, type SigningRouteState } from './signing-state.ts';
import { slotStatesOf } from './slot-states.ts';

/** Why signing is not offered now, as a message key; null when it is (spec 2 §4). */
function signBlockOf(isOnline: boolean, isFinished: boolean, hasSlot: boolean): string | null {
  if (!isOnline) return 'blocked.offline';
  if (isFinished) return 'blocked.finished';
  if (!hasSlot) return 'blocked.fully_signed';
  return null;
}

/**
 * `/documents/:id/:documentId/sign`: the paper form with its signature boxes for a generated
 * document, the pages with click-to-place for an uploaded PDF; Sign opens the signing flow.
 */
export function SignDocumentRoute() {
  const id = useRouteTransitId();
  const documentId = useRouteNumber('documentId');
  const documents = useDocumentsQuery(id);
  const document = documents.data?.find((doc) => doc.id === documentId);
  if (document) return <SignScreen transitId={id} document={document} />;
  return (
    <SignScreenPlaceholder transitId={id} isMissing={documents.isSuccess || documents.isError} />
  );
}

export function SignScreenPlaceholder({
  transitId,
  isMissing,
}: {
  transitId: number;
  isMissing: boolean;
}) {
  const { t } = useTranslation('signing');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const titleId = useId();
  const isOnline = useOnline();
  const close = () => void navigate(documentsModalPath(transitId));
  const isLoading = isOnline && !isMissing;
  return (
    <ResponsiveDialog
      open
      maxWidth="lg"
      onClose={close}
      aria-labelledby={titleId}
      // While loading it takes the height the paper form or the pages will: nothing jumps.
      slotProps={isLoading ? { paper: { sx: { height: { sm: 'calc(100% - 64px)' } } } } : {}}
    >
      <DialogTitle id={titleId}>{t('screen.title')}</DialogTitle>
      <DialogContent dividers>
        {!isOnline ? (
          <Alert severity="info">{tc('offline')}</Alert>
        ) : isMissing ? (
          <Alert severity="error" role="alert">
            {t('screen.not_found')}
          </Alert>
        ) : (
          <LoadingIndicator label={t('screen.loading')} minHeight={240} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} sx={{ minHeight: 48 }}>
          {tc('actions.cancel')}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}

function SessionSignFlow(props: SessionSignerOptions & { onCancel: () => void }) {
  const signer = useSessionSigner(props);
  return (
    <SignFlow
      document={props.document}
      slot={props.slot}
      signer={signer}
      onCancel={props.onCancel}
    />
  );
}

function QueuedSignFlow(props: QueuedSignerOptions & { onCancel: () => void }) {
  const signer = useQueuedSigner(props);
  return (
    <SignFlow
      document={props.document}
      slot={props.slot}
      signer={signer}
      onCancel={props.onCancel}
    />
  );
}

function SignScreen({ transitId, document }: { transitId: number; document: DocumentResponse }) {
  const { t } = useTranslation('signing');
  const { t: tc } = useTranslation('common');
  const { t: to } = useTranslation('offline_signing');
  const navigate = useNavigate();
  const location = useLocation();
  const isOnline = useOnline();
  const canSignOffline = useCanSignOffline();
  // Coming back from a verification: the flow continues at the person data.
  const [returned, setReturned] = useState<SigningRouteState | null>(() =>
    signingStateOf(location.state),
  );
  const isFinished = refusedAsFinished(document.refusals);
  // Offline, a box is signed on the phone and queued: the version the phone shows goes with
  // it. An uploaded PDF is placed on the phone's kept copy of it.
  const isQueued = !isOnline && canSignOffline && document.version !== undefined;
  const hasSlot = slotStatesOf(document).some((state) => state.isSignable);
  const block = signBlockOf(isOnline || isQueued, isFinished, hasSlot);

  return (
    <SigningBody
      document={document}
      signerKind={isOnline ? 'session' : 'queued'}
      layout="dialog"
      block={
        block === null
          ? null
          : block === 'blocked.offline'
            ? { severity: 'info', text: tc('offline') }
            : { severity: 'warning', text: t(block) }
      }
      notice={isQueued ? to('screen_note') : null}
      // Reservations on the boxes are read (and answered) before a box is signed.
      // Offline they are recorded into the phone's queue, before the signature queued after them.
      before={isOnline || isQueued ? <OpenReservations document={document} /> : null}
      offersSign={(isOnline || isQueued) && !isFinished}
      presetSlot={presetSlotOf(location.state)}
      choosesOnlyBox={false}
      loadPdf={isOnline ? undefined : readKeptPdf}
      resumed={
        returned ? { slot: returned.pending.slot, placement: returned.pending.placement } : null
      }
      onClose={() => void navigate(documentsModalPath(transitId))}
      // A verification was for the choice it came back with: a new try starts over.
      onFlowCancel={() => {
        setReturned(null);
      }}
      renderFlow={({ kind, slot, placement, onCancel }) =>
        kind === 'queued' ? (
          <QueuedSignFlow
            transitId={transitId}
            document={document}
            slot={slot}
            placement={placement}
            onCancel={onCancel}
          />
        ) : (
          <SessionSignFlow
            transitId={transitId}
            document={document}
            slot={slot}
            placement={placement}
            returned={returned}
            onCancel={onCancel}
          />
        )
      }
    />
  );
}
