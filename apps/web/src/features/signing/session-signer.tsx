import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { generatedCodeOf, type DocumentResponse, type SignSlot } from '@transitdocs/domain';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, NETWORK_ERROR } from '../../api/http.ts';
import { useTranslation } from '../../i18n/react.ts';
import { useTranslateError } from '../../ui/index.ts';
import type { PdfPageClick } from '../../ui/pdf/index.ts';
import { useRefreshDocuments } from '../documents-modal/use-documents.ts';
import type { Signer, SignerStep } from './signer.ts';
import { listSignReceivers, signingKeys, submitSignature } from './signing-api.ts';
import { pinVerificationPath, smsVerificationPath } from './signing-paths.ts';
import {
  CONFIRMATION_METHODS,
  forgetSignatureDraft,
  keepSignatureDraft,
  signatureDraftKey,
  signatureDraftOf,
  type ConfirmationMethod,
  type SigningRouteState,
} from './signing-state.ts';
import { PERSON_STEP, usePersonStep } from './use-person-step.tsx';

export type SessionSignerOptions = {
  transitId: number;
  document: DocumentResponse;
  slot: SignSlot;
  placement: PdfPageClick | null;
  /** set when the signer comes back from a passed verification */
  returned: SigningRouteState | null;
};

/** The receivers as the signed-in user reads them. */
export function sessionReceivers(transitId: number): Signer['receivers'] {
  return {
    queryKey: signingKeys.receivers(transitId),
    load: () => listSignReceivers(transitId),
  };
}

/**
 * The signed-in user signing online: how they confirm who they are (on screen, or a PIN or SMS
 * verification on its own page, from which they come back here), their person data, then the
 * signature is sent. A verification refused when signing is done again, the drawing kept.
 */
export function useSessionSigner(options: SessionSignerOptions): Signer {
  const { transitId, document, slot, placement, returned } = options;
  const { t } = useTranslation('signing');
  const translateError = useTranslateError();
  const navigate = useNavigate();
  const refreshDocuments = useRefreshDocuments();
  const methodLabelId = useId();
  // Back from a verification asked again after drawing: what was typed and drawn is kept.
  const [draft] = useState(() =>
    returned
      ? signatureDraftOf(signatureDraftKey(document.id, slot, returned.pending.receiverId))
      : null,
  );
  const [method, setMethod] = useState<ConfirmationMethod>(returned?.pending.method ?? 'on screen');
  // A verification refused at signing (expired or spent): done again, the drawing kept.
  const [reverify, setReverify] = useState<string | null>(null);
  const verification = returned?.verification ?? null;
  const signMethod = verification ? (method === 'pin' ? 'pin' : 'sms') : 'on screen';
  const person = usePersonStep({
    method: signMethod,
    initial: draft?.person ?? null,
    isVerified: verification !== null,
    // Back from a verification: it was for this choice, so there is no way back to the method.
    isStart: returned !== null,
  });

  // A flow opened afresh starts with nothing kept from an earlier one.
  useEffect(() => {
    if (!returned) forgetSignatureDraft();
  }, [returned]);

  const toVerification = async (receiverId: number | null) => {
    const path = method === 'pin' ? pinVerificationPath : smsVerificationPath;
    const state: SigningRouteState = { pending: { slot, receiverId, placement, method } };
    await navigate(path(transitId, document.id), { state });
  };

  const methodStep: SignerStep = {
    id: 'method',
    title: t('flow.method'),
    content: (
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
    ),
    leave: async ({ receiverId }) => {
      if (method === 'on screen') return true;
      await toVerification(receiverId);
      return false;
    },
  };

  return {
    kind: 'session',
    receivers: sessionReceivers(transitId),
    titles: { receiver: t('flow.receiver'), pad: t('flow.pad') },
    stepsBefore: returned ? [person.step] : [methodStep, person.step],
    stepsAfter: [],
    resume: returned && {
      step: draft ? 'pad' : PERSON_STEP,
      receiverId: returned.pending.receiverId,
    },
    keptStrokes: draft?.strokes ?? null,
    padNotice: reverify ? (
      <Alert severity="warning" role="alert">
        {translateError(reverify)} {t('flow.verify_again_kept')}
      </Alert>
    ) : (
      draft && <Alert severity="success">{t('flow.verified_kept')}</Alert>
    ),
    submitLabel: reverify ? t('flow.verify_again') : t('flow.sign'),
    submitInstead: reverify
      ? async ({ strokes, receiverId }) => {
          keepSignatureDraft(signatureDraftKey(document.id, slot, receiverId), {
            person: person.person,
            strokes,
          });
          await toVerification(receiverId);
        }
      : null,
    submit: async (drawn) => {
      const signatureData = person.signatureData();
      if (!signatureData) return { kind: 'retry', step: PERSON_STEP };
      try {
        await submitSignature({
          document: document.id,
          transit: transitId,
          documentKind: generatedCodeOf(document.type) === null ? 'file' : 'json',
          signedByType: slot,
          receiverId: drawn.receiverId,
          signatureData,
          signature: drawn.png,
          placement,
          verification,
          location: drawn.location,
        });
      } catch (error) {
        const refused =
          error instanceof ApiError ? error.fieldErrors().verification?.[0] : undefined;
        if (verification && method !== 'on screen' && refused) {
          setReverify(refused);
          return { kind: 'retry', step: 'pad' };
        }
        throw error;
      }
      forgetSignatureDraft();
      await refreshDocuments();
      return { kind: 'signed' };
    },
    fallbackError: NETWORK_ERROR,
    afterSigned: () => {
      void navigate(`/documents/${String(transitId)}/${String(document.id)}/preview`);
    },
    queuedDialog: () => null,
  };
}
