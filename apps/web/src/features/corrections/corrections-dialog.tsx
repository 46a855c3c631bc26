import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { ResponsiveDialog } from '../../ui/index.ts';
import { LoadingIndicator } from '../../ui/loading-indicator.tsx';
import { documentsModalPath } from '../documents-modal/documents-modal-paths.ts';
import {
  useDocumentsQuery,
  useRouteNumber,
  useRouteTransitId,
} from '../documents-modal/use-documents.ts';
import { useReturnTo } from '../transit-page/use-return-to.ts';
import { CorrectionsCard } from './corrections-card.tsx';

/** The corrections of one signed document of the transit page's documents. */
export function CorrectionsDialog() {
  const { t } = useTranslation('corrections');
  const id = useRouteTransitId();
  const documentId = useRouteNumber('documentId');
  const close = useReturnTo(documentsModalPath(id));
  const titleId = useId();
  const query = useDocumentsQuery(id);
  const document = query.data?.find((doc) => doc.id === documentId);
  return (
    <ResponsiveDialog
      open
      onClose={() => {
        close();
      }}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>
        {document ? `${t('title')}: ${document.name}` : t('title')}
      </DialogTitle>
      <DialogContent dividers>
        {document ? (
          <CorrectionsCard
            document={document.id}
            documentData={document.document_data ?? {}}
            canPropose={document.actions.propose_correction}
          />
        ) : (
          <LoadingIndicator label={t('title')} />
        )}
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => {
            close();
          }}
        >
          {t('close')}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
