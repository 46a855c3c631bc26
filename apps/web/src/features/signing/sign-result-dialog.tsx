import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { ResponsiveDialog, useTranslateError } from '../../ui/index.ts';

export type SignOutcome = { severity: 'success' | 'error'; messages: string[] };

/**
 * The result of a signature (spec 2 §8): 'verify_success' with 'verify_sign_success', or
 * 'verify_failed' with the server's messages joined by commas ('verify_failed_sign_doc' when
 * it gave none).
 */
export function SignResultDialog({
  outcome,
  onClose,
}: {
  outcome: SignOutcome;
  onClose: () => void;
}) {
  const { t } = useTranslation('signing');
  const { t: tc } = useTranslation('common');
  const translateError = useTranslateError();
  const titleId = useId();
  const isSuccess = outcome.severity === 'success';
  const message = isSuccess
    ? t('sign.verify_sign_success')
    : outcome.messages.length > 0
      ? outcome.messages.map(translateError).join(', ')
      : t('sign.verify_failed_sign_doc');
  return (
    <ResponsiveDialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      role={isSuccess ? 'dialog' : 'alertdialog'}
    >
      <DialogTitle id={titleId}>
        {isSuccess ? tc('verify_success') : t('sign.verify_failed')}
      </DialogTitle>
      <DialogContent>
        <Alert severity={outcome.severity} variant="outlined">
          {message}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus sx={{ minHeight: 48 }}>
          {tc('actions.ok')}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
