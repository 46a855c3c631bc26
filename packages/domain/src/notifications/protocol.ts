import { z } from '../zod-config.ts';

/**
 * The notifications WebSocket of spec 1 §7 (`/notifications/api/v1/?token=`). The server sends
 * {@link NotificationServerMessage}s and reads {@link NotificationClientMessage}s; both the server
 * and the web bell parse with these schemas.
 */

/** What a notification is about; the web picks its text by this. */
export const NOTIFICATION_TYPES = [
  'alert',
  'document_signed',
  'document_uploaded',
  'remark_added',
  'transit_shared',
  'transit_finished',
  'invitation',
  'efti_follow_up',
  /** to every Admin: a webhook endpoint failed for a day and gets nothing more */
  'webhook_disabled',
  /** a signed document's correction: proposed, decided by a signatory, closed */
  'correction_proposed',
  'correction_decided',
  'correction_closed',
] as const;
export const NotificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof NotificationTypeSchema>;

/**
 * `data` of spec 1 §3 plus who acted (a person or an outside company through a share link; an
 * alert's author as the alert names him) and, for an invitation, the inviting company. Every
 * field is optional: each type fills its own. `notificationAuthor` turns them into a name.
 */
export const NotificationData = z.object({
  transit_id: z.number().int().nullable().optional(),
  transit_number: z.string().nullable().optional(),
  document_id: z.number().int().nullable().optional(),
  document_name: z.string().nullable().optional(),
  alert_message: z.string().optional(),
  alert_default: z.boolean().optional(),
  company_name: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  invitation_id: z.number().int().optional(),
  webhook_id: z.number().int().optional(),
  webhook_url: z.string().optional(),
  /** the API key the actor acted through, as the history names it */
  api_key_name: z.string().optional(),
});
export type NotificationData = z.infer<typeof NotificationData>;

/** One notification as the socket sends it; `timestamp` is in seconds (spec 1 §3). */
export const NotificationMessage = z.object({
  id: z.number().int(),
  type: z.string(),
  timestamp: z.number().int(),
  read: z.boolean(),
  data: NotificationData,
});
export type NotificationMessage = z.infer<typeof NotificationMessage>;

// Server -> client ------------------------------------------------------------------------------

/** A notification just created for this user; the client adds one to its unread count. */
export const NewNotificationMessage = z.object({
  type: z.literal('new.notification'),
  data: NotificationMessage,
});
export const UnreadNotificationsCountMessage = z.object({
  type: z.literal('unread.notifications.count'),
  count: z.number().int().min(0),
});
/** The transit was deleted: drop its notifications from the list. */
export const ClearForTransitMessage = z.object({
  type: z.literal('clear.for.transit'),
  transit_id: z.number().int(),
});
/** The document was deleted: drop its notifications from the list. */
export const ClearForDocumentMessage = z.object({
  type: z.literal('clear.for.document'),
  document_id: z.number().int(),
});
/** Answer to get.notifications: newest first, at most NOTIFICATION_BATCH. */
export const MoreNotificationsMessage = z.object({
  type: z.literal('more.notifications'),
  data: z.array(NotificationMessage),
});
export const PongMessage = z.object({ type: z.literal('pong') });
/** A message the server could not use; the socket stays open. `error` is a translation key. */
export const NotificationErrorMessage = z.object({
  type: z.literal('error'),
  error: z.string(),
});

export const NotificationServerMessage = z.discriminatedUnion('type', [
  NewNotificationMessage,
  UnreadNotificationsCountMessage,
  ClearForTransitMessage,
  ClearForDocumentMessage,
  MoreNotificationsMessage,
  PongMessage,
  NotificationErrorMessage,
]);
export type NotificationServerMessage = z.infer<typeof NotificationServerMessage>;

// Client -> server ------------------------------------------------------------------------------

const NotificationId = z.number().int().positive();

export const PingClientMessage = z.object({ type: z.literal('ping') });
/** Without from_id: the newest batch; with it: the batch older than that id. */
export const GetNotificationsClientMessage = z.object({
  type: z.literal('get.notifications'),
  from_id: NotificationId.nullable().optional(),
});
/** Without to_id: everything read; with it: every notification up to and including that id. */
export const NotificationsReadClientMessage = z.object({
  type: z.literal('notifications.read'),
  to_id: NotificationId.nullable().optional(),
});
export const DeleteNotificationClientMessage = z.object({
  type: z.literal('delete.notification.for.user'),
  notification_id: NotificationId,
});
export const DeleteAllNotificationsClientMessage = z.object({
  type: z.literal('delete.all.notifications.for.user'),
});

export const NotificationClientMessage = z.discriminatedUnion('type', [
  PingClientMessage,
  GetNotificationsClientMessage,
  NotificationsReadClientMessage,
  DeleteNotificationClientMessage,
  DeleteAllNotificationsClientMessage,
]);
export type NotificationClientMessage = z.infer<typeof NotificationClientMessage>;

/** Close codes of the socket (4000-4999 are the application's own). */
export const NOTIFICATION_CLOSE_CODES = {
  /** missing, unknown, expired or revoked session token */
  notAuthenticated: 4401,
  /** the account is blocked */
  blocked: 4403,
  /** no ping within the idle timeout */
  idle: 4408,
} as const;

// Web push --------------------------------------------------------------------------------------

export const PushPublicKeyResponse = z.object({ public_key: z.string() });
export type PushPublicKeyResponse = z.infer<typeof PushPublicKeyResponse>;

/** A browser PushSubscription as `toJSON()` gives it. */
export const PushSubscriptionRequest = z.object({
  endpoint: z.url({ protocol: /^https$/ }).max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
});
export type PushSubscriptionRequest = z.infer<typeof PushSubscriptionRequest>;

export const PushUnsubscribeRequest = z.object({ endpoint: z.url().max(2000) });
export type PushUnsubscribeRequest = z.infer<typeof PushUnsubscribeRequest>;

/** What the service worker receives in a push message. */
export const PushPayload = z.object({
  notification: NotificationMessage,
  /** the web path to open on click */
  url: z.string(),
  /**
   * What the push shows, in the recipient's language (the worker has no translations). Optional:
   * a push service may still hold messages sent before these existed; the worker then builds its
   * own text from `notification`.
   */
  title: z.string().optional(),
  body: z.string().optional(),
});
export type PushPayload = z.infer<typeof PushPayload>;
