import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { FirstPinForm, PIN_LENGTH, needsFirstPin, type User } from '@transitdocs/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../i18n/react.ts';
import { useNavigate } from 'react-router';
import { saveFirstPin } from '../api/auth.ts';
import { registerDeviceKeyInBackground } from '../features/offline-signing/device-key.ts';
import { applyServerErrors } from '../ui/apply-server-errors.ts';
import { PasswordField } from '../ui/password-field.tsx';
import { ResponsiveDialog } from '../ui/responsive-dialog.tsx';
import { ResultDialog } from '../ui/result-dialog.tsx';
import { useSession } from './session.tsx';

type Outcome = { severity: 'success' | 'error'; messages: string[] };

const PIN_INPUT = { inputMode: 'numeric', pattern: '[0-9]*', autoComplete: 'off' } as const;

/** A non-primary employee without a PIN sets a 4-digit PIN before working (spec 3 §4). */
export function FirstPinDialog({ user }: { user: User }) {
  const { t } = useTranslation('auth');
  const { setUser } = useSession();
  const navigate = useNavigate();
  const titleId = useId();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<FirstPinForm>({
    resolver: zodResolver(FirstPinForm),
    defaultValues: { pin: '', confirm_pin: '' },
  });

  const submit = handleSubmit(async (form) => {
    try {
      const updated = await saveFirstPin(user.id, form.pin);
      setOutcome({ severity: 'success', messages: [] });
      setUser(updated);
      // The phone's key for signing offline (docs/decisions/0043-offline-signing-on-the-phone.md);
      // if this fails, the next PIN checked online registers it.
      registerDeviceKeyInBackground(user.id, form.pin);
    } catch (error) {
      const rest = applyServerErrors(setError, error, { map: { gt_id: 'pin' }, fields: ['pin'] });
      setOutcome({ severity: 'error', messages: rest });
    }
  });

  const onlyDigits = (value: string) => value.replace(/\D/g, '').slice(0, PIN_LENGTH);

  return (
    <>
      <ResponsiveDialog open={needsFirstPin(user)} aria-labelledby={titleId}>
        <form noValidate onSubmit={submit}>
          <DialogTitle id={titleId}>{t('give_pin.title')}</DialogTitle>
          <DialogContent>
            <DialogContentText>{t('give_pin.hint')}</DialogContentText>
            <PasswordField
              control={control}
              name="pin"
              label={t('give_pin.pin')}
              required
              autoFocus
              transform={onlyDigits}
              maxLength={PIN_LENGTH}
              slotProps={{ htmlInput: PIN_INPUT }}
            />
            <PasswordField
              control={control}
              name="confirm_pin"
              label={t('give_pin.confirm_pin')}
              required
              transform={onlyDigits}
              maxLength={PIN_LENGTH}
            />
          </DialogContent>
          <DialogActions>
            <Button
              onClick={() => {
                void navigate('/logout');
              }}
            >
              {t('give_pin.logout')}
            </Button>
            <Button type="submit" variant="contained" loading={formState.isSubmitting}>
              {t('give_pin.save')}
            </Button>
          </DialogActions>
        </form>
      </ResponsiveDialog>
      <ResultDialog
        open={outcome !== null}
        severity={outcome?.severity ?? 'success'}
        title={t(outcome?.severity === 'error' ? 'give_pin.pin_save_failed' : 'give_pin.pin_saved')}
        messages={outcome?.messages ?? []}
        onClose={() => {
          setOutcome(null);
        }}
      />
    </>
  );
}
