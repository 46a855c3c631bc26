import type { NotificationMessage } from '@transitdocs/domain';
import {
  documentPreviewPath,
  documentRemarksPath,
} from '../documents-modal/documents-modal-paths.ts';

export const NOTIFICATIONS_PATH = '/notifications';
/** Pending cooperation requests (features/clients). */
const INVITATIONS_PATH = '/clients/notifications';
/** The Admin's webhook endpoints (features/accounts). */
const WEBHOOKS_PATH = '/profileManagement?tab=webhooks';

/** Where a notification leads: its document, its transit, the invitations or the webhooks. */
export function notificationHref(notification: NotificationMessage): string {
  const { transit_id: transitId, document_id: documentId } = notification.data;
  if (notification.type === 'invitation') return INVITATIONS_PATH;
  if (notification.type === 'webhook_disabled') return WEBHOOKS_PATH;
  if (typeof transitId !== 'number') return NOTIFICATIONS_PATH;
  if (typeof documentId === 'number') {
    return notification.type === 'remark_added'
      ? documentRemarksPath(transitId, documentId)
      : documentPreviewPath(transitId, documentId);
  }
  return `/documents/${transitId}`;
}
