import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchDocumentFile, saveFile } from '../../api/documents.ts';
import { useOnline } from '../../app/use-online.ts';
import { ResponsiveDialog } from '../../ui/index.ts';
import { PdfPages } from '../../ui/pdf/index.ts';
import { useReturnTo } from '../transit-page/use-return-to.ts';
import { documentsModalPath, TOUCH_TARGET } from './documents-modal-paths.ts';
import { useDocumentsQuery, useRouteNumber, useRouteTransitId } from './use-documents.ts';

/**
 * `/documents/:id/:documentId/preview`: the document's PDF, fetched with the session token (a
 * plain URL would lack the header) and drawn page by page with pdf.js, with an OK button (spec 2
 * §2). pdf.js rather than the browser's viewer: phones show no PDF in a frame.
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
    queryFn: async () => {
      const file = await fetchDocumentFile(documentId, 'pdf');
      return { file, bytes: await file.blob.arrayBuffer() };
    },
    enabled: Number.isInteger(documentId),
    gcTime: 0,
    staleTime: 0,
  });
  const file = pdf.data?.file;
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
        {pdf.isError ? (
          <Alert severity="error" role="alert" sx={{ m: 2 }}>
            {isOnline ? t('preview.load_failed') : tc('offline')}
          </Alert>
        ) : (
          <PdfPages data={pdf.data?.bytes ?? null} title={title} />
        )}
      </DialogContent>
      <DialogActions>
        {file && (
          // Saved, it opens in the device's own viewer (zoom, print).
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
