// The sharing module's service as its routes reach it (docs/architecture.md: route -> service).
// Each concern has its own file; this re-exports their public API unchanged.
export { shareLinkExpired, shareLinkInvalid } from './link-errors.ts';
export { createShareToken, revokeShareToken, sendShareToken, shareByLink } from './tokens.ts';
export { requireTransit, resolveShare, type ResolvedShare } from './resolve.ts';
export {
  SHARE_LINK_OPENING_GAP_MS,
  getSharedTransit,
  sharedAlertTypes,
  sharedDocumentFile,
  sharedReceivers,
  sharedRemarkFile,
  type ShareFileKind,
} from './link-reads.ts';
export {
  alertFromLink,
  remarkFromLink,
  reservationFromLink,
  uploadFromLink,
} from './link-writes.ts';
export { shareTransit } from './transit-shares.ts';
