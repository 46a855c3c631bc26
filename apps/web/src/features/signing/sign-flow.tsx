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
import { useQuery } from '@tanstack/react-query';
import type { ActionLocation, DocumentResponse, SignSlot } from '@transitdocs/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../api/http.ts';
import { useTranslation } from '../../i18n/react.ts';
import { ResponsiveDialog, useTranslateError } from '../../ui/index.ts';
import { LoadingIndicator } from '../../ui/loading-indicator.tsx';
import { readActionLocation } from './geolocation.ts';
import { useSignResultText, type SignOutcome } from './sign-result.ts';
import { SignaturePadField } from './signature-pad-field.tsx';
import type { SignatureStrokes, SignatureSurface } from './signature-surface.ts';
import type { DrawnSignature, Signer, SignerStep } from './signer.ts';
import { signerChoices } from './slot-states.ts';

const RECEIVER = 'receiver';
const PAD = 'pad';

export type SignFlowProps = {
  document: DocumentResponse;
  slot: SignSlot;
  signer: Signer;
  onCancel: () => void;
};

/** The receivers the signer may choose from, or the one fixed by a sub-document. */
function useReceiverChoice(document: DocumentResponse, slot: SignSlot, signer: Signer) {
  const fixed = slot === 'receiver' ? (document.receiver?.id ?? null) : null;
  const needsList = slot === 'receiver' && fixed === null;
  const receivers = useQuery({
    queryKey: signer.receivers.queryKey,
    queryFn: signer.receivers.load,
    enabled: needsList,
  });
  const choices = needsList ? signerChoices(receivers.data ?? [], document) : [];
  // A document with one receiver skips the chooser: that receiver signs.
  const only = choices.length === 1 && choices[0] && !choices[0].disabled ? choices[0].id : null;
  return { fixed, needsList, receivers, choices, only };
}

/**
 * The signing flow (spec 2 §4), whoever signs: the receiver (when there are several), the
 * signer's own steps, the pad, what the signer asks after it, then the result.
 */
export function SignFlow({ document, slot, signer, onCancel }: SignFlowProps) {
  const { t } = useTranslation('signing');
  const { t: tc } = useTranslation('common');
  const translateError = useTranslateError();
  const titleId = useId();
  const receiverLabelId = useId();
  const { fixed, needsList, receivers, choices, only } = useReceiverChoice(document, slot, signer);
  const [chosenReceiverId, setReceiverId] = useState<number | null>(
    signer.resume?.receiverId ?? fixed,
  );
  const receiverId = chosenReceiverId ?? only;
  const hasReceiverStep = needsList && only === null;
  const ids = [
    ...(hasReceiverStep ? [RECEIVER] : []),
    ...signer.stepsBefore.map((step) => step.id),
    PAD,
    ...signer.stepsAfter.map((step) => step.id),
  ];
  const [chosenStep, setStep] = useState<string>(
    () => signer.resume?.step ?? (needsList ? RECEIVER : (signer.stepsBefore[0]?.id ?? PAD)),
  );
  const step = chosenStep === RECEIVER && !hasReceiverStep ? (ids[0] ?? PAD) : chosenStep;
  const ownStep: SignerStep | undefined = [...signer.stepsBefore, ...signer.stepsAfter].find(
    (entry) => entry.id === step,
  );
  const isLast = ids.at(-1) === step;
  const [stepError, setStepError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [outcome, setOutcome] = useState<SignOutcome | null>(null);
  const result = useSignResultText(outcome);
  const [isQueued, setQueued] = useState(false);
  const surfaceRef = useRef<SignatureSurface | null>(null);
  // The drawing outlives the pad: a step back, a wrong code or a verification done again.
  const strokesRef = useRef<SignatureStrokes | null>(signer.keptStrokes);
  // The pad's image, taken before a step after the pad hides it.
  const pngRef = useRef<Blob | null>(null);
  const locationRef = useRef<Promise<ActionLocation | null> | null>(null);

  // Asked when the pad opens, so the answer (up to 10 s) is usually there when the signer is done.
  useEffect(() => {
    if (step === PAD && !locationRef.current) locationRef.current = readActionLocation();
  }, [step]);

  const goTo = (id: string) => {
    setStepError(null);
    setStep(id);
  };

  const takePad = (): Blob | null => {
    const surface = surfaceRef.current;
    if (!surface || surface.isEmpty()) {
      setStepError('signature_empty');
      return null;
    }
    return surface.toPng();
  };

  const submit = async (png: Blob) => {
    setIsSending(true);
    try {
      const drawn: DrawnSignature = {
        png,
        strokes: strokesRef.current ?? [],
        receiverId: slot === 'receiver' ? receiverId : null,
        location: await (locationRef.current ?? readActionLocation()),
      };
      const result = await signer.submit(drawn);
      if (result.kind === 'signed') setOutcome({ severity: 'success', messages: [] });
      else if (result.kind === 'queued') setQueued(true);
      else setStep(result.step);
    } catch (error) {
      setOutcome({
        severity: 'error',
        messages: error instanceof ApiError ? error.allMessages() : [signer.fallbackError],
      });
    } finally {
      setIsSending(false);
    }
  };

  const next = async () => {
    const index = ids.indexOf(step);
    const choice = slot === 'receiver' ? receiverId : null;
    if (step === RECEIVER) {
      if (receiverId === null) setStepError('receiver_required');
      else goTo(ids[index + 1] ?? PAD);
      return;
    }
    if (step === PAD && isLast && signer.submitInstead) {
      await signer.submitInstead({ strokes: strokesRef.current ?? [], receiverId: choice });
      return;
    }
    if (step === PAD) {
      const png = takePad();
      if (!png) return;
      pngRef.current = png;
      if (isLast) await submit(png);
      else goTo(ids[index + 1] ?? PAD);
      return;
    }
    if (ownStep?.leave && !(await ownStep.leave({ receiverId: choice }))) return;
    if (!isLast) {
      goTo(ids[index + 1] ?? PAD);
      return;
    }
    if (pngRef.current) await submit(pngRef.current);
    else goTo(PAD);
  };

  const back = () => {
    const index = ids.indexOf(step);
    const previous = index > 0 ? ids[index - 1] : undefined;
    if (ownStep?.isStart || previous === undefined) onCancel();
    else goTo(previous);
  };

  let title: string;
  let content;
  if (step === RECEIVER) {
    title = signer.titles.receiver;
    content = receivers.isError ? (
      <Alert severity="error" role="alert">
        {t('receiver.load_failed')}
      </Alert>
    ) : !receivers.data ? (
      <LoadingIndicator label={t('receiver.loading')} minHeight={96} />
    ) : (
      <FormControl error={stepError !== null}>
        <FormLabel id={receiverLabelId}>{t('receiver.label')}</FormLabel>
        <RadioGroup
          aria-labelledby={receiverLabelId}
          value={receiverId === null ? '' : String(receiverId)}
          onChange={(event) => {
            setReceiverId(Number(event.target.value));
            setStepError(null);
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
        {stepError && <FormHelperText>{translateError(stepError)}</FormHelperText>}
      </FormControl>
    );
  } else if (step === PAD) {
    title = signer.titles.pad;
    content = (
      <Stack spacing={2}>
        {signer.padNotice}
        <SignaturePadField
          surfaceRef={surfaceRef}
          keptRef={strokesRef}
          error={stepError ? translateError(stepError) : undefined}
          onChange={() => {
            setStepError(null);
          }}
        />
      </Stack>
    );
  } else {
    title = ownStep?.title ?? '';
    content =
      typeof ownStep?.content === 'function'
        ? ownStep.content({ receiverId: slot === 'receiver' ? receiverId : null })
        : ownStep?.content;
  }

  const closeResult = () => {
    if (outcome?.severity === 'success') signer.afterSigned();
    else setOutcome(null);
  };

  return (
    <>
      <ResponsiveDialog
        open
        onClose={result ? closeResult : onCancel}
        aria-labelledby={titleId}
        maxWidth="md"
        role={outcome?.severity === 'error' ? 'alertdialog' : 'dialog'}
      >
        <DialogTitle id={titleId}>{result ? result.title : title}</DialogTitle>
        {result && outcome ? (
          <>
            <DialogContent dividers>
              <Alert severity={outcome.severity} variant="outlined">
                {result.message}
              </Alert>
            </DialogContent>
            <DialogActions sx={{ px: 3, py: 2 }}>
              <Button variant="contained" onClick={closeResult} autoFocus sx={{ minHeight: 48 }}>
                {tc('actions.ok')}
              </Button>
            </DialogActions>
          </>
        ) : (
          <>
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
                disabled={isSending || (step === RECEIVER && !receivers.data)}
                onClick={() => void next()}
                sx={{ minHeight: 48, minWidth: 96 }}
              >
                {isLast ? signer.submitLabel : t('flow.next')}
              </Button>
            </DialogActions>
          </>
        )}
      </ResponsiveDialog>
      {signer.queuedDialog(isQueued)}
    </>
  );
}
