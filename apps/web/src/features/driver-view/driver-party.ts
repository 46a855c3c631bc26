import { currentDriverParty, type Transit } from '@transitdocs/domain';

export type PartyOnCard =
  | { kind: 'sender'; name: string }
  | { kind: 'receiver'; number: number; name: string }
  | { kind: 'none' };

/**
 * Whom the driver deals with now (spec 1 §4), by the signatures on the main document: the sender
 * until it signed, then the first receiver not yet signed, else the last receiver.
 */
export function currentPartyOf(transit: Transit): PartyOnCard {
  const main = transit.document.find((document) => document.is_main_document);
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
        ? { kind: 'receiver', number: party.index + 1, name: receiver.client.name }
        : { kind: 'none' };
    }
    case 'none':
      return { kind: 'none' };
  }
}
