import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { RegistrationForm, registrationFormToRequest } from '@transitdocs/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.ts';
import { Link as RouterLink, useNavigate } from 'react-router';
import { registerCompany } from '../../api/auth.ts';
import { applyServerErrors } from '../../ui/apply-server-errors.ts';
import { FormCheckbox } from '../../ui/form-checkbox.tsx';
import { ResultDialog } from '../../ui/result-dialog.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { SignupCompanyFields } from './signup-company-fields.tsx';
import { SignupOwnerFields } from './signup-owner-fields.tsx';
import { SIGNUP_DEFAULTS, SIGNUP_SERVER_FIELDS, type SignupInput } from './signup-server-fields.ts';

type Outcome = { severity: 'success' | 'error'; messages: string[] };

/** Company registration: the company, its owner account and the regulations (spec 3 §2-§5). */
export function SignupPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { control, handleSubmit, setError, setValue, formState } = useForm<
    SignupInput,
    unknown,
    RegistrationForm
  >({
    resolver: zodResolver(RegistrationForm),
    defaultValues: SIGNUP_DEFAULTS,
    mode: 'onTouched',
  });

  const submit = handleSubmit(async (form) => {
    try {
      await registerCompany(registrationFormToRequest(form));
      setOutcome({ severity: 'success', messages: [t('register.sign_in_now')] });
    } catch (error) {
      const rest = applyServerErrors(setError, error, { fields: [], map: SIGNUP_SERVER_FIELDS });
      setOutcome({
        severity: 'error',
        messages: rest.length > 0 ? rest : [t('signup.check_fields')],
      });
    }
  });

  const close = () => {
    const succeeded = outcome?.severity === 'success';
    setOutcome(null);
    if (succeeded) void navigate('/login', { replace: true });
  };

  return (
    <AuthLayout title={t('signup.title')} width={760}>
      <Stack component="form" noValidate onSubmit={submit}>
        <SignupCompanyFields control={control} setValue={setValue} />
        <SignupOwnerFields control={control} />
        <FormCheckbox control={control} name="regulations" label={t('signup.regulations')} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={formState.isSubmitting}
          sx={{ mt: 2, minHeight: 48 }}
        >
          {t('signup.submit')}
        </Button>
        <Link component={RouterLink} to="/login" sx={{ py: 2 }}>
          {t('signup.have_account')}
        </Link>
      </Stack>
      <ResultDialog
        open={outcome !== null}
        severity={outcome?.severity ?? 'success'}
        title={t(outcome?.severity === 'error' ? 'signup.failed' : 'register.account_created')}
        messages={outcome?.messages ?? []}
        onClose={close}
      />
    </AuthLayout>
  );
}
