import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import {
  SIGN_SMS_CODE_LENGTH,
  SIGN_VERIFIERS,
  type SignSmsVerificationResponse,
  type SignVerifier,
} from '@transitdocs/domain';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { ApiError, NETWORK_ERROR } from '../../api/http.ts';
import { useTranslateError } from '../../ui/index.ts';
import { confirmSmsCode, sendSmsCode } from './signing-api.ts';
import { useVerificationTarget } from './use-verification-target.ts';
import { VerificationFrame } from './verification-frame.tsx';
import { VerificationSuccessDialog } from './verification-success-dialog.tsx';

/** Seconds before another code may be asked for (the server rate-limits sends as well). */
export const RESEND_COOL_DOWN_SECONDS = 60;

const CODE_PATTERN = new RegExp(`^\\d{${String(SIGN_SMS_CODE_LENGTH)}}$`);

function messagesOf(error: unknown): string[] {
  return error instanceof ApiError ? error.allMessages() : [NETWORK_ERROR];
}

/** Counts down from `seconds` once per second after each `restart()`. */
function useCountdown(): { left: number; restart: (seconds: number) => void } {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => {
      setLeft((value) => value - 1);
    }, 1000);
    return () => {
      clearTimeout(timer);
    };
  }, [left]);
  return { left, restart: setLeft };
}

/**
 * `/documents/:id/:documentId/sign/sms`: asks whether the sender or the receiver verifies,
 * sends them a 6-digit code, and checks the code typed (spec 2 §2;
 * docs/decisions/0040-pin-and-sms-verification.md).
 */
export function SmsVerificationRoute() {
  const { t } = useTranslation('signing');
  const translateError = useTranslateError();
  const target = useVerificationTarget('sms');
  const verifierLabelId = useId();
  const [verifier, setVerifier] = useState<SignVerifier>(
    target.pending?.slot === 'receiver' ? 'receiver' : 'sender',
  );
  const [sent, setSent] = useState<SignSmsVerificationResponse | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const countdown = useCountdown();
  const send = useMutation({
    mutationFn: sendSmsCode,
    onSuccess: (answer) => {
      setSent(answer);
      setCode('');
      countdown.restart(RESEND_COOL_DOWN_SECONDS);
    },
  });
  const confirm = useMutation({ mutationFn: confirmSmsCode });
  const passed = confirm.data?.passed ? confirm.data : null;

  const sendCode = () => {
    if (!target.slot) return;
    confirm.reset();
    send.mutate({
      document: target.documentId,
      signed_by_type: target.slot,
      receiver_id: target.slot === 'receiver' ? target.receiverId : null,
      verifier,
    });
  };

  const confirmCode = () => {
    if (!sent) return;
    if (!CODE_PATTERN.test(code)) {
      setCodeError('code_invalid');
      return;
    }
    setCodeError(null);
    confirm.mutate({ verification: sent.verification, code });
  };

  const error = send.isError ? send.error : confirm.isError ? confirm.error : null;
  const fieldError = codeError ? translateError(codeError) : null;

  return (
    <>
      <VerificationFrame
        title={t('verify.sms_title')}
        target={target}
        actions={
          sent ? (
            <>
              <Button
                disabled={countdown.left > 0 || send.isPending}
                onClick={sendCode}
                sx={{ minHeight: 48 }}
              >
                {countdown.left > 0
                  ? t('verify.resend_in', { seconds: countdown.left })
                  : t('verify.resend')}
              </Button>
              <Button
                variant="contained"
                disabled={confirm.isPending}
                onClick={confirmCode}
                sx={{ minHeight: 48, minWidth: 96 }}
              >
                {t('verify.confirm')}
              </Button>
            </>
          ) : (
            <Button
              variant="contained"
              disabled={send.isPending || !target.slot}
              onClick={sendCode}
              sx={{ minHeight: 48 }}
            >
              {t('verify.send_code')}
            </Button>
          )
        }
      >
        {sent ? (
          <>
            <Typography>{t('verify.code_sent', { phone: sent.phone_hint })}</Typography>
            <TextField
              label={t('verify.code')}
              value={code}
              autoFocus
              autoComplete="one-time-code"
              error={fieldError !== null}
              helperText={fieldError ?? t('verify.code_hint')}
              onChange={(event) => {
                setCode(event.target.value.replace(/\D/g, '').slice(0, SIGN_SMS_CODE_LENGTH));
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') confirmCode();
              }}
              slotProps={{
                htmlInput: {
                  inputMode: 'numeric',
                  maxLength: SIGN_SMS_CODE_LENGTH,
                  pattern: '[0-9]*',
                },
              }}
            />
          </>
        ) : (
          <FormControl>
            <FormLabel id={verifierLabelId}>{t('verify.who')}</FormLabel>
            <RadioGroup
              aria-labelledby={verifierLabelId}
              value={verifier}
              onChange={(event) => {
                setVerifier(event.target.value as SignVerifier);
              }}
            >
              {SIGN_VERIFIERS.map((choice) => (
                <FormControlLabel
                  key={choice}
                  value={choice}
                  control={<Radio sx={{ width: 48, height: 48 }} />}
                  label={t(`parties.${choice}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
        {error !== null && (
          <Alert severity="error" role="alert">
            {messagesOf(error).map(translateError).join(', ')}
          </Alert>
        )}
      </VerificationFrame>
      {passed && (
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
