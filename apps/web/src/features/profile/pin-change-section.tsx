import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PIN_LENGTH, UpdatePinForm } from '@transitdocs/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applyServerErrors, FormTextField, ResultDialog } from '../../ui/index.ts';
import { useUpdatePinMutation } from './profile-api.ts';
import { SEND_PIN_PATH, TOUCH_TARGET } from './profile-paths.ts';
import { collectServerMessages } from './server-messages.ts';

type PinChangeSectionProps = { isOnline: boolean; onSuccess: (message: string) => void };

const EMPTY_PIN_FORM: UpdatePinForm = { old_pin: '', new_pin: '', confirm_pin: '' };
const PIN_FIELDS = ['old_pin', 'new_pin', 'confirm_pin'] as const;

function keepDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, PIN_LENGTH);
}

export function PinChangeSection({ isOnline, onSuccess }: PinChangeSectionProps) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const mutation = useUpdatePinMutation();
  const [failure, setFailure] = useState<string[] | null>(null);
  const { control, handleSubmit, reset, setError } = useForm<UpdatePinForm>({
    resolver: zodResolver(UpdatePinForm),
    defaultValues: EMPTY_PIN_FORM,
  });

  const submit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      reset(EMPTY_PIN_FORM);
      onSuccess(t('pin_updated'));
    } catch (error) {
      applyServerErrors(setError, error, { fields: PIN_FIELDS });
      setFailure(collectServerMessages(error));
    }
  });

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
          {PIN_FIELDS.map((name) => (
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
          ))}
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
