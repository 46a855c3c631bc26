import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { ResponsiveDialog } from '../../ui/index.ts';

/** A passed verification: on to the signature when one is pending, else to the preview. */
export function VerificationSuccessDialog(props: {
  isSignaturePending: boolean;
  onContinue: () => void;
}) {
  const { t } = useTranslation('signing');
  const { t: tc } = useTranslation('common');
  const titleId = useId();
  return (
    <ResponsiveDialog open onClose={props.onContinue} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{tc('verify_success')}</DialogTitle>
      <DialogContent>
        <Alert severity="success" variant="outlined">
          {t('verify.success')}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={props.onContinue} autoFocus sx={{ minHeight: 48 }}>
          {props.isSignaturePending ? t('verify.continue') : t('verify.to_preview')}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
