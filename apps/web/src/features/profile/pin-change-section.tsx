import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PIN_LENGTH, UpdatePinForm, UpdatePinWithPasswordForm } from '@transitdocs/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.ts';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../api/http.ts';
import { applyServerErrors, FormTextField, ResultDialog } from '../../ui/index.ts';
import { useUpdatePinMutation } from './profile-api.ts';
import { SEND_PIN_PATH, TOUCH_TARGET } from './profile-paths.ts';
import { collectServerMessages } from './server-messages.ts';

type PinChangeSectionProps = { isOnline: boolean; onSuccess: (message: string) => void };

/** Both proofs are in the form; the mode decides which one is checked and sent. */
const PinFormValues = z.object({
  old_pin: z.string(),
  password: z.string(),
  new_pin: z.string(),
  confirm_pin: z.string(),
});
type PinFormValues = z.infer<typeof PinFormValues>;

/** The domain's form rules of the mode, reported on the form's own fields. */
function pinFormSchema(locked: boolean) {
  const rules = locked ? UpdatePinWithPasswordForm : UpdatePinForm;
  return PinFormValues.superRefine((values, ctx) => {
    const result = rules.safeParse(values);
    if (result.success) return;
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });
}
const EMPTY_PIN_FORM: PinFormValues = { old_pin: '', password: '', new_pin: '', confirm_pin: '' };
const PIN_FIELDS = ['old_pin', 'password', 'new_pin', 'confirm_pin'] as const;

/** The server locked the PIN (five wrong ones): only the account password proves the user now. */
function isPinLocked(error: unknown): boolean {
  return error instanceof ApiError && (error.fieldErrors().old_pin ?? []).includes('pin_locked');
}

function keepDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, PIN_LENGTH);
}

export function PinChangeSection({ isOnline, onSuccess }: PinChangeSectionProps) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const mutation = useUpdatePinMutation();
  const [failure, setFailure] = useState<string[] | null>(null);
  const [locked, setLocked] = useState(false);
  const { control, handleSubmit, reset, setError } = useForm<PinFormValues>({
    resolver: zodResolver(pinFormSchema(locked)),
    defaultValues: EMPTY_PIN_FORM,
  });

  const submit = handleSubmit(async ({ old_pin, password, ...pins }) => {
    try {
      await mutation.mutateAsync(locked ? { password, ...pins } : { old_pin, ...pins });
      reset(EMPTY_PIN_FORM);
      setLocked(false);
      onSuccess(t('pin_updated'));
    } catch (error) {
      if (isPinLocked(error)) setLocked(true);
      applyServerErrors(setError, error, { fields: PIN_FIELDS });
      setFailure(collectServerMessages(error));
    }
  });
  const shownFields = PIN_FIELDS.filter((name) => name !== (locked ? 'old_pin' : 'password'));

  const isDisabled = !isOnline || mutation.isPending;

  return (
    <>
      <Stack
        component="form"
        aria-labelledby="pin-change-heading"
        noValidate
        spacing={2}
        onSubmit={submit}
      >
        <Typography id="pin-change-heading" variant="h6" component="h2">
          {t('pin_change')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {shownFields.map((name) =>
            name === 'password' ? (
              <FormTextField
                key={name}
                control={control}
                name={name}
                id="profile-pin-password"
                label={t('old_password')}
                type="password"
                autoComplete="current-password"
                fullWidth
                required
                disabled={isDisabled}
              />
            ) : (
              <FormTextField
                key={name}
                control={control}
                name={name}
                id={`profile-${name.replace('_', '-')}`}
                label={t(name)}
                type="password"
                autoComplete="off"
                fullWidth
                required
                disabled={isDisabled}
                transform={keepDigits}
                maxLength={PIN_LENGTH}
                slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
              />
            ),
          )}
        </Stack>
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'flex-end' }}
        >
          <Button
            sx={TOUCH_TARGET}
            disabled={!isOnline}
            onClick={() => void navigate(SEND_PIN_PATH)}
          >
            {t('remind_pin')}
          </Button>
          <Button type="submit" variant="contained" sx={TOUCH_TARGET} disabled={isDisabled}>
            {t('change_pin')}
          </Button>
        </Stack>
      </Stack>
      <ResultDialog
        open={failure !== null}
        severity="error"
        title={t('pin_update_failed')}
        messages={failure ?? []}
        onClose={() => {
          setFailure(null);
        }}
      />
    </>
  );
}
