import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { GENERATED_DOCUMENT_CODES, type GeneratedDocumentCode } from '@transitdocs/domain';
import { useId } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Link, useLocation } from 'react-router';
import { documentKeys, listDocumentTypes } from '../../api/documents.ts';
import { useOnline } from '../../app/use-online.ts';
import { ResponsiveDialog } from '../../ui/index.ts';
import { useReturnTo } from '../transit-page/use-return-to.ts';
import {
  documentGenerateTypePath,
  documentsModalPath,
  TOUCH_TARGET,
} from './documents-modal-paths.ts';
import { useRouteTransitId } from './use-documents.ts';

function isGeneratedCode(code: string): code is GeneratedDocumentCode {
  return (GENERATED_DOCUMENT_CODES as readonly string[]).includes(code);
}

/** `/documents/:id/documentGenerate`: the generated types the company offers (spec 2 §2). */
export function DocumentTypeChooser() {
  const { t } = useTranslation('documents_modal');
  const { t: tc } = useTranslation('common');
  const id = useRouteTransitId();
  const isOnline = useOnline();
  const location = useLocation();
  const close = useReturnTo(documentsModalPath(id));
  const titleId = useId();
  const types = useQuery({ queryKey: documentKeys.types, queryFn: listDocumentTypes });
  const codes = types.data?.filter(isGeneratedCode) ?? [];
  // The editor closes back to the modal this chooser was opened from.
  const editorState: unknown = location.state;

  return (
    <ResponsiveDialog
      open
      onClose={() => {
        close();
      }}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pr: 8 }}>
        {t('chooser.title')}
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
        {!isOnline ? (
          <Alert severity="info">{tc('offline')}</Alert>
        ) : types.data ? (
          codes.length === 0 ? (
            <Alert severity="info" role="status">
              {t('chooser.empty')}
            </Alert>
          ) : (
            <List aria-label={t('chooser.title')}>
              {codes.map((code) => (
                <ListItemButton
                  key={code}
                  component={Link}
                  to={documentGenerateTypePath(id, code)}
                  state={editorState}
                  sx={{ minHeight: 56 }}
                >
                  <ListItemText primary={t(`types.${code}`)} secondary={code} />
                </ListItemButton>
              ))}
            </List>
          )
        ) : types.isError ? (
          <Alert severity="error" role="alert">
            {t('chooser.load_failed')}
          </Alert>
        ) : (
          <Skeleton variant="rounded" height={160} aria-busy="true" />
        )}
      </DialogContent>
      <DialogActions>
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
  );
}
