import { readFileSync } from 'node:fs';
import {
  DEFAULT_ALERT_TYPES,
  LANGUAGES,
  notificationSentence,
  sentenceWho,
  type Language,
  type NotificationMessage,
  type NotificationSentence,
  type NotificationSentenceKey,
} from '@transitdocs/domain';

/** What a web push shows: a title and the notification's sentence. */
export type PushText = { title: string; body: string };

/** A default alert type as its translation key (`delay`, ...), as the web names them. */
type DefaultAlertType = Lowercase<(typeof DEFAULT_ALERT_TYPES)[number]['message']>;

/**
 * A push's title by notification type. Only pushes have titles: the web's list shows the
 * sentence alone.
 */
const TITLES: Record<Language, Record<NotificationSentence['type'], string>> = {
  'en-GB': {
    alert: 'Alert',
    document_signed: 'Document signed',
    document_uploaded: 'Document uploaded',
    remark_added: 'New remark',
    transit_shared: 'Transit shared',
    transit_finished: 'Transit finished',
    invitation: 'Invitation to cooperate',
    efti_follow_up: 'eFTI follow-up',
    webhook_disabled: 'Webhook disabled',
    correction_proposed: 'Correction proposed',
    correction_decided: 'Correction decided',
    correction_closed: 'Correction closed',
    other: 'TransitDocs',
  },
  pl: {
    alert: 'Alert',
    document_signed: 'Dokument podpisany',
    document_uploaded: 'Nowy dokument',
    remark_added: 'Nowa uwaga',
    transit_shared: 'Udostępniony transport',
    transit_finished: 'Transport zakończony',
    invitation: 'Zaproszenie do współpracy',
    efti_follow_up: 'Wiadomość eFTI',
    webhook_disabled: 'Webhook wyłączony',
    correction_proposed: 'Propozycja korekty',
    correction_decided: 'Decyzja o korekcie',
    correction_closed: 'Korekta zamknięta',
    other: 'TransitDocs',
  },
  de: {
    alert: 'Alarm',
    document_signed: 'Dokument unterschrieben',
    document_uploaded: 'Dokument hochgeladen',
    remark_added: 'Neue Anmerkung',
    transit_shared: 'Transport geteilt',
    transit_finished: 'Transport abgeschlossen',
    invitation: 'Einladung zur Zusammenarbeit',
    efti_follow_up: 'eFTI-Nachricht',
    webhook_disabled: 'Webhook deaktiviert',
    correction_proposed: 'Korrektur vorgeschlagen',
    correction_decided: 'Entscheidung zur Korrektur',
    correction_closed: 'Korrektur abgeschlossen',
    other: 'TransitDocs',
  },
  uk: {
    alert: 'Тривога',
    document_signed: 'Документ підписано',
    document_uploaded: 'Документ завантажено',
    remark_added: 'Нове зауваження',
    transit_shared: 'Перевезення надано вам',
    transit_finished: 'Перевезення завершено',
    invitation: 'Запрошення до співпраці',
    efti_follow_up: 'Повідомлення eFTI',
    webhook_disabled: 'Вебхук вимкнено',
    correction_proposed: 'Запропоновано виправлення',
    correction_decided: 'Рішення щодо виправлення',
    correction_closed: 'Виправлення закрито',
    other: 'TransitDocs',
  },
  es: {
    alert: 'Alerta',
    document_signed: 'Documento firmado',
    document_uploaded: 'Documento subido',
    remark_added: 'Nueva observación',
    transit_shared: 'Transporte compartido',
    transit_finished: 'Transporte finalizado',
    invitation: 'Invitación a colaborar',
    efti_follow_up: 'Seguimiento eFTI',
    webhook_disabled: 'Webhook desactivado',
    correction_proposed: 'Corrección propuesta',
    correction_decided: 'Decisión sobre la corrección',
    correction_closed: 'Corrección cerrada',
    other: 'TransitDocs',
  },
};

/** The web's translations: a push says what the web's notification list says. */
const WEB_LOCALES = new URL('../../../../web/src/i18n/locales/', import.meta.url);

type Messages = { [key: string]: string | Messages };

function webMessages(language: Language, namespace: string): Messages {
  return JSON.parse(
    readFileSync(new URL(`${language}/${namespace}.json`, WEB_LOCALES), 'utf8'),
  ) as Messages;
}

/** The text at `path` of `messages`; a missing one is a broken translation file. */
function messageAt(messages: Messages, path: string[]): string {
  let found: string | Messages | undefined = messages;
  for (const key of path) found = typeof found === 'object' ? found[key] : undefined;
  if (typeof found !== 'string') throw new Error(`translation missing: ${path.join('.')}`);
  return found;
}

/** The sentences and words a push is made of, in one language. */
type Texts = {
  titles: Record<NotificationSentence['type'], string>;
  /** `notifications:types.*`, with `{{value}}` placeholders */
  sentences: Record<NotificationSentenceKey, string>;
  someone: string;
  aDocument: string;
  /** `api_key`, `who_with_api_key`, with `{{value}}` placeholders */
  apiKey: string;
  whoWithApiKey: string;
  /** `profile:alert_types.*` */
  alertTypes: Record<DefaultAlertType, string>;
};

const SENTENCE_KEYS: readonly NotificationSentenceKey[] = Object.keys({
  alert: true,
  alert_by: true,
  document_signed: true,
  document_uploaded: true,
  remark_added: true,
  transit_shared: true,
  transit_finished: true,
  invitation: true,
  efti_follow_up: true,
  webhook_disabled: true,
  correction_proposed: true,
  correction_decided: true,
  correction_closed: true,
  other: true,
} satisfies Record<NotificationSentenceKey, true>) as NotificationSentenceKey[];

const ALERT_TYPE_KEYS = DEFAULT_ALERT_TYPES.map(
  (type) => type.message.toLowerCase() as DefaultAlertType,
);

/** Read once at start-up; a missing text stops the server there, not at a push. */
function textsOf(language: Language): Texts {
  const notifications = webMessages(language, 'notifications');
  const profile = webMessages(language, 'profile');
  return {
    titles: TITLES[language],
    sentences: Object.fromEntries(
      SENTENCE_KEYS.map((key) => [key, messageAt(notifications, ['types', key])]),
    ) as Record<NotificationSentenceKey, string>,
    someone: messageAt(notifications, ['someone']),
    aDocument: messageAt(notifications, ['a_document']),
    apiKey: messageAt(notifications, ['api_key']),
    whoWithApiKey: messageAt(notifications, ['who_with_api_key']),
    alertTypes: Object.fromEntries(
      ALERT_TYPE_KEYS.map((key) => [key, messageAt(profile, ['alert_types', key])]),
    ) as Record<DefaultAlertType, string>,
  };
}

const PUSH_TEXTS = Object.fromEntries(
  LANGUAGES.map((language) => [language, textsOf(language)]),
) as Record<Language, Texts>;

/** `{{name}}` placeholders of a web sentence filled in (the web's interpolation, unescaped). */
function fill(sentence: string, values: Record<string, string>): string {
  return sentence.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

const isDefaultAlertType = (key: string): key is DefaultAlertType =>
  DEFAULT_ALERT_TYPES.some((type) => type.message.toLowerCase() === key);

/** A default alert type in the reader's language; a company's own type as its author wrote it. */
function alertLabel(texts: Texts, alert: { message: string; default: boolean }): string {
  const key = alert.message.toLowerCase();
  return alert.default && isDefaultAlertType(key) ? texts.alertTypes[key] : alert.message;
}

/**
 * The push of a notification in its recipient's language: the same sentence the web's list
 * shows (`notificationSentence` picks it, the web's translation files word it), rendered here
 * because the service worker has no translations.
 */
export function pushText(
  language: Language,
  notification: Pick<NotificationMessage, 'type' | 'data'>,
): PushText {
  const texts = PUSH_TEXTS[language];
  const sentence = notificationSentence(notification);
  return {
    title: texts.titles[sentence.type],
    body: fill(texts.sentences[sentence.key], {
      number: sentence.transitNumber ?? '—',
      document: sentence.documentName ?? texts.aDocument,
      who: sentenceWho(sentence, {
        someone: texts.someone,
        apiKey: (key) => fill(texts.apiKey, { key }),
        personWithApiKey: (who, key) => fill(texts.whoWithApiKey, { who, key }),
      }),
      message: sentence.alert ? alertLabel(texts, sentence.alert) : '',
      url: sentence.webhookUrl ?? '',
    }),
  };
}
