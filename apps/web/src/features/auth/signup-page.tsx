import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { RegistrationForm, registrationFormToRequest } from '@transitdocs/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.ts';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { registerCompany, signUpThroughInvitation } from '../../api/auth.ts';
import { applyServerErrors } from '../../ui/apply-server-errors.ts';
import { FormCheckbox } from '../../ui/form-checkbox.tsx';
import { ResultDialog } from '../../ui/result-dialog.tsx';
import { TranslatedError } from '../../ui/translated-error.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { signupDefaultsOf } from './invitation-prefill.ts';
import { SignupCompanyFields } from './signup-company-fields.tsx';
import { SignupOwnerFields } from './signup-owner-fields.tsx';
import { SIGNUP_DEFAULTS, SIGNUP_SERVER_FIELDS, type SignupInput } from './signup-server-fields.ts';
import { INVITATION_LINK_INVALID, useInvitation } from './use-invitation.ts';

type Outcome = { severity: 'success' | 'error'; messages: string[] };

/** The invitation the form registers through: its link's secret and who sent it. */
type Invited = { token: string; inviter: string };

function SignupForm({ defaults, invited }: { defaults: SignupInput; invited: Invited | null }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // A link used or withdrawn meanwhile: the form stays as typed and registers plainly.
  const [through, setThrough] = useState(invited);
  const [notice, setNotice] = useState<string | null>(null);
  const { control, handleSubmit, setError, setValue, formState } = useForm<
    SignupInput,
    unknown,
    RegistrationForm
  >({
    resolver: zodResolver(RegistrationForm),
    defaultValues: defaults,
    mode: 'onTouched',
  });

  const submit = handleSubmit(async (form) => {
    const request = registrationFormToRequest(form);
    try {
      if (through) await signUpThroughInvitation(through.token, request);
      else await registerCompany(request);
      const connected = through ? t('signup.connected', { company: through.inviter }) : null;
      setOutcome({ severity: 'success', messages: [connected ?? t('register.sign_in_now')] });
    } catch (error) {
      const rest = applyServerErrors(setError, error, { fields: [], map: SIGNUP_SERVER_FIELDS });
      if (rest.includes(INVITATION_LINK_INVALID)) {
        setThrough(null);
        setNotice(INVITATION_LINK_INVALID);
      }
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
    <>
      <Stack component="form" noValidate onSubmit={submit}>
        {through && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('signup.invited_by', { company: through.inviter })}
          </Alert>
        )}
        {notice && (
          <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
            <TranslatedError message={notice} />
          </Alert>
        )}
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
    </>
  );
}

/**
 * Company registration: the company, its owner account and the regulations (spec 3 §2-§5). With
 * an invitation's link (`/signup/{token}`) the form starts from what the invitation knows and the
 * new company is connected with the inviting one; a bad link leaves a plain signup that says why.
 */
export function SignupPage() {
  const { t } = useTranslation('auth');
  const { id } = useParams();
  const invitation = useInvitation(id);
  return (
    <AuthLayout title={t('signup.title')} width={760}>
      {invitation.kind === 'loading' && (
        <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={t('signup.reading_invitation')} />
        </Box>
      )}
      {invitation.kind === 'refused' && (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          <TranslatedError message={invitation.message} />
        </Alert>
      )}
      {invitation.kind === 'ready' && (
        <SignupForm
          defaults={signupDefaultsOf(invitation.invitation)}
          invited={{ token: invitation.token, inviter: invitation.invitation.inviter_name }}
        />
      )}
      {(invitation.kind === 'none' || invitation.kind === 'refused') && (
        <SignupForm defaults={SIGNUP_DEFAULTS} invited={null} />
      )}
    </AuthLayout>
  );
}
