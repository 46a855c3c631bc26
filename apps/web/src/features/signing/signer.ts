import type { ReactNode } from 'react';
import type { ActionLocation, SignReceiversResponse } from '@transitdocs/domain';
import type { SignatureStrokes } from './signature-surface.ts';

/** Who signs: the signed-in user, a share-link holder, or the user offline (queued on the phone). */
export type SignerKind = 'session' | 'link' | 'queued';

/** One step of a signer's own, shown in the signing flow's dialog. */
export type SignerStep = {
  id: string;
  title: string;
  /** a function when the step depends on the receiver chosen before it (a link's code) */
  content: ReactNode | ((flow: FlowChoice) => ReactNode);
  /** Checks the step before the flow moves on; false keeps it (the step shows why). */
  leave?: (flow: FlowChoice) => boolean | Promise<boolean>;
  /** Back from this step leaves the flow (e.g. the person data after a passed verification). */
  isStart?: boolean;
};

/** What the signer chose in the flow itself. */
export type FlowChoice = {
  /** the receiver signed for (receiver box only) */
  receiverId: number | null;
};

/** What the pad gave, with what the flow knows of the signature. */
export type DrawnSignature = {
  png: Blob;
  strokes: SignatureStrokes;
  /** the receiver signed for (receiver box only) */
  receiverId: number | null;
  /** null without the signer's consent to geolocation */
  location: ActionLocation | null;
};

/** How a submission ended; failures the signer does not handle itself are thrown. */
export type SubmitResult =
  /** signed: the result dialog, then `afterSigned` */
  | { kind: 'signed' }
  /** kept on the phone to be sent later: the signer's own confirmation */
  | { kind: 'queued' }
  /** the signer shows why on one of its steps (a wrong code or PIN); the drawing is kept */
  | { kind: 'retry'; step: string };

/**
 * Everything that differs between who signs; the signing body does the rest (the boxes, the
 * placement on an uploaded PDF, the receiver, the pad, errors and the result) once.
 */
export type Signer = {
  kind: SignerKind;
  /** the transit's receivers, for a receiver box the document does not fix */
  receivers: { queryKey: readonly unknown[]; load: () => Promise<SignReceiversResponse> };
  /** titles of the flow's own steps */
  titles: { receiver: string; pad: string };
  /** steps between the receiver and the pad (verification, person data, a code) */
  stepsBefore: SignerStep[];
  /** steps after the pad, the last of which submits (the offline PIN) */
  stepsAfter: SignerStep[];
  /** where an opened flow starts (back from a verification: a step id or 'pad', and the receiver
   * chosen before); null: at the first step */
  resume: { step: string; receiverId: number | null } | null;
  /** a drawing kept from before (back from a verification asked again) */
  keptStrokes: SignatureStrokes | null;
  /** shown above the pad */
  padNotice: ReactNode;
  /** the label of the button that submits */
  submitLabel: string;
  /** replaces submitting (a refused verification is done again, the drawing kept) */
  submitInstead: ((drawn: FlowChoice & { strokes: SignatureStrokes }) => Promise<void>) | null;
  submit: (drawn: DrawnSignature) => Promise<SubmitResult>;
  /** the message of a failure that is not the server's answer */
  fallbackError: string;
  /** after the signer closes the success dialog */
  afterSigned: () => void;
  /** the dialog that confirms a queued signature */
  queuedDialog: (isOpen: boolean) => ReactNode;
};
