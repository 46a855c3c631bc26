import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/session.tsx';
import { ResponsiveDialog } from '../../ui/responsive-dialog.tsx';

/** `/profileManagement` (Admin): accounts and billing; the lists come with a later issue. */
export function ProfileManagementDialog() {
  const { t } = useTranslation('common');
  const { user } = useSession();
  const navigate = useNavigate();
  const titleId = useId();
  const close = () => {
    void navigate('/documents');
  };
  return (
    <ResponsiveDialog open onClose={close} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('accounts.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('accounts.company', { name: user?.company.name ?? '' })}
        </DialogContentText>
        <DialogContentText sx={{ mt: 2 }}>{t('accounts.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={close}>
          {t('actions.close')}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
