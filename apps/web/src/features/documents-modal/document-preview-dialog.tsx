import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchDocumentFile, saveFile } from '../../api/documents.ts';
import { useOnline } from '../../app/use-online.ts';
import { ResponsiveDialog } from '../../ui/index.ts';
import { useReturnTo } from '../transit-page/use-return-to.ts';
import { documentsModalPath, TOUCH_TARGET } from './documents-modal-paths.ts';
import { useDocumentsQuery, useRouteNumber, useRouteTransitId } from './use-documents.ts';

/**
 * Shows the blob in the frame through a blob URL, revoked when the blob changes or the view goes.
 * The URL is set on the element itself, so no render ever holds a revoked one.
 */
function useBlobSource(blob: Blob | undefined): RefObject<HTMLIFrameElement | null> {
  const ref = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const frame = ref.current;
    if (!blob || !frame) return undefined;
    const url = URL.createObjectURL(blob);
    frame.src = url;
    return () => {
      URL.revokeObjectURL(url);
    };
  }, [blob]);
  return ref;
}

/**
 * `/documents/:id/:documentId/preview`: the document's PDF, fetched with the session token and
 * shown from a blob URL (a plain `src` would lack the header), with an OK button (spec 2 §2).
 */
export function DocumentPreviewDialog() {
  const { t } = useTranslation('documents_modal');
  const { t: tc } = useTranslation('common');
  const id = useRouteTransitId();
  const documentId = useRouteNumber('documentId');
  const isOnline = useOnline();
  const close = useReturnTo(documentsModalPath(id));
  const titleId = useId();
  const name = useDocumentsQuery(id).data?.find((doc) => doc.id === documentId)?.name;
  const pdf = useQuery({
    queryKey: ['documents', 'pdf', documentId],
    queryFn: () => fetchDocumentFile(documentId, 'pdf'),
    enabled: Number.isInteger(documentId),
    gcTime: 0,
    staleTime: 0,
  });
  const file = pdf.data;
  const frameRef = useBlobSource(file?.blob);
  const title = name ? t('preview.title_with_name', { name }) : t('preview.title');

  return (
    <ResponsiveDialog
      open
      maxWidth="lg"
      onClose={() => {
        close();
      }}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { height: { sm: '90vh' } } } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', p: 0 }}>
        {pdf.data ? (
          <Box
            component="iframe"
            ref={frameRef}
            title={t('preview.frame')}
            sx={{ flexGrow: 1, border: 0, width: '100%', minHeight: '60vh' }}
          />
        ) : pdf.isError ? (
          <Alert severity="error" role="alert" sx={{ m: 2 }}>
            {isOnline ? t('preview.load_failed') : tc('offline')}
          </Alert>
        ) : (
          <Skeleton
            variant="rectangular"
            aria-busy="true"
            sx={{ flexGrow: 1, minHeight: '60vh' }}
          />
        )}
      </DialogContent>
      <DialogActions>
        {file && (
          // Phones often cannot show a PDF in a frame; saved, it opens in their own viewer.
          <Button
            onClick={() => {
              saveFile(file);
            }}
            sx={TOUCH_TARGET}
          >
            {t('preview.save')}
          </Button>
        )}
        <Button
          variant="contained"
          onClick={() => {
            close();
          }}
          autoFocus
          sx={{ ...TOUCH_TARGET, minWidth: 96 }}
        >
          {tc('actions.ok')}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
