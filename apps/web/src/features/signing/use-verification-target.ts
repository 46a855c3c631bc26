import type { DocumentResponse, SignSlot } from '@transitdocs/domain';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { documentPreviewPath } from '../documents-modal/documents-modal-paths.ts';
import {
  useDocumentsQuery,
  useRouteNumber,
  useRouteTransitId,
} from '../documents-modal/use-documents.ts';
import { signPath } from './signing-paths.ts';
import { signingStateOf, type ConfirmationMethod, type PendingSignature } from './signing-state.ts';
import { slotStatesOf } from './slot-states.ts';

export type VerificationTarget = {
  transitId: number;
  documentId: number;
  document: DocumentResponse | undefined;
  /** What the signer chose on the sign screen; null when the route was opened directly. */
  pending: PendingSignature | null;
  /** The slot verified: the pending one, else the one picked on this screen. */
  slot: SignSlot | null;
  setSlot: (slot: SignSlot) => void;
  /** Slots that may be verified when no signing is pending. */
  signableSlots: SignSlot[];
  receiverId: number | null;
  /** After a passed verification: back to the signature, or to the preview. */
  finish: (verification: string) => void;
};

/** The document and slot a verification route verifies for, and where it leads after. */
export function useVerificationTarget(method: ConfirmationMethod): VerificationTarget {
  const transitId = useRouteTransitId();
  const documentId = useRouteNumber('documentId');
  const location = useLocation();
  const navigate = useNavigate();
  const [state] = useState(() => signingStateOf(location.state));
  const pending = state?.pending ?? null;
  const document = useDocumentsQuery(transitId).data?.find((doc) => doc.id === documentId);
  const signable = document
    ? slotStatesOf(document)
        .filter((entry) => entry.isSignable)
        .map((entry) => entry.slot)
    : [];
  const [picked, setSlot] = useState<SignSlot | null>(null);
  const slot = pending?.slot ?? picked ?? signable[0] ?? null;
  const receiverId = pending?.receiverId ?? document?.receiver?.id ?? null;
  return {
    transitId,
    documentId,
    document,
    pending,
    slot,
    setSlot,
    signableSlots: signable,
    receiverId,
    finish: (verification) => {
      if (pending) {
        void navigate(signPath(transitId, documentId), {
          state: { pending: { ...pending, method }, verification },
        });
      } else {
        void navigate(documentPreviewPath(transitId, documentId));
      }
    },
  };
}
