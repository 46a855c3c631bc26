import {
  currentDriverParty,
  documentMarks,
  mainDocumentOf,
  summaryMarks,
  type DocumentResponse,
  type SignSlot,
  type Transit,
} from '@transitdocs/domain';

export type PartyOnCard =
  | { kind: 'sender'; name: string }
  | { kind: 'receiver'; number: number; name: string; id: number }
  | { kind: 'none' };

/**
 * Whom the driver deals with now (spec 1 §4), by the signatures on the main document: the sender
 * until it signed, then the first receiver not yet signed, else the last receiver.
 */
export function currentPartyOf(transit: Transit): PartyOnCard {
  const main = mainDocumentOf(transit.document, summaryMarks);
  const party = currentDriverParty(
    transit.receivers.map((receiver) => receiver.id),
    main?.signed_by ?? [],
  );
  switch (party.kind) {
    case 'sender':
      return transit.sender_client
        ? { kind: 'sender', name: transit.sender_client.name }
        : { kind: 'none' };
    case 'receiver': {
      const receiver = transit.receivers[party.index];
      return receiver
        ? { kind: 'receiver', number: party.index + 1, name: receiver.client.name, id: receiver.id }
        : { kind: 'none' };
    }
    case 'none':
      return { kind: 'none' };
  }
}

/** The document the driver's Sign tile opens and the box of the party who signs now. */
export type DriverSignTarget = { documentId: number; slot: SignSlot | null };

/**
 * The driver flow of spec 1 §4: the main document (marked, or the parent of a marked child)
 * while the sender has not signed it; then the current receiver's sub-document when the main
 * document has sub-documents, else the main document's receiver box. Null without a main document.
 */
export function driverSignTarget(
  transit: Pick<Transit, 'receivers'>,
  documents: readonly DocumentResponse[],
): DriverSignTarget | null {
  const main = mainDocumentOf(documents, documentMarks);
  if (!main) return null;
  const party = currentDriverParty(
    transit.receivers.map((receiver) => receiver.id),
    main.signed_by,
  );
  switch (party.kind) {
    case 'sender':
      return { documentId: main.id, slot: 'sender' };
    case 'receiver': {
      const receiverId = transit.receivers[party.index]?.id;
      const sub = documents.find(
        (document) => document.parent_document === main.id && document.receiver?.id === receiverId,
      );
      return { documentId: sub?.id ?? main.id, slot: 'receiver' };
    }
    case 'none':
      return { documentId: main.id, slot: null };
  }
}
