import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { ShareIdentity } from '@transitdocs/domain';
import { useId } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { ResponsiveDialog } from '../../ui/responsive-dialog.tsx';
import { useIdentityFields } from './identity-fields.tsx';

/**
 * The first-time dialog of a link (spec 1 §2): who the visitor is, asked once per link.
 */
export function IdentityDialog({ onDone }: { onDone: (identity: ShareIdentity) => void }) {
  const { t } = useTranslation('share_link');
  const titleId = useId();
  const { fields, check } = useIdentityFields();

  const submit = () => {
    const identity = check();
    if (identity) onDone(identity);
  };

  return (
    <ResponsiveDialog open aria-labelledby={titleId} maxWidth="xs">
      <DialogTitle id={titleId}>{t('identity.title')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          noValidate
          spacing={2}
          id={`${titleId}-form`}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <DialogContentText>{t('identity.intro')}</DialogContentText>
          {fields}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button type="submit" form={`${titleId}-form`} variant="contained" sx={{ minHeight: 48 }}>
          {t('identity.submit')}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
