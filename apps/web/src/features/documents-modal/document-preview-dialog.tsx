import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { saveFile } from '../../api/documents.ts';
import { useOnline } from '../../app/use-online.ts';
import { ResponsiveDialog } from '../../ui/index.ts';
import { useReturnTo } from '../transit-page/use-return-to.ts';
import { documentPdfQuery } from './document-pdf-query.ts';
import { DocumentPreviewBody, usePreviewView } from './document-preview-view.tsx';
import { documentsModalPath, TOUCH_TARGET } from './documents-modal-paths.ts';
import { useDocumentsQuery, useRouteNumber, useRouteTransitId } from './use-documents.ts';

/**
 * `/documents/:id/:documentId/preview`: the document's PDF, fetched with the session token (a
 * plain URL would lack the header) and drawn page by page with pdf.js, with an OK button (spec 2
 * §2). pdf.js rather than the browser's viewer: phones show no PDF in a frame. Below the medium
 * breakpoint a generated document opens as its stacked form, the A4 page a tab away (spec 2 §1);
 * its PDF is fetched only when that tab is shown.
 */
export function DocumentPreviewDialog() {
  const { t } = useTranslation('documents_modal');
  const { t: tc } = useTranslation('common');
  const id = useRouteTransitId();
  const documentId = useRouteNumber('documentId');
  const isOnline = useOnline();
  const close = useReturnTo(documentsModalPath(id));
  const titleId = useId();
  const documents = useDocumentsQuery(id);
  const document = documents.data?.find((doc) => doc.id === documentId);
  const viewState = usePreviewView(document, documents.isSuccess || documents.isError);
  const pdfQuery = documentPdfQuery(documentId);
  const pdf = useQuery({ ...pdfQuery, enabled: pdfQuery.enabled && viewState.view === 'a4' });
  const file = pdf.data?.file;
  const name = document?.name;
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
        <DocumentPreviewBody
          state={viewState}
          document={document}
          pdfBytes={pdf.data?.bytes ?? null}
          pdfError={pdf.isError ? (isOnline ? t('preview.load_failed') : tc('offline')) : null}
          title={title}
        />
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
