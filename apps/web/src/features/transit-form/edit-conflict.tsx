import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { ApiError, NETWORK_ERROR } from '../../api/http.ts';
import { ResponsiveDialog, useTranslateError } from '../../ui/index.ts';

/** The namespaces with the `conflict.*` texts (the same keys, for a transit or a document). */
export type ConflictNamespace = 'transit_form' | 'document_editor';

/** A value the person typed, kept in view after the form took someone else's newer version. */
export type UnsavedChange = { path: string; field: string; value: string };

/** The saves are refused until the form takes the newer version; loading it is under way. */
export type EditConflict = { isLoading: boolean; loadErrors: string[] | null };

/** Whether a failed save was refused because someone else saved the record after it was loaded. */
export function isEditConflict(error: unknown): boolean {
  return error instanceof ApiError && error.isEditConflict();
}

/** Message keys of a failed load of the newer version, for the conflict dialog. */
export function loadErrorsOf(error: unknown): string[] {
  const messages = error instanceof ApiError ? error.allMessages() : [];
  return messages.length > 0 ? messages : [NETWORK_ERROR];
}

/** A second conflict adds to the first list: what was typed before stays listed. */
export function mergeUnsavedChanges(
  earlier: UnsavedChange[] | null,
  later: UnsavedChange[],
): UnsavedChange[] | null {
  const paths = new Set(later.map((change) => change.path));
  const merged = [...(earlier ?? []).filter((change) => !paths.has(change.path)), ...later];
  return merged.length > 0 ? merged : null;
}

export type EditConflictDialogProps = {
  namespace: ConflictNamespace;
  conflict: EditConflict | null;
  onLoadTheirs: () => void;
  /** Closes the dialog; the form keeps everything typed. */
  onKeepEditing: () => void;
};

/**
 * The answer to a save refused with 409 `edited_by_someone_else`: load the newer version (what
 * was typed stays listed above the form) or keep editing. The form is not touched while it is open.
 */
export function EditConflictDialog(props: EditConflictDialogProps) {
  const { namespace, conflict, onLoadTheirs, onKeepEditing } = props;
  const { t } = useTranslation(namespace);
  const translateError = useTranslateError();
  const titleId = useId();
  const messageId = useId();
  const isLoading = conflict?.isLoading ?? false;
  return (
    <ResponsiveDialog
      open={conflict !== null}
      onClose={() => {
        if (!isLoading) onKeepEditing();
      }}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
    >
      <DialogTitle id={titleId}>{t('conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{t('conflict.message')}</DialogContentText>
        {conflict?.loadErrors ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('conflict.load_failed')}
            {conflict.loadErrors.map((message) => (
              <div key={message}>{translateError(message)}</div>
            ))}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onKeepEditing} disabled={isLoading}>
          {t('conflict.keep_editing')}
        </Button>
        <Button variant="contained" onClick={onLoadTheirs} loading={isLoading} autoFocus>
          {t('conflict.load_theirs')}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}

export type UnsavedChangesPanelProps = {
  namespace: ConflictNamespace;
  changes: UnsavedChange[];
  onDismiss: () => void;
};

/** What the person had typed before the form took the newer version, until dismissed. */
export function UnsavedChangesPanel({ namespace, changes, onDismiss }: UnsavedChangesPanelProps) {
  const { t } = useTranslation(namespace);
  const titleId = useId();
  return (
    <Alert
      severity="warning"
      aria-labelledby={titleId}
      onClose={onDismiss}
      closeText={t('conflict.dismiss')}
      sx={{ mb: 2, '& .MuiAlert-message': { minWidth: 0, flex: 1 } }}
    >
      <AlertTitle id={titleId}>{t('conflict.changes_title')}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('conflict.changes_hint')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {changes.map((change) => (
          <li key={change.path}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {change.field}:
            </Box>{' '}
            <Box component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {change.value}
            </Box>
          </li>
        ))}
      </Box>
    </Alert>
  );
}
