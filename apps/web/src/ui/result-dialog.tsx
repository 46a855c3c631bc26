import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from '../i18n/react.ts';
import { ResponsiveDialog } from './responsive-dialog.tsx';
import { useTranslateError } from './use-translate-error.ts';

export type ResultDialogProps = {
  open: boolean;
  severity: 'success' | 'error';
  /** Already translated title. */
  title: string;
  /** Message keys from the server or zod (`enter_max_chars?count=500`); translated here. */
  messages?: string[];
  onClose: () => void;
};

/** The outcome of an action the spec names: a title, the messages and one OK button. */
export function ResultDialog({ open, severity, title, messages = [], onClose }: ResultDialogProps) {
  const { t } = useTranslation('common');
  const translateError = useTranslateError();
  const titleId = useId();
  return (
    <ResponsiveDialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      role={severity === 'error' ? 'alertdialog' : 'dialog'}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Alert severity={severity} variant="outlined">
          {messages.length === 0
            ? t(severity === 'success' ? 'result.done' : 'result.failed')
            : messages.map((message) => <div key={message}>{translateError(message)}</div>)}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('actions.ok')}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
