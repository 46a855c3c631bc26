import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Navigate, useNavigate } from 'react-router';
import { useOnline } from '../../app/use-online.ts';
import { ResponsiveDialog } from '../../ui/index.ts';
import { ACCOUNTS_TAB_PATH, accountEditPath } from './accounts-paths.ts';
import { useEmployeeOfRoute } from './use-employee.ts';

function ReadOnlyField({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <TextField
      id={id}
      label={label}
      value={value}
      slotProps={{ htmlInput: { readOnly: true } }}
      variant="filled"
    />
  );
}

/** `/profile/:id/preview`: a sub-account read-only; if it cannot be loaded, on to /documents. */
export function AccountPreviewDialog() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const isOnline = useOnline();
  const titleId = useId();
  const { id, isValidId, query } = useEmployeeOfRoute();
  const backToAccounts = () => void navigate(ACCOUNTS_TAB_PATH);

  if (!isValidId || query.isError) return <Navigate to="/documents" replace />;
  const employee = query.data;
  return (
    <ResponsiveDialog open onClose={backToAccounts} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('preview.title')}</DialogTitle>
      <DialogContent>
        {employee ? (
          <>
            <ReadOnlyField
              id="preview-first-name"
              label={t('fields.first_name')}
              value={employee.user.first_name}
            />
            <ReadOnlyField
              id="preview-last-name"
              label={t('fields.last_name')}
              value={employee.user.last_name}
            />
            <ReadOnlyField
              id="preview-email"
              label={t('fields.email')}
              value={employee.user.email ?? ''}
            />
            <ReadOnlyField
              id="preview-phone"
              label={t('fields.phone')}
              value={employee.user.phone ?? ''}
            />
            <ReadOnlyField
              id="preview-role"
              label={t('fields.role')}
              value={t(`roles.${employee.user.role}`)}
            />
            <ReadOnlyField
              id="preview-status"
              label={t('list.status')}
              value={employee.user.is_active ? t('list.active') : t('list.blocked_status')}
            />
          </>
        ) : (
          <Skeleton variant="rounded" height={320} aria-label={t('preview.loading')} />
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={backToAccounts}>{t('actions.cancel')}</Button>
        <Button
          variant="outlined"
          disabled={!employee || !isOnline}
          onClick={() => void navigate(accountEditPath(id))}
        >
          {t('actions.edit')}
        </Button>
        <Button variant="contained" onClick={backToAccounts}>
          {t('actions.ok')}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
