import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../i18n/react.ts';
import { ResponsiveDialog } from './responsive-dialog.tsx';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  /** The confirmed action is running: both buttons wait. */
  isBusy?: boolean;
  isConfirmDisabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** A choice that goes with the action (shown under the question). */
  children?: ReactNode;
};

/** Asks a yes/no question before an action that cannot be undone or costs something. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, message, confirmLabel, isBusy = false, isConfirmDisabled = false } = props;
  const { onConfirm, onCancel } = props;
  const { t } = useTranslation('common');
  const titleId = useId();
  const messageId = useId();
  return (
    <ResponsiveDialog
      open={open}
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={messageId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
        {props.children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={isBusy}>
          {t('actions.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={onConfirm}
          disabled={isBusy || isConfirmDisabled}
          loading={isBusy}
          autoFocus
        >
          {confirmLabel ?? t('actions.confirm')}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
