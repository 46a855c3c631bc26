import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import {
  DOCUMENT_TYPES,
  generatedCodeOf,
  hasAllSignRights,
  lockedSections,
  type DocumentLocks,
} from '@transitdocs/domain';
import { useTranslation } from '../../i18n/react.ts';
import { Navigate, useNavigate, useParams } from 'react-router';
import {
  documentEditorKeys,
  generateDocumentData,
  getEditorDocument,
} from '../../api/document-editor.ts';
import { ApiError } from '../../api/http.ts';
import { ResponsiveDialog, ResultDialog } from '../../ui/index.ts';
import { DocumentWizard } from './document-wizard.tsx';
import { documentGeneratePath, documentsModalPath } from './editor-paths.ts';
import { TYPE_PATHS, WIZARD_CONFIGS } from './wizard-config.ts';

const NO_LOCKS: DocumentLocks = { sections: [], cargoFields: [] };

function positiveId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function LoadingDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('document_editor');
  return (
    <ResponsiveDialog open maxWidth="lg" onClose={onClose}>
      <DialogTitle>{t('loading')}</DialogTitle>
      <DialogContent>
        <Skeleton variant="rounded" height={320} aria-label={t('loading')} />
      </DialogContent>
    </ResponsiveDialog>
  );
}

function LoadFailedDialog({ error, onClose }: { error: unknown; onClose: () => void }) {
  const { t } = useTranslation('document_editor');
  return (
    <ResultDialog
      open
      severity="error"
      title={t('load_failed')}
      messages={error instanceof ApiError ? error.allMessages() : []}
      onClose={onClose}
    />
  );
}

/** `/documents/:id/documentGenerate/:typePath`: a new document filled from the transit. */
export function GenerateDocumentRoute() {
  const navigate = useNavigate();
  const params = useParams();
  const transitId = positiveId(params.id);
  const code = TYPE_PATHS[params.typePath ?? ''];
  const config = code ? WIZARD_CONFIGS[code] : undefined;
  const type = code ? DOCUMENT_TYPES[code] : DOCUMENT_TYPES.CMR;
  const query = useQuery({
    queryKey: documentEditorKeys.generated(transitId ?? 0, type),
    queryFn: () => generateDocumentData(transitId ?? 0, type),
    enabled: transitId !== null && config !== undefined,
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });
  if (transitId === null) return <Navigate to="/documents" replace />;
  if (!config) return <Navigate to={documentGeneratePath(transitId)} replace />;
  const close = () => void navigate(documentGeneratePath(transitId));
  if (query.isError) return <LoadFailedDialog error={query.error} onClose={close} />;
  if (!query.data) return <LoadingDialog onClose={close} />;
  return (
    <DocumentWizard
      config={config}
      transitId={transitId}
      initialData={query.data}
      locks={NO_LOCKS}
      closeTo={documentGeneratePath(transitId)}
    />
  );
}

/** `/documents/:id/:documentId/edit`: a generated document in its type's wizard. */
export function EditDocumentRoute() {
  const { t } = useTranslation('document_editor');
  const { t: te } = useTranslation('errors');
  const navigate = useNavigate();
  const params = useParams();
  const transitId = positiveId(params.id);
  const documentId = positiveId(params.documentId);
  const query = useQuery({
    queryKey: documentEditorKeys.document(documentId ?? 0),
    queryFn: () => getEditorDocument(documentId ?? 0),
    enabled: documentId !== null,
    gcTime: 0,
    retry: false,
  });
  if (transitId === null || documentId === null) return <Navigate to="/documents" replace />;
  const close = () => void navigate(documentsModalPath(transitId));
  if (query.isError) return <LoadFailedDialog error={query.error} onClose={close} />;
  const document = query.data;
  if (!document) return <LoadingDialog onClose={close} />;
  const code = generatedCodeOf(document.type);
  const config = code ? WIZARD_CONFIGS[code] : undefined;
  // The viewer's party rights (spec 2 §4) lock other parties' sections; an older server sends
  // none: full rights. Whether it may be edited at all is the rulebook's `edit`.
  const rights = document.permissions?.sign;
  if (!config || document.document_data === null || !document.actions.edit) {
    // The server's reason (a finished transit, a signed document, ...), not worked out here.
    const reason = document.refusals?.edit ?? 'document_not_editable';
    return (
      <ResultDialog
        open
        severity="error"
        title={t('not_editable')}
        messages={[te(reason)]}
        onClose={close}
      />
    );
  }
  return (
    <DocumentWizard
      config={config}
      transitId={transitId}
      documentId={documentId}
      initialData={document.document_data}
      version={document.version}
      reload={async () => {
        const fresh = await getEditorDocument(documentId);
        return { data: fresh.document_data ?? {}, version: fresh.version };
      }}
      locks={lockedSections(document, rights)}
      isLimitedByRights={rights !== undefined && !hasAllSignRights(rights)}
      closeTo={documentsModalPath(transitId)}
    />
  );
}
