import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PasswordChangeForm } from '@transitdocs/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.ts';
import { applyServerErrors, PasswordField, ResultDialog } from '../../ui/index.ts';
import { useChangePasswordMutation } from './profile-api.ts';
import { TOUCH_TARGET } from './profile-paths.ts';
import { collectServerMessages } from './server-messages.ts';

type PasswordChangeSectionProps = { isOnline: boolean; onSuccess: (message: string) => void };

const EMPTY_PASSWORD_FORM: PasswordChangeForm = {
  old_password: '',
  new_password: '',
  confirm_password: '',
};

const PASSWORD_FIELDS = [
  { name: 'old_password', autoComplete: 'current-password' },
  { name: 'new_password', autoComplete: 'new-password' },
  { name: 'confirm_password', autoComplete: 'new-password' },
] as const;

export function PasswordChangeSection({ isOnline, onSuccess }: PasswordChangeSectionProps) {
  const { t } = useTranslation('profile');
  const mutation = useChangePasswordMutation();
  const [failure, setFailure] = useState<string[] | null>(null);
  const { control, handleSubmit, reset, setError } = useForm<PasswordChangeForm>({
    resolver: zodResolver(PasswordChangeForm),
    defaultValues: EMPTY_PASSWORD_FORM,
  });

  const submit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      reset(EMPTY_PASSWORD_FORM);
      onSuccess(t('password_changed'));
    } catch (error) {
      applyServerErrors(setError, error, {
        fields: PASSWORD_FIELDS.map((field) => field.name),
      });
      setFailure(collectServerMessages(error));
    }
  });

  const isDisabled = !isOnline || mutation.isPending;

  return (
    <>
      <Stack
        component="form"
        aria-labelledby="password-change-heading"
        noValidate
        spacing={2}
        onSubmit={submit}
      >
        <Typography id="password-change-heading" variant="h6" component="h2">
          {t('password_change')}
        </Typography>
        <Stack spacing={2}>
          {PASSWORD_FIELDS.map(({ name, autoComplete }) => (
            <PasswordField
              key={name}
              control={control}
              name={name}
              id={`profile-${name.replace('_', '-')}`}
              label={t(name)}
              autoComplete={autoComplete}
              fullWidth
              required
              disabled={isDisabled}
            />
          ))}
        </Stack>
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" sx={TOUCH_TARGET} disabled={isDisabled}>
            {t('change_password')}
          </Button>
        </Stack>
      </Stack>
      <ResultDialog
        open={failure !== null}
        severity="error"
        title={t('password_update_failed')}
        messages={failure ?? []}
        onClose={() => {
          setFailure(null);
        }}
      />
    </>
  );
}
