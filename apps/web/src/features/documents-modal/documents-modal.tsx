import CloseIcon from '@mui/icons-material/Close';
import Description from '@mui/icons-material/Description';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { whileOnline, type DocumentResponse } from '@transitdocs/domain';
import { useEffect, useId, useState, useTransition } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Link, useLocation, useNavigate } from 'react-router';
import { downloadDocumentFile, type DocumentFileKind } from '../../api/documents.ts';
import { ApiError, NETWORK_ERROR } from '../../api/http.ts';
import { useOnline } from '../../app/use-online.ts';
import { ConfirmDialog, EmptyState, ResponsiveDialog, ResultDialog } from '../../ui/index.ts';
import { shareChooserPath } from '../share-dialogs/share-paths.ts';
import { SignAllButtons } from '../sign-all/sign-all-buttons.tsx';
import { useTransitQuery } from '../transit-page/transit-queries.ts';
import { returnStateOf, useReturnTo } from '../transit-page/use-return-to.ts';
import { DocumentRow } from './document-card.tsx';
import { groupDocuments, rowActionsOf, type RowAction } from './document-groups.ts';
import {
  documentEditPath,
  documentGeneratePath,
  documentPreviewPath,
  documentCorrectionsPath,
  documentRemarksPath,
  documentSignPath,
  documentsModalPath,
  documentUploadPath,
  TOUCH_TARGET,
} from './documents-modal-paths.ts';
import { resolveDocumentFlags } from './document-flags.ts';
import {
  usePrefetchDocumentScreens,
  usePrefetchOpenedDocument,
  warmForRowMenu,
} from './document-screens-prefetch.ts';
import { useDeleteDocument, useDocumentsQuery, useRouteTransitId } from './use-documents.ts';

const FILE_KIND: Partial<Record<RowAction, DocumentFileKind>> = {
  download_pdf: 'pdf',
  download_xml: 'xml',
  download: 'download',
  history: 'history',
};

type DeleteOutcome = { severity: 'success' | 'error'; messages: string[] };

/** The dialogs a row action or a query flag opens, by route. */
const DIALOG_PATHS: Partial<Record<RowAction, (id: number, documentId: number) => string>> = {
  preview: documentPreviewPath,
  remarks: documentRemarksPath,
  corrections: documentCorrectionsPath,
  sign: documentSignPath,
  edit: documentEditPath,
};

/** The text an editor leaves in the location state after saving (spec 2 §8). */
function successMessageOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('successMessage' in state)) return null;
  return typeof state.successMessage === 'string' ? state.successMessage : null;
}

/**
 * `/documents/:id/documents`: the transit's documents grouped main -> sub-documents (spec 2 §2),
 * with selection, generate, upload and share, and each document's row actions.
 */
export function DocumentsModalRoute() {
  const { t } = useTranslation('documents_modal');
  const { t: tc } = useTranslation('common');
  const id = useRouteTransitId();
  const query = useDocumentsQuery(id);
  const transit = useTransitQuery(id).data;
  const isOnline = useOnline();
  const location = useLocation();
  const navigate = useNavigate();
  const close = useReturnTo(`/documents/${Number.isNaN(id) ? '' : String(id)}`);
  const titleId = useId();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [isSuccessShown, setIsSuccessShown] = useState(true);
  const [toDelete, setToDelete] = useState<DocumentResponse | null>(null);
  const [outcome, setOutcome] = useState<DeleteOutcome | null>(null);
  const deletion = useDeleteDocument();
  const documents = query.data;
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('md'));
  usePrefetchDocumentScreens(documents, isNarrow);
  const prefetchOpened = usePrefetchOpenedDocument();
  // The router swaps screens in a transition: the modal stays up until the opened screen's code
  // is here, and this says it is coming meanwhile (a screen not prefetched yet, a slow network).
  const [isOpening, startOpening] = useTransition();
  const state = returnStateOf(location);
  // Generate, upload and share as the transit's `actions` allow (none on a transit shared in).
  const allowed = transit ? whileOnline(transit.actions, isOnline) : null;
  const successMessage = isSuccessShown ? successMessageOf(location.state) : null;

  // The query flags of spec 2 §2 act once the list is known, then leave the address.
  const flagState: unknown = location.state;
  useEffect(() => {
    if (!documents || location.search === '') return;
    const target = resolveDocumentFlags(location.search, documents, isOnline);
    if (!target) return;
    if (target.kind === 'clear') {
      void navigate(documentsModalPath(id), { replace: true, state: flagState });
      return;
    }
    const cleanState = { from: documentsModalPath(id), fromState: flagState };
    const path = DIALOG_PATHS[target.kind] ?? documentPreviewPath;
    const opened = documents.find((doc) => doc.id === target.documentId);
    if (opened && target.kind === 'preview') prefetchOpened(opened, 'preview', isNarrow);
    startOpening(() => {
      void navigate(path(id, target.documentId), { replace: true, state: cleanState });
    });
  }, [documents, location.search, flagState, isOnline, id, navigate, prefetchOpened, isNarrow]);

  const runAction = (doc: DocumentResponse, action: RowAction) => {
    const kind = FILE_KIND[action];
    const dialogPath = DIALOG_PATHS[action];
    if (kind) void downloadDocumentFile(doc.id, kind);
    else if (dialogPath) {
      if (action === 'preview' || action === 'sign') prefetchOpened(doc, action, isNarrow);
      startOpening(() => {
        void navigate(dialogPath(id, doc.id), { state });
      });
    } else if (action === 'delete') setToDelete(doc);
  };

  const allIds = documents?.map((doc) => doc.id) ?? [];
  const selectedCount = allIds.filter((docId) => selected.has(docId)).length;
  const isAllSelected = allIds.length > 0 && selectedCount === allIds.length;
  const select = (docId: number, isSelected: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      if (isSelected) next.add(docId);
      else next.delete(docId);
      return next;
    });
  };

  const title = transit ? t('title_with_number', { number: transit.transit_number }) : t('title');

  const row = (doc: DocumentResponse, isSub: boolean) => {
    const actions = rowActionsOf(doc, isOnline);
    return (
      <DocumentRow
        key={doc.id}
        document={doc}
        isSub={isSub}
        actions={actions}
        isSelected={selected.has(doc.id)}
        onSelect={(isSelected) => {
          select(doc.id, isSelected);
        }}
        onAction={(action) => {
          runAction(doc, action);
        }}
        onMenuOpen={() => {
          warmForRowMenu(doc, actions, isNarrow);
        }}
      />
    );
  };

  return (
    <>
      <ResponsiveDialog
        open
        maxWidth="md"
        onClose={() => {
          close();
        }}
        aria-labelledby={titleId}
        aria-busy={isOpening}
      >
        {isOpening && (
          <LinearProgress
            aria-label={t('opening')}
            sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
          />
        )}
        <DialogTitle id={titleId} sx={{ pr: 8 }}>
          {title}
        </DialogTitle>
        <IconButton
          aria-label={tc('actions.close')}
          onClick={() => {
            close();
          }}
          sx={{ position: 'absolute', right: 8, top: 8, width: 48, height: 48 }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent dividers>
          <Stack spacing={2}>
            {successMessage && (
              <Alert
                severity="success"
                role="status"
                onClose={() => {
                  setIsSuccessShown(false);
                }}
              >
                {successMessage}
              </Alert>
            )}
            {!isOnline && <Alert severity="info">{tc('offline')}</Alert>}
            <SignAllButtons transitId={id} carrierAs="carrier" />
            {documents ? (
              documents.length === 0 ? (
                <EmptyState
                  icon={<Description />}
                  title={t('empty_title')}
                  hint={t('empty_hint')}
                />
              ) : (
                <>
                  <FormControlLabel
                    label={t('select_all')}
                    control={
                      <Checkbox
                        checked={isAllSelected}
                        indeterminate={selectedCount > 0 && !isAllSelected}
                        onChange={(event) => {
                          setSelected(new Set(event.target.checked ? allIds : []));
                        }}
                        sx={{ width: 48, height: 48 }}
                      />
                    }
                  />
                  <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                    {groupDocuments(documents).map((group) => (
                      <Paper component="li" variant="outlined" key={group.document.id}>
                        {row(group.document, false)}
                        {group.subDocuments.map((sub) => row(sub, true))}
                      </Paper>
                    ))}
                  </Stack>
                </>
              )
            ) : query.isError ? (
              <Alert
                severity="error"
                role="alert"
                action={
                  <Button color="inherit" onClick={() => void query.refetch()}>
                    {t('retry')}
                  </Button>
                }
              >
                {isOnline ? t('load_failed') : tc('offline')}
              </Alert>
            ) : (
              <Box aria-busy="true">
                <Skeleton variant="rounded" height={64} sx={{ mb: 1 }} />
                <Skeleton variant="rounded" height={64} />
              </Box>
            )}
          </Stack>
        </DialogContent>
        <DialogActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1, px: 3, py: 2 }}>
          {allowed?.generate && (
            <Button
              component={Link}
              to={documentGeneratePath(id)}
              state={state}
              variant="outlined"
              sx={TOUCH_TARGET}
            >
              {t('generate')}
            </Button>
          )}
          {allowed?.upload && (
            <Button
              component={Link}
              to={documentUploadPath(id)}
              state={state}
              variant="outlined"
              sx={TOUCH_TARGET}
            >
              {t('upload_document')}
            </Button>
          )}
          {allowed?.share && selectedCount > 0 && (
            <Button
              component={Link}
              to={shareChooserPath(id, 'receiver')}
              state={{ ...state, documents: allIds.filter((docId) => selected.has(docId)) }}
              variant="outlined"
              sx={TOUCH_TARGET}
            >
              {t('share')}
            </Button>
          )}
          <Box sx={{ flexGrow: 1 }} />
          <Button
            onClick={() => {
              close();
            }}
            sx={TOUCH_TARGET}
          >
            {tc('actions.cancel')}
          </Button>
        </DialogActions>
      </ResponsiveDialog>
      <ConfirmDialog
        open={toDelete !== null}
        title={t('delete.title')}
        message={t('delete.message', { name: toDelete?.name ?? '' })}
        confirmLabel={t('delete.confirm')}
        isBusy={deletion.isPending}
        onCancel={() => {
          setToDelete(null);
        }}
        onConfirm={() => {
          if (!toDelete) return;
          const docId = toDelete.id;
          deletion.mutate(toDelete, {
            onSuccess: () => {
              select(docId, false);
              setOutcome({ severity: 'success', messages: [] });
            },
            onError: (error) => {
              setOutcome({
                severity: 'error',
                messages: error instanceof ApiError ? error.allMessages() : [NETWORK_ERROR],
              });
            },
            onSettled: () => {
              setToDelete(null);
            },
          });
        }}
      />
      <ResultDialog
        open={outcome !== null}
        severity={outcome?.severity ?? 'success'}
        title={outcome?.severity === 'error' ? t('delete.failed') : t('delete.done')}
        messages={outcome?.messages ?? []}
        onClose={() => {
          setOutcome(null);
        }}
      />
    </>
  );
}
