import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import {
  generatedCodeOf,
  isTransitOpen,
  type DocumentResponse,
  type SignSlot,
} from '@transitdocs/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { useLocation, useNavigate } from 'react-router';
import { useOnline } from '../../app/use-online.ts';
import { ResponsiveDialog } from '../../ui/index.ts';
import { LoadingIndicator } from '../../ui/loading-indicator.tsx';
import type { PdfPageClick } from '../../ui/pdf/index.ts';
import { PaperView } from '../document-editor/paper-view.tsx';
import { documentsModalPath } from '../documents-modal/documents-modal-paths.ts';
import { useCanSignOffline } from '../offline-signing/use-can-sign-offline.ts';
import {
  useDocumentsQuery,
  useRouteNumber,
  useRouteTransitId,
} from '../documents-modal/use-documents.ts';
import { useTransitQuery } from '../transit-page/transit-queries.ts';
import { readKeptPdf } from './kept-pdf.ts';
import { PdfPlacement } from './pdf-placement.tsx';
import { SignFlowDialog } from './sign-flow-dialog.tsx';
import { SignatureSlot } from './signature-slot.tsx';
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

function SignScreen({ transitId, document }: { transitId: number; document: DocumentResponse }) {
  const { t } = useTranslation('signing');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const location = useLocation();
  const isOnline = useOnline();
  const canSignOffline = useCanSignOffline();
  const { t: to } = useTranslation('offline_signing');
  const transit = useTransitQuery(transitId).data;
  const titleId = useId();
  const slotLabelId = useId();
  // Coming back from a verification: the flow continues at the person data.
  const [returned, setReturned] = useState<SigningRouteState | null>(() =>
    signingStateOf(location.state),
  );
  const [pickedSlot, setSlot] = useState<SignSlot | null>(
    () => returned?.pending.slot ?? presetSlotOf(location.state),
  );
  const [placement, setPlacement] = useState<PdfPageClick | null>(
    returned?.pending.placement ?? null,
  );
  // The box the open flow signs, held from the moment Sign is pressed: once it is signed the
  // document no longer offers it, but the flow stays to show its result.
  const [flowSlot, setFlowSlot] = useState<SignSlot | null>(returned?.pending.slot ?? null);
  // Whether the open flow queues its signature on the phone (decided when Sign is pressed).
  const [isFlowOffline, setFlowOffline] = useState(false);

  const code = generatedCodeOf(document.type);
  const slots = slotStatesOf(document);
  const signable = slots.filter((state) => state.isSignable);
  // A preset box (the driver flow's party) counts only while it may be signed.
  const slot = signable.some((state) => state.slot === pickedSlot) ? pickedSlot : null;
  const isFinished = transit !== undefined && !isTransitOpen(transit);
  // Offline, a box is signed on the phone and queued (issue 22): the version the phone shows
  // goes with it, so a changed document is not signed unseen. An uploaded PDF is placed on the
  // phone's kept copy of it.
  const isQueued = !isOnline && canSignOffline && document.version !== undefined;
  const block = signBlockOf(isOnline || isQueued, isFinished, signable.length > 0);
  const chosenSlot =
    slot ?? (code === null && signable.length === 1 ? (signable[0]?.slot ?? null) : null);
  const canSign = block === null && chosenSlot !== null && (code !== null || placement !== null);
  const close = () => void navigate(documentsModalPath(transitId));

  return (
    <>
      <ResponsiveDialog open maxWidth="lg" onClose={close} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>
          {t('screen.title_with_name', { name: document.name })}
        </DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {isQueued && <Alert severity="info">{to('screen_note')}</Alert>}
            {block && (
              <Alert severity={block === 'blocked.offline' ? 'info' : 'warning'}>
                {block === 'blocked.offline' ? tc('offline') : t(block)}
              </Alert>
            )}
            {code !== null ? (
              <>
                {block === null && <Alert severity="info">{t('screen.choose_box')}</Alert>}
                <PaperView
                  code={code}
                  documentData={document.document_data}
                  isNumbered={code === 'PS' ? true : undefined}
                  renderSignature={(signer) => {
                    const state = slots.find((entry) => entry.slot === signer);
                    if (!state) return null;
                    return (
                      <SignatureSlot
                        state={{ ...state, isSignable: state.isSignable && block === null }}
                        isSelected={slot === signer}
                        onSelect={() => {
                          setSlot(state.slot);
                        }}
                      />
                    );
                  }}
                />
              </>
            ) : (
              <>
                <FormControl disabled={block !== null}>
                  <FormLabel id={slotLabelId}>{t('screen.sign_as')}</FormLabel>
                  <RadioGroup
                    row
                    aria-labelledby={slotLabelId}
                    value={chosenSlot ?? ''}
                    onChange={(event) => {
                      setSlot(event.target.value as SignSlot);
                    }}
                  >
                    {slots.map((state) => (
                      <FormControlLabel
                        key={state.slot}
                        value={state.slot}
                        disabled={!state.isSignable}
                        control={<Radio sx={{ width: 48, height: 48 }} />}
                        label={t(`parties.${state.slot}`)}
                      />
                    ))}
                  </RadioGroup>
                </FormControl>
                <PdfPlacement
                  documentId={document.id}
                  title={t('place.pages', { name: document.name })}
                  placement={placement}
                  onPlace={setPlacement}
                  loadFile={isOnline ? undefined : readKeptPdf}
                />
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={close} sx={{ minHeight: 48 }}>
            {tc('actions.cancel')}
          </Button>
          {(isOnline || isQueued) && !isFinished && (
            <Button
              variant="contained"
              disabled={!canSign}
              onClick={() => {
                setFlowOffline(!isOnline);
                setFlowSlot(chosenSlot);
              }}
              sx={{ minHeight: 48, minWidth: 96 }}
            >
              {t('screen.sign')}
            </Button>
          )}
        </DialogActions>
      </ResponsiveDialog>
      {flowSlot !== null && (
        <SignFlowDialog
          transitId={transitId}
          document={document}
          slot={flowSlot}
          placement={code === null ? placement : null}
          returned={returned}
          isOffline={isFlowOffline}
          onCancel={() => {
            // A verification was for the choice it came back with: a new try starts over.
            setReturned(null);
            setFlowSlot(null);
          }}
        />
      )}
    </>
  );
}
