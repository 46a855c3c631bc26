import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { SignSlot } from '@transitdocs/domain';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { useNavigate } from 'react-router';
import { ResponsiveDialog } from '../../ui/index.ts';
import { signPath } from './signing-paths.ts';
import type { VerificationTarget } from './use-verification-target.ts';

/**
 * The dialog around a verification screen: its title, the slot picker when no signing is
 * pending, the content, and Cancel back to the sign screen (with what was chosen there).
 */
export function VerificationFrame(props: {
  title: string;
  target: VerificationTarget;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { title, target, actions, children } = props;
  const { t } = useTranslation('signing');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const titleId = useId();
  const cancel = () => void navigate(signPath(target.transitId, target.documentId));
  return (
    <ResponsiveDialog open onClose={cancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {!target.pending && target.signableSlots.length > 0 && (
            <TextField
              select
              label={t('verify.slot')}
              value={target.slot ?? ''}
              onChange={(event) => {
                target.setSlot(event.target.value as SignSlot);
              }}
            >
              {target.signableSlots.map((slot) => (
                <MenuItem key={slot} value={slot}>
                  {t(`parties.${slot}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
          {children}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={cancel} sx={{ minHeight: 48 }}>
          {tc('actions.cancel')}
        </Button>
        {actions}
      </DialogActions>
    </ResponsiveDialog>
  );
}
