import ArrowBack from '@mui/icons-material/ArrowBack';
import Description from '@mui/icons-material/Description';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { REMARK_TYPES, type DocumentResponse, type RemarkType } from '@transitdocs/domain';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Link, useLocation, useNavigate } from 'react-router';
import { saveFile, type DocumentFileKind } from '../../api/documents.ts';
import { useOnline } from '../../app/use-online.ts';
import { EmptyState, ResponsiveDialog } from '../../ui/index.ts';
import { CorrectionsCard } from '../corrections/corrections-card.tsx';
import { DocumentRow } from '../documents-modal/document-card.tsx';
import { resolveDocumentFlags } from '../documents-modal/document-flags.ts';
import { DocumentPreviewBody, usePreviewView } from '../documents-modal/document-preview-view.tsx';
import {
  groupDocuments,
  rowActionsOf,
  type RowAction,
} from '../documents-modal/document-groups.ts';
import { RemarkThread } from '../remarks/remark-thread.tsx';
import { firstOpenType, RemarkForm } from '../remarks/remarks-dialog.tsx';
import { SignAllButtons } from '../sign-all/sign-all-buttons.tsx';
import { addLinkRemark } from './share-documents-api.ts';
import { shareLinkKeys } from './share-link-api.ts';
import { useShareLink, useSharedTransit } from './share-link-context.tsx';
import { shareHomePath, shareSignPath } from './share-link-paths.ts';
import { usePrefetchShareSign } from './share-sign-prefetch.ts';
import { useAddLinkRemark, withLinkPhotos } from './use-link-data.ts';

// Loaded with the remarks dialog: the documents page itself shows no reservations.
const LinkReservations = lazy(async () => ({
  default: (await import('./share-reservations.tsx')).LinkReservations,
}));

/** What a link visitor may do with a document: read, remark, sign, download; never edit. */
const LINK_ACTIONS: ReadonlySet<RowAction> = new Set([
  'preview',
  'remarks',
  'sign',
  'corrections',
  'download_pdf',
  'download_xml',
  'download',
]);

const FILE_KIND: Partial<Record<RowAction, DocumentFileKind>> = {
  download_pdf: 'pdf',
  download_xml: 'xml',
  download: 'download',
};

type OpenDialog = { kind: 'preview' | 'remarks' | 'corrections'; documentId: number };

/** The confirmation an upload leaves in the history entry it lands on. */
function successMessageOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('successMessage' in state)) return null;
  return typeof state.successMessage === 'string' ? state.successMessage : null;
}

/** The dialog open over the list, kept in the history entry (Back closes it). */
function openDialogOf(state: unknown): OpenDialog | null {
  if (typeof state !== 'object' || state === null || !('open' in state)) return null;
  const { open } = state;
  if (typeof open !== 'object' || open === null) return null;
  const { kind, documentId } = open as { kind?: unknown; documentId?: unknown };
  if (
    (kind !== 'preview' && kind !== 'remarks' && kind !== 'corrections') ||
    typeof documentId !== 'number'
  ) {
    return null;
  }
  return { kind, documentId };
}

/** A signed document's corrections as the link's party sees them: it decides with its code. */
function LinkCorrectionsDialog({
  document,
  token,
  onClose,
}: {
  document: DocumentResponse;
  token: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('corrections');
  const titleId = useId();
  return (
    <ResponsiveDialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{`${t('title')}: ${document.name}`}</DialogTitle>
      <DialogContent dividers>
        <CorrectionsCard
          document={document.id}
          documentData={document.document_data ?? {}}
          canPropose={false}
          link={token}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}

function LinkPreviewDialog({
  document,
  onClose,
}: {
  document: DocumentResponse;
  onClose: () => void;
}) {
  const { t } = useTranslation('share_link');
  const { t: tc } = useTranslation('common');
  const { token, api } = useShareLink();
  const titleId = useId();
  // The document is known (the link's list is loaded before this dialog opens).
  const viewState = usePreviewView(document, true);
  const pdf = useQuery({
    queryKey: shareLinkKeys.file(token, document.id, 'pdf'),
    queryFn: async () => {
      const file = await api.documentFile(document.id, 'pdf');
      return { file, bytes: await file.blob.arrayBuffer() };
    },
    enabled: viewState.view === 'a4',
    gcTime: 0,
    staleTime: 0,
  });
  const title = t('preview.title', { name: document.name });
  const file = pdf.data?.file;
  return (
    <ResponsiveDialog
      open
      maxWidth="lg"
      onClose={onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { height: { sm: '90vh' } } } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', p: 0 }}>
        <DocumentPreviewBody
          state={viewState}
          document={document}
          pdfBytes={pdf.data?.bytes ?? null}
          pdfError={pdf.isError ? t('preview.load_failed') : null}
          title={title}
        />
      </DialogContent>
      <DialogActions>
        {file && (
          <Button
            onClick={() => {
              saveFile(file);
            }}
            sx={{ minHeight: 48 }}
          >
            {t('preview.save')}
          </Button>
        )}
        <Button
          variant="contained"
          onClick={onClose}
          autoFocus
          sx={{ minHeight: 48, minWidth: 96 }}
        >
          {tc('actions.ok')}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}

function LinkRemarksDialog({
  document,
  transitId,
  onClose,
}: {
  document: DocumentResponse;
  transitId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('remarks');
  const { t: tc } = useTranslation('common');
  const { api, identity } = useShareLink();
  const onAdded = useAddLinkRemark();
  const titleId = useId();
  const [type, setType] = useState<RemarkType>(() => firstOpenType(document));
  const shown = withLinkPhotos(document, (fileId) => api.remarkPhotoUrl(fileId));
  const remarks = shown.remarks.filter((remark) => remark.type === type);
  if (!identity) return null;
  return (
    <ResponsiveDialog open maxWidth="sm" onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('title_with_name', { name: document.name })}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Tabs
            value={type}
            onChange={(_, value: RemarkType) => {
              setType(value);
            }}
            aria-label={t('kinds')}
            variant="fullWidth"
          >
            {REMARK_TYPES.map((kind) => (
              <Tab
                key={kind}
                value={kind}
                label={t(`kind.${kind}`, {
                  count: document.remarks.filter((remark) => remark.type === kind).length,
                })}
                sx={{ minHeight: 48 }}
              />
            ))}
          </Tabs>
          <RemarkThread remarks={remarks} label={t(`thread.${type}`)} />
          <RemarkForm
            key={type}
            document={document}
            type={type}
            transitId={transitId}
            send={(remark) => addLinkRemark(api, transitId, remark, identity)}
            onAdded={onAdded}
          />
          {/* Reservations stay answerable after the party's own box is signed. */}
          <Suspense fallback={null}>
            <LinkReservations transitId={transitId} document={document} />
          </Suspense>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 48 }}>
          {tc('actions.close')}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}

/**
 * `/share/:token/documentPreview`: the granted documents grouped as in the company's modal, with
 * the query flags go_to_main_doc, go_to_doc and go_to_remarks (open_edit is no outsider's: it
 * opens the preview instead), cleared once acted on.
 */
export function ShareDocumentsPage() {
  const { t } = useTranslation('share_link');
  const { t: tc } = useTranslation('common');
  const theme = useTheme();
  const { token, api, identity } = useShareLink();
  const data = useSharedTransit().data;
  const isOnline = useOnline();
  const location = useLocation();
  const navigate = useNavigate();
  const open = openDialogOf(location.state);
  const [isSuccessShown, setIsSuccessShown] = useState(true);
  const successMessage = isSuccessShown ? successMessageOf(location.state) : null;
  const show = (dialog: OpenDialog | null) =>
    void navigate(location.pathname, {
      replace: dialog === null,
      state: dialog ? { open: dialog } : null,
    });
  const documents = data?.document;
  const isNarrow = useMediaQuery(theme.breakpoints.down('md'));
  usePrefetchShareSign(documents, isNarrow);

  // The query flags act once the list is known, then leave the address (spec 2 §2).
  useEffect(() => {
    if (!documents || location.search === '') return;
    const target = resolveDocumentFlags(location.search, documents, isOnline);
    if (!target) return;
    const dialog: OpenDialog | null =
      target.kind === 'clear'
        ? null
        : {
            kind: target.kind === 'remarks' ? 'remarks' : 'preview',
            documentId: target.documentId,
          };
    void navigate(location.pathname, { replace: true, state: dialog ? { open: dialog } : null });
  }, [documents, location.search, location.pathname, isOnline, navigate]);

  if (!data || !documents) return null;
  const openDocument = documents.find((doc) => doc.id === open?.documentId);
  const close = () => {
    show(null);
  };

  const runAction = (doc: DocumentResponse, action: RowAction) => {
    const kind = FILE_KIND[action];
    if (kind) {
      api.documentFile(doc.id, kind).then(saveFile, (error: unknown) => {
        console.error(`Download of document ${String(doc.id)} (${kind}) failed`, error);
      });
    } else if (action === 'sign') {
      void navigate(shareSignPath(token, doc.id));
    } else if (action === 'preview' || action === 'remarks' || action === 'corrections') {
      show({ kind: action, documentId: doc.id });
    }
  };

  const row = (doc: DocumentResponse, isSub: boolean) => (
    <DocumentRow
      key={doc.id}
      document={doc}
      isSub={isSub}
      actions={rowActionsOf(doc, isOnline).filter((action) => LINK_ACTIONS.has(action))}
      isSelected={false}
      onAction={(action) => {
        runAction(doc, action);
      }}
    />
  );

  return (
    <Stack spacing={2}>
      <Box>
        <Button
          component={Link}
          to={shareHomePath(token)}
          startIcon={<ArrowBack />}
          sx={{ minHeight: 48 }}
        >
          {t('back')}
        </Button>
      </Box>
      <Typography component="h1" variant="h5">
        {t('documents.title', { number: data.transit.transit_number })}
      </Typography>
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
      {/* "Sign all" once the visitor said who he is (his name goes with each signature). */}
      {identity && (
        <SignAllButtons transitId={data.transit.id} carrierAs="carrier" link={{ api, identity }} />
      )}
      {documents.length === 0 ? (
        <EmptyState
          icon={<Description />}
          title={t('documents.empty')}
          hint={t('documents.empty_hint')}
        />
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {groupDocuments(documents).map((group) => (
            <Paper component="li" variant="outlined" key={group.document.id}>
              {row(group.document, false)}
              {group.subDocuments.map((sub) => row(sub, true))}
            </Paper>
          ))}
        </Stack>
      )}
      {open?.kind === 'preview' && openDocument && (
        <LinkPreviewDialog document={openDocument} onClose={close} />
      )}
      {open?.kind === 'corrections' && openDocument && (
        <LinkCorrectionsDialog document={openDocument} token={token} onClose={close} />
      )}
      {open?.kind === 'remarks' && openDocument && (
        <LinkRemarksDialog document={openDocument} transitId={data.transit.id} onClose={close} />
      )}
    </Stack>
  );
}
