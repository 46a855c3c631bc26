import type { CmrData } from '../documents/document-data.ts';
import type { Transit } from '../schemas/transits.ts';

/** One signature on the transit's CMR (box 22 sender, 23 carrier or driver, 24 receiver). */
export type EftiSignature = {
  /** sender, carrier, driver or receiver. */
  type: string;
  /** ISO instant. */
  signedAt: string;
  /** The receiver signed for (several receivers); null or left out for one receiver. */
  receiverId?: number | null;
};

/** The parts of a transit the data set is made of (the transit response has them all). */
export type EftiTransit = Pick<
  Transit,
  | 'transit_number'
  | 'status'
  | 'loading_date'
  | 'loading_time'
  | 'unloading_date'
  | 'unloading_time'
  | 'sender_client'
  | 'sender_employee'
  | 'sender_location'
  | 'receivers'
  | 'carrier'
>;

/** The CMR fields the data set takes: the document's number, issue, mode and attachments. */
export type EftiCmrData = Pick<
  CmrData,
  'waybillNumber' | 'dateOfIssue' | 'place' | 'transportMode' | 'attachedDocuments'
>;

/**
 * What the eFTI data set of a transit is built from. Parties, places, goods and vehicles come
 * from the transit (whose form names the fields the page marks); the consignment note's own
 * facts (number, date and place of issue, transport mode, attached documents, signatures) come
 * from the transit's main CMR, when it has one.
 */
export type EftiConsignmentInput = {
  transit: EftiTransit;
  cmr: { documentId: number; data: EftiCmrData } | null;
  signatures: readonly EftiSignature[];
  /** TransitDocs records no ADR details yet: false unless a caller knows better. */
  dangerousGoods?: boolean;
  /** The CMR's reservations (boxes 18 and 24), oldest first. */
  reservations?: readonly EftiReservation[];
};

/** A reservation of the CMR as the data set states it (docs/decisions/0126-reservations.md). */
export type EftiReservation = {
  boxNumber: 18 | 24;
  party: string;
  kind: string;
  text: string;
};
