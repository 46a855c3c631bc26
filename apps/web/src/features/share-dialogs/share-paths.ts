/**
 * The share dialogs of spec 1 §2 / spec 2 §2: the spec names `share/...` for the receiver and
 * `transitShare/...` for the sender; both open the same dialog, where the party is chosen
 * (Receiver first, the usual other side). `gt` shares with a company in the product, `link` by
 * e-mail/SMS.
 */
export type ShareKind = 'gt' | 'link';
export type ShareRoute = 'sender' | 'receiver';

export const SHARE_SEGMENT: Record<ShareRoute, string> = {
  receiver: 'share',
  sender: 'transitShare',
};

export const shareChooserPath = (transitId: number, as: ShareRoute) =>
  `/documents/${String(transitId)}/${SHARE_SEGMENT[as]}`;
export const shareDialogPath = (transitId: number, as: ShareRoute, kind: ShareKind) =>
  `${shareChooserPath(transitId, as)}/${kind}`;

/** The documents chosen in the modal travel in the location state; none means all. */
export type ShareRouteState = { documents?: number[]; from?: string; fromState?: unknown };

export function sharedDocumentsOf(state: unknown): number[] {
  if (typeof state !== 'object' || state === null || !('documents' in state)) return [];
  const { documents } = state;
  return Array.isArray(documents)
    ? documents.filter((id): id is number => typeof id === 'number')
    : [];
}
