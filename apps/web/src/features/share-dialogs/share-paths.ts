import type { ShareType } from '@transitdocs/domain';

/**
 * The share dialogs of spec 1 §2 / spec 2 §2: `share/...` makes the other side the receiver,
 * `transitShare/...` the sender; `gt` shares with a company in the product, `link` by e-mail/SMS.
 */
export type ShareKind = 'gt' | 'link';

export const SHARE_SEGMENT: Record<ShareType, string> = {
  receiver: 'share',
  sender: 'transitShare',
};

export const shareChooserPath = (transitId: number, as: ShareType) =>
  `/documents/${String(transitId)}/${SHARE_SEGMENT[as]}`;
export const shareDialogPath = (transitId: number, as: ShareType, kind: ShareKind) =>
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
