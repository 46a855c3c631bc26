import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { offlineSignMethodOf, type DocumentResponse, type SignSlot } from '@transitdocs/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SERVER_ERROR } from '../../api/http.ts';
import { useSession } from '../../app/session.tsx';
import { useTranslation } from '../../i18n/react.ts';
import { ResultDialog } from '../../ui/index.ts';
import type { PdfPageClick } from '../../ui/pdf/index.ts';
import { sessionReceivers } from '../signing/session-signer.tsx';
import type { Signer, SignerStep } from '../signing/signer.ts';
import { forgetSignatureDraft } from '../signing/signing-state.ts';
import { PERSON_STEP, usePersonStep } from '../signing/use-person-step.tsx';
import { unlockDeviceKey, type DeviceKeyRecord } from './device-key.ts';
import type { KeyValueStore } from './idb.ts';
import type { QueueItem } from './queue.ts';
import { queueOfflineSignature } from './queue-signature.ts';
import { requestBackgroundSync } from './queue-sync.ts';

const PIN_STEP = 'pin';
const PIN_PATTERN = /^\d{4}$/;

export type QueuedSignerOptions = {
  transitId: number;
  document: DocumentResponse;
  slot: SignSlot;
  placement: PdfPageClick | null;
  /** where the device key and the queue are kept: the phone's IndexedDB unless said otherwise */
  stores?: { keys: KeyValueStore<DeviceKeyRecord>; queue: KeyValueStore<QueueItem> };
};

/**
 * The signed-in user without a network: the person data and the pad as online, then the
 * driver's PIN unlocks the phone's key, which signs the signature before it is queued. There is
 * no verification step; the queue sends it when the network is back.
 */
export function useQueuedSigner(options: QueuedSignerOptions): Signer {
  const { transitId, document, slot, placement } = options;
  const { t } = useTranslation('signing');
  const { t: to } = useTranslation('offline_signing');
  const { user } = useSession();
  const navigate = useNavigate();
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<string | null>(null);
  const person = usePersonStep({
    method: offlineSignMethodOf(slot),
    initial: null,
    isVerified: false,
  });

  const pinStep: SignerStep = {
    id: PIN_STEP,
    title: to('pin_title'),
    content: (
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
    ),
    leave: () => {
      if (PIN_PATTERN.test(pin)) return true;
      setPinError(t('verify.pin_must_be_4_digits'));
      return false;
    },
  };

  return {
    kind: 'queued',
    receivers: sessionReceivers(transitId),
    titles: { receiver: t('flow.receiver'), pad: t('flow.pad') },
    stepsBefore: [person.step],
    stepsAfter: [pinStep],
    resume: null,
    keptStrokes: null,
    padNotice: null,
    submitLabel: to('save'),
    submitInstead: null,
    submit: async (drawn) => {
      const signatureData = person.signatureData();
      if (!signatureData) return { kind: 'retry', step: PERSON_STEP };
      // The version the phone shows goes with the signature: a changed document is not signed unseen.
      if (!user || document.version === undefined) return { kind: 'retry', step: PIN_STEP };
      const unlocked = await unlockDeviceKey(user.id, pin, options.stores?.keys);
      if (unlocked.kind !== 'unlocked') {
        setPinError(
          unlocked.kind === 'wrong_pin'
            ? to('pin_wrong', { count: unlocked.attemptsLeft })
            : unlocked.kind === 'locked'
              ? to('pin_locked')
              : to('no_key'),
        );
        return { kind: 'retry', step: PIN_STEP };
      }
      await queueOfflineSignature(
        {
          userId: user.id,
          transitId,
          documentId: document.id,
          documentName: document.name,
          documentVersion: document.version,
          signedByType: slot,
          receiverId: drawn.receiverId,
          signatureData,
          png: drawn.png,
          placement,
          location: drawn.location,
          keyId: unlocked.keyId,
          privateKey: unlocked.privateKey,
        },
        options.stores?.queue,
      );
      void requestBackgroundSync();
      forgetSignatureDraft();
      return { kind: 'queued' };
    },
    fallbackError: SERVER_ERROR,
    afterSigned: () => {
      void navigate('/documents');
    },
    queuedDialog: (isOpen) => (
      <ResultDialog
        open={isOpen}
        severity="success"
        title={to('queued_title')}
        messages={[to('queued_text')]}
        onClose={() => {
          void navigate('/documents');
        }}
      />
    ),
  };
}
