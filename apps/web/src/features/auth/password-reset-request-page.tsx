import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  PHONE_DEFAULT_PREFIX,
  RequestResetPasswordRequest,
  isEmptyPhone,
} from '@transitdocs/domain';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.ts';
import { Link as RouterLink, useNavigate } from 'react-router';
import { requestPasswordReset } from '../../api/auth.ts';
import { applyServerErrors } from '../../ui/apply-server-errors.ts';
import { FormTextField } from '../../ui/form-text-field.tsx';
import { PhoneField } from '../../ui/phone-field.tsx';
import { ResultDialog } from '../../ui/result-dialog.tsx';
import { AuthLayout } from './auth-layout.tsx';

type Outcome = { severity: 'success' | 'error'; messages: string[] };

/** Asks for a reset link by e-mail or by phone (spec 1 §2, spec 3 §4). */
export function PasswordResetRequestPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<RequestResetPasswordRequest>({
    resolver: zodResolver(RequestResetPasswordRequest),
    defaultValues: { email: '', phone: PHONE_DEFAULT_PREFIX },
  });
  const [email, phone] = useWatch({ control, name: ['email', 'phone'] });
  const canSubmit = (email ?? '').trim() !== '' || !isEmptyPhone(phone);

  const submit = handleSubmit(async (form) => {
    try {
      const email = form.email?.trim() ?? '';
      const phone = form.phone?.replace(/\s/g, '') ?? '';
      await requestPasswordReset({
        ...(email ? { email } : {}),
        ...(isEmptyPhone(phone) ? {} : { phone }),
      });
      setOutcome({ severity: 'success', messages: [t('reset_request.sent_text')] });
    } catch (error) {
      const rest = applyServerErrors(setError, error, { fields: ['email', 'phone'] });
      setOutcome({ severity: 'error', messages: rest });
    }
  });

  const close = () => {
    const succeeded = outcome?.severity === 'success';
    setOutcome(null);
    if (succeeded) void navigate('/login');
  };

  return (
    <AuthLayout title={t('reset_request.title')}>
      <Stack component="form" noValidate onSubmit={submit} spacing={1}>
        <Typography color="text.secondary">{t('reset_request.hint')}</Typography>
        <FormTextField
          control={control}
          name="email"
          type="email"
          label={t('reset_request.email')}
          autoComplete="email"
          autoFocus
        />
        <Typography align="center" color="text.secondary" aria-hidden>
          {t('reset_request.or')}
        </Typography>
        <PhoneField control={control} name="phone" label={t('reset_request.phone')} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!canSubmit}
          loading={formState.isSubmitting}
          sx={{ mt: 2, minHeight: 48 }}
        >
          {t('reset_request.submit')}
        </Button>
        <Link component={RouterLink} to="/login" sx={{ py: 2 }}>
          {t('back_to_login')}
        </Link>
      </Stack>
      <ResultDialog
        open={outcome !== null}
        severity={outcome?.severity ?? 'success'}
        title={t(
          outcome?.severity === 'error'
            ? 'login.link_could_not_be_sent'
            : 'login.link_has_been_sent',
        )}
        messages={outcome?.messages ?? []}
        onClose={close}
      />
    </AuthLayout>
  );
}
