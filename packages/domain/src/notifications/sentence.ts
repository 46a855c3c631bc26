import { notificationAuthor } from './author.ts';
import {
  NotificationTypeSchema,
  type NotificationMessage,
  type NotificationType,
} from './protocol.ts';

/**
 * The sentences a notification reads as: one per type, an alert naming its sender, and one for a
 * type this build does not know.
 */
export type NotificationSentenceKey = NotificationType | 'alert_by' | 'other';

/**
 * Which sentence a notification reads as and what fills it, before translation. The web's list
 * and the server's push texts each translate it in their reader's language.
 */
export type NotificationSentence = {
  key: NotificationSentenceKey;
  /** the notification's type, 'other' for one this build does not know */
  type: NotificationType | 'other';
  /** who acted ("First Last (Company)"), '' when no one is known */
  who: string;
  transitNumber: string | null;
  documentName: string | null;
  alert: { message: string; default: boolean } | null;
  /** the address of a disabled webhook endpoint */
  webhookUrl: string | null;
  /** the API key the actor acted through, null when he acted himself */
  apiKeyName: string | null;
};

/** The words `sentenceWho` needs, in the reader's language. */
export type WhoWords = {
  someone: string;
  /** "API key “{key}”" */
  apiKey: (key: string) => string;
  /** "{who} via API key “{key}”" */
  personWithApiKey: (who: string, key: string) => string;
};

/** Who acted, as a sentence names him: the person, and the API key when he acted through one. */
export function sentenceWho(sentence: NotificationSentence, words: WhoWords): string {
  const key = sentence.apiKeyName;
  if (key === null) return sentence.who || words.someone;
  return sentence.who ? words.personWithApiKey(sentence.who, key) : words.apiKey(key);
}

export function notificationSentence(
  notification: Pick<NotificationMessage, 'type' | 'data'>,
): NotificationSentence {
  const { data } = notification;
  const parsed = NotificationTypeSchema.safeParse(notification.type);
  const type = parsed.success ? parsed.data : 'other';
  const who = notificationAuthor(data);
  return {
    // An alert names its sender only when one is known.
    key: type === 'alert' && who ? 'alert_by' : type,
    type,
    who,
    transitNumber: data.transit_number ?? null,
    documentName: data.document_name ?? null,
    alert: data.alert_message
      ? { message: data.alert_message, default: data.alert_default ?? false }
      : null,
    webhookUrl: data.webhook_url ?? null,
    apiKeyName: data.api_key_name ?? null,
  };
}
