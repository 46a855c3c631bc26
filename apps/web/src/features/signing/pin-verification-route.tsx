import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { ApiError, NETWORK_ERROR } from '../../api/http.ts';
import { useSession } from '../../app/session.tsx';
import { useTranslateError } from '../../ui/index.ts';
import { registerDeviceKeyInBackground } from '../offline-signing/device-key.ts';
import { verifyPin } from './signing-api.ts';
import { useVerificationTarget } from './use-verification-target.ts';
import { VerificationFrame } from './verification-frame.tsx';
import { VerificationSuccessDialog } from './verification-success-dialog.tsx';

const PIN_PATTERN = /^\d{4}$/;

function messagesOf(error: unknown): string[] {
  return error instanceof ApiError ? error.allMessages() : [NETWORK_ERROR];
}

/** `/documents/:id/:documentId/sign/gt`: the signed-in signer's 4-digit PIN. */
export function PinVerificationRoute() {
  const { t } = useTranslation('signing');
  const translateError = useTranslateError();
  const target = useVerificationTarget('pin');
  const [pin, setPin] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const { user } = useSession();
  const verification = useMutation({
    mutationFn: verifyPin,
    onSuccess: (answer, request) => {
      // A PIN the server accepted: this phone's key for signing offline is registered with it
      // (once; docs/decisions/0043-offline-signing-on-the-phone.md), or takes it as the PIN it
      // checks offline.
      if (!answer.passed || !user) return;
      registerDeviceKeyInBackground(user.id, request.pin);
    },
  });
  const passed = verification.data;

  const submit = () => {
    if (!PIN_PATTERN.test(pin)) {
      setInputError('pin_must_be_4_digits');
      return;
    }
    if (!target.slot) return;
    setInputError(null);
    verification.mutate({
      document: target.documentId,
      signed_by_type: target.slot,
      receiver_id: target.slot === 'receiver' ? target.receiverId : null,
      pin,
    });
  };

  return (
    <>
      <VerificationFrame
        title={t('verify.pin_title')}
        target={target}
        actions={
          <Button
            variant="contained"
            disabled={verification.isPending || !target.slot}
            onClick={submit}
            sx={{ minHeight: 48, minWidth: 96 }}
          >
            {t('verify.confirm')}
          </Button>
        }
      >
        <TextField
          label={t('verify.pin')}
          type="password"
          value={pin}
          autoFocus
          autoComplete="off"
          error={inputError !== null}
          helperText={inputError ? t(`verify.${inputError}`) : t('verify.pin_hint')}
          onChange={(event) => {
            setPin(event.target.value.replace(/\D/g, '').slice(0, 4));
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') submit();
          }}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4, pattern: '[0-9]*' } }}
        />
        {verification.isError && (
          <Alert severity="error" role="alert">
            {messagesOf(verification.error).map(translateError).join(', ')}
          </Alert>
        )}
      </VerificationFrame>
      {passed?.passed && (
        <VerificationSuccessDialog
          isSignaturePending={target.pending !== null}
          onContinue={() => {
            target.finish(passed.verification);
          }}
        />
      )}
    </>
  );
}
