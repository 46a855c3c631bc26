import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import {
  generatedCodeOf,
  offlineSignMethodOf,
  type ActionLocation,
  type DocumentResponse,
  type SignSlot,
} from '@transitdocs/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { useNavigate } from 'react-router';
import { ApiError, NETWORK_ERROR } from '../../api/http.ts';
import { useSession } from '../../app/session.tsx';
import { ResponsiveDialog, ResultDialog, useTranslateError } from '../../ui/index.ts';
import { LoadingIndicator } from '../../ui/loading-indicator.tsx';
import type { PdfPageClick } from '../../ui/pdf/index.ts';
import { regionName } from '../clients/region-name.ts';
import { useRefreshDocuments } from '../documents-modal/use-documents.ts';
import { unlockDeviceKey } from '../offline-signing/device-key.ts';
import { requestBackgroundSync } from '../offline-signing/queue-sync.ts';
import { queueOfflineSignature } from '../offline-signing/queue-signature.ts';
import { readActionLocation } from './geolocation.ts';
import { EMPTY_PERSON, toSignatureData, type PersonData } from './person-data.ts';
import { PersonDataStep } from './person-data-step.tsx';
import { SignResultDialog, type SignOutcome } from './sign-result-dialog.tsx';
import { signerChoices } from './slot-states.ts';
import { SignaturePadField } from './signature-pad-field.tsx';
import type { SignatureStrokes, SignatureSurface } from './signature-surface.ts';
import { listSignReceivers, signingKeys, submitSignature } from './signing-api.ts';
import { pinVerificationPath, smsVerificationPath } from './signing-paths.ts';
import {
  CONFIRMATION_METHODS,
  forgetSignatureDraft,
  keepSignatureDraft,
  signatureDraftKey,
  signatureDraftOf,
  type ConfirmationMethod,
  type PendingSignature,
  type SigningRouteState,
} from './signing-state.ts';

type Step = 'receiver' | 'method' | 'person' | 'pad' | 'pin';

const PIN_PATTERN = /^\d{4}$/;

export type SignFlowDialogProps = {
  transitId: number;
  document: DocumentResponse;
  slot: SignSlot;
  placement: PdfPageClick | null;
  /** Set when the signer comes back from a passed verification. */
  returned: SigningRouteState | null;
  /**
   * No network (issue 22): the signature is confirmed with the driver's PIN on the phone,
   * signed with the phone's key and queued; no verification step.
   */
  isOffline?: boolean;
  onCancel: () => void;
};

/** The receivers the signer may choose from, or the one fixed by a sub-document. */
function useReceiverChoice(transitId: number, document: DocumentResponse, slot: SignSlot) {
  const fixed = document.receiver?.id ?? null;
  const needsList = slot === 'receiver' && fixed === null;
  const receivers = useQuery({
    queryKey: signingKeys.receivers(transitId),
    queryFn: () => listSignReceivers(transitId),
    enabled: needsList,
  });
  const choices = needsList ? signerChoices(receivers.data ?? [], document) : [];
  return { fixed: slot === 'receiver' ? fixed : null, needsList, receivers, choices };
}

/**
 * The signing flow of spec 2 §4: the receiver (when there are several) -> the handwritten form
 * (how the signer confirms: on screen, PIN or SMS code) -> person data -> the pad -> the result.
 */
export function SignFlowDialog(props: SignFlowDialogProps) {
  const { transitId, document, slot, placement, returned, onCancel } = props;
  const isOffline = props.isOffline === true;
  const { t } = useTranslation('signing');
  const { t: to } = useTranslation('offline_signing');
  const { user } = useSession();
  const { t: tc } = useTranslation('common');
  const translateError = useTranslateError();
  const navigate = useNavigate();
  const refreshDocuments = useRefreshDocuments();
  const titleId = useId();
  const receiverLabelId = useId();
  const methodLabelId = useId();
  const { fixed, needsList, receivers, choices } = useReceiverChoice(transitId, document, slot);

  // Back from a verification asked again after drawing: what was typed and drawn is kept.
  const [draft] = useState(() =>
    returned
      ? signatureDraftOf(signatureDraftKey(document.id, slot, returned.pending.receiverId))
      : null,
  );
  const [chosenStep, setStep] = useState<Step>(
    draft ? 'pad' : returned ? 'person' : needsList ? 'receiver' : isOffline ? 'person' : 'method',
  );
  const [chosenReceiverId, setReceiverId] = useState<number | null>(
    returned?.pending.receiverId ?? fixed,
  );
  const [receiverError, setReceiverError] = useState<string | null>(null);
  const [method, setMethod] = useState<ConfirmationMethod>(returned?.pending.method ?? 'on screen');
  const [person, setPerson] = useState<PersonData>(draft?.person ?? EMPTY_PERSON);
  const [personErrors, setPersonErrors] = useState<Partial<Record<keyof PersonData, string>>>({});
  const [padError, setPadError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [outcome, setOutcome] = useState<SignOutcome | null>(null);
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<string | null>(null);
  const [isQueued, setQueued] = useState(false);
  // The pad's image, taken before the PIN step hides the pad.
  const pngRef = useRef<Blob | null>(null);
  const surfaceRef = useRef<SignatureSurface | null>(null);
  // The drawing outlives the pad (a step back, a verification done again).
  const strokesRef = useRef<SignatureStrokes | null>(draft?.strokes ?? null);
  // A verification refused at signing (expired or spent): done again, the drawing kept.
  const [reverify, setReverify] = useState<string | null>(null);
  const locationRef = useRef<Promise<ActionLocation | null> | null>(null);
  const verification = returned?.verification ?? null;

  // A document with one receiver skips the chooser: that receiver signs.
  const onlyReceiver =
    choices.length === 1 && choices[0] && !choices[0].disabled ? choices[0].id : null;
  const receiverId = chosenReceiverId ?? onlyReceiver;
  const step: Step = chosenStep === 'receiver' && onlyReceiver !== null ? 'method' : chosenStep;
  const hasReceiverStep = needsList && onlyReceiver === null;

  // Asked when the pad opens, so the answer (up to 10 s) is usually there when the signer is done.
  useEffect(() => {
    if (step === 'pad' && !locationRef.current) locationRef.current = readActionLocation();
  }, [step]);

  // A flow opened afresh starts with nothing kept from an earlier one.
  useEffect(() => {
    if (!returned) forgetSignatureDraft();
  }, [returned]);

  const pending = (): PendingSignature => ({ slot, receiverId, placement, method });

  const verifyAgain = async () => {
    keepSignatureDraft(signatureDraftKey(document.id, slot, receiverId), {
      person,
      strokes: strokesRef.current ?? [],
    });
    const path = method === 'pin' ? pinVerificationPath : smsVerificationPath;
    const state: SigningRouteState = { pending: pending() };
    await navigate(path(transitId, document.id), { state });
  };
  const signMethod = isOffline
    ? offlineSignMethodOf(slot)
    : verification
      ? method === 'pin'
        ? 'pin'
        : 'sms'
      : 'on screen';

  const next = async () => {
    if (step === 'receiver') {
      if (receiverId === null) {
        setReceiverError('receiver_required');
        return;
      }
      setStep(isOffline ? 'person' : 'method');
    } else if (step === 'method') {
      if (method === 'on screen') {
        setStep('person');
        return;
      }
      const path = method === 'pin' ? pinVerificationPath : smsVerificationPath;
      const state: SigningRouteState = { pending: pending() };
      await navigate(path(transitId, document.id), { state });
    } else if (step === 'person') {
      const checked = toSignatureData(person, signMethod, (code) => regionName(code, 'en'));
      if ('errors' in checked) {
        setPersonErrors(checked.errors);
        return;
      }
      setPersonErrors({});
      setStep('pad');
    } else if (step === 'pin') {
      await signOffline();
    } else {
      await sign();
    }
  };

  const sign = async () => {
    const surface = surfaceRef.current;
    if (!surface || surface.isEmpty()) {
      setPadError('signature_empty');
      return;
    }
    const checked = toSignatureData(person, signMethod, (code) => regionName(code, 'en'));
    if ('errors' in checked) {
      setPersonErrors(checked.errors);
      setStep('person');
      return;
    }
    if (isOffline) {
      pngRef.current = surface.toPng();
      setStep('pin');
      return;
    }
    setIsSending(true);
    try {
      const location = await (locationRef.current ?? readActionLocation());
      await submitSignature({
        document: document.id,
        transit: transitId,
        documentKind: generatedCodeOf(document.type) === null ? 'file' : 'json',
        signedByType: slot,
        receiverId: slot === 'receiver' ? receiverId : null,
        signatureData: checked.data,
        signature: surface.toPng(),
        placement,
        verification,
        location,
      });
      forgetSignatureDraft();
      await refreshDocuments();
      setOutcome({ severity: 'success', messages: [] });
    } catch (error) {
      const refused = error instanceof ApiError ? error.fieldErrors().verification?.[0] : undefined;
      if (verification && method !== 'on screen' && refused) {
        setReverify(refused);
        return;
      }
      setOutcome({
        severity: 'error',
        messages: error instanceof ApiError ? error.allMessages() : [NETWORK_ERROR],
      });
    } finally {
      setIsSending(false);
    }
  };

  /** The driver's PIN unlocks the phone's key; the signature is signed with it and queued. */
  const signOffline = async () => {
    const png = pngRef.current;
    const checked = toSignatureData(person, signMethod, (code) => regionName(code, 'en'));
    if (!png || 'errors' in checked) {
      setStep('pad');
      return;
    }
    if (!PIN_PATTERN.test(pin)) {
      setPinError(t('verify.pin_must_be_4_digits'));
      return;
    }
    if (!user || document.version === undefined) return;
    setIsSending(true);
    try {
      const unlocked = await unlockDeviceKey(user.id, pin);
      if (unlocked.kind !== 'unlocked') {
        setPinError(
          unlocked.kind === 'wrong_pin'
            ? to('pin_wrong', { count: unlocked.attemptsLeft })
            : unlocked.kind === 'locked'
              ? to('pin_locked')
              : to('no_key'),
        );
        return;
      }
      const location = await (locationRef.current ?? readActionLocation());
      await queueOfflineSignature({
        userId: user.id,
        transitId,
        documentId: document.id,
        documentName: document.name,
        documentVersion: document.version,
        signedByType: slot,
        receiverId: slot === 'receiver' ? receiverId : null,
        signatureData: checked.data,
        png,
        placement,
        location,
        keyId: unlocked.keyId,
        privateKey: unlocked.privateKey,
      });
      void requestBackgroundSync();
      forgetSignatureDraft();
      setQueued(true);
    } catch (error) {
      setOutcome({
        severity: 'error',
        messages: error instanceof ApiError ? error.allMessages() : ['server_error'],
      });
    } finally {
      setIsSending(false);
    }
  };

  const back = () => {
    if (step === 'pin') setStep('pad');
    else if (step === 'pad') setStep('person');
    else if (step === 'person' && isOffline) {
      if (hasReceiverStep) setStep('receiver');
      else onCancel();
    } else if (step === 'person' && !returned) setStep('method');
    else if (step === 'method' && hasReceiverStep) setStep('receiver');
    else onCancel();
  };

  let content;
  if (step === 'receiver') {
    content = receivers.isError ? (
      <Alert severity="error" role="alert">
        {t('receiver.load_failed')}
      </Alert>
    ) : !receivers.data ? (
      <LoadingIndicator label={t('receiver.loading')} minHeight={96} />
    ) : (
      <FormControl error={receiverError !== null}>
        <FormLabel id={receiverLabelId}>{t('receiver.label')}</FormLabel>
        <RadioGroup
          aria-labelledby={receiverLabelId}
          value={receiverId === null ? '' : String(receiverId)}
          onChange={(event) => {
            setReceiverId(Number(event.target.value));
            setReceiverError(null);
          }}
        >
          {choices.map((choice) => (
            <FormControlLabel
              key={choice.id}
              value={String(choice.id)}
              disabled={choice.disabled}
              control={<Radio sx={{ width: 48, height: 48 }} />}
              label={choice.disabled ? t('receiver.signed', { name: choice.name }) : choice.name}
            />
          ))}
        </RadioGroup>
        {receiverError && <FormHelperText>{translateError(receiverError)}</FormHelperText>}
      </FormControl>
    );
  } else if (step === 'method') {
    content = (
      <Stack spacing={2}>
        <Typography>{t('method.intro', { party: t(`parties.${slot}`) })}</Typography>
        <FormControl>
          <FormLabel id={methodLabelId}>{t('method.label')}</FormLabel>
          <RadioGroup
            aria-labelledby={methodLabelId}
            value={method}
            onChange={(event) => {
              setMethod(event.target.value as ConfirmationMethod);
            }}
          >
            {CONFIRMATION_METHODS.map((choice) => (
              <FormControlLabel
                key={choice}
                value={choice}
                control={<Radio sx={{ width: 48, height: 48 }} />}
                label={t(`method.${choice === 'on screen' ? 'on_screen' : choice}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
      </Stack>
    );
  } else if (step === 'person') {
    content = (
      <Stack spacing={2}>
        {verification && <Alert severity="success">{t('person.verified')}</Alert>}
        <PersonDataStep value={person} errors={personErrors} onChange={setPerson} />
      </Stack>
    );
  } else if (step === 'pin') {
    content = (
      <Stack spacing={2}>
        <Typography>{to('pin_intro')}</Typography>
        <TextField
          label={to('pin_label')}
          type="password"
          value={pin}
          autoFocus
          autoComplete="off"
          error={pinError !== null}
          helperText={pinError ?? to('pin_hint')}
          onChange={(event) => {
            setPin(event.target.value.replace(/\D/g, '').slice(0, 4));
            setPinError(null);
          }}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4, pattern: '[0-9]*' } }}
        />
      </Stack>
    );
  } else {
    content = (
      <Stack spacing={2}>
        {reverify ? (
          <Alert severity="warning" role="alert">
            {translateError(reverify)} {t('flow.verify_again_kept')}
          </Alert>
        ) : (
          draft && <Alert severity="success">{t('flow.verified_kept')}</Alert>
        )}
        <SignaturePadField
          surfaceRef={surfaceRef}
          keptRef={strokesRef}
          error={padError ? translateError(padError) : undefined}
          onChange={() => {
            setPadError(null);
          }}
        />
      </Stack>
    );
  }

  // Offline the pad leads on to the PIN, which signs.
  const isLast = isOffline ? step === 'pin' : step === 'pad';
  return (
    <>
      <ResponsiveDialog open onClose={onCancel} aria-labelledby={titleId} maxWidth="md">
        <DialogTitle id={titleId}>
          {step === 'pin' ? to('pin_title') : t(`flow.${step}`)}
        </DialogTitle>
        <DialogContent dividers>{content}</DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onCancel} sx={{ minHeight: 48 }}>
            {tc('actions.cancel')}
          </Button>
          <Button onClick={back} sx={{ minHeight: 48 }}>
            {t('flow.back')}
          </Button>
          <Button
            variant="contained"
            disabled={isSending || (step === 'receiver' && !receivers.data)}
            onClick={() => void (isLast && reverify ? verifyAgain() : next())}
            sx={{ minHeight: 48, minWidth: 96 }}
          >
            {isLast
              ? isOffline
                ? to('save')
                : reverify
                  ? t('flow.verify_again')
                  : t('flow.sign')
              : t('flow.next')}
          </Button>
        </DialogActions>
      </ResponsiveDialog>
      <ResultDialog
        open={isQueued}
        severity="success"
        title={to('queued_title')}
        messages={[to('queued_text')]}
        onClose={() => {
          void navigate('/documents');
        }}
      />
      {outcome && (
        <SignResultDialog
          outcome={outcome}
          onClose={() => {
            if (outcome.severity === 'success') {
              void navigate(`/documents/${String(transitId)}/${String(document.id)}/preview`);
            } else {
              setOutcome(null);
            }
          }}
        />
      )}
    </>
  );
}
