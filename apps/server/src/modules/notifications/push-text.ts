import {
  DEFAULT_ALERT_TYPES,
  notificationSentence,
  type Language,
  type NotificationMessage,
  type NotificationSentence,
  type NotificationSentenceKey,
} from '@transitdocs/domain';

/** What a web push shows: a title and the notification's sentence. */
export type PushText = { title: string; body: string };

type Values = { number: string; document: string; who: string; message: string };

/** A default alert type as its translation key (`delay`, ...), as the web names them. */
type DefaultAlertType = Lowercase<(typeof DEFAULT_ALERT_TYPES)[number]['message']>;

type Texts = {
  titles: Record<NotificationSentence['type'], string>;
  /** the sentences of the web's list (`notifications:types.*`) */
  sentences: Record<NotificationSentenceKey, (values: Values) => string>;
  someone: string;
  aDocument: string;
  /** the web's `profile:alert_types.*` */
  alertTypes: Record<DefaultAlertType, string>;
};

const en: Texts = {
  titles: {
    alert: 'Alert',
    document_signed: 'Document signed',
    document_uploaded: 'Document uploaded',
    remark_added: 'New remark',
    transit_shared: 'Transit shared',
    transit_finished: 'Transit finished',
    invitation: 'Invitation to cooperate',
    other: 'TransitDocs',
  },
  sentences: {
    alert: ({ number, message }) => `Alert on transit ${number}: ${message}`,
    alert_by: ({ who, number, message }) => `Alert from ${who} on transit ${number}: ${message}`,
    document_signed: ({ who, document, number }) =>
      `${who} signed ${document} of transit ${number}`,
    document_uploaded: ({ who, document, number }) =>
      `${who} uploaded ${document} to transit ${number}`,
    remark_added: ({ who, document, number }) =>
      `${who} added a remark to ${document} of transit ${number}`,
    transit_shared: ({ who, number }) => `${who} shared transit ${number} with you`,
    transit_finished: ({ number }) => `Transit ${number} has been finished`,
    invitation: ({ who }) => `${who} invited your company to cooperate`,
    other: ({ number }) => `New notification about transit ${number}`,
  },
  someone: 'Someone',
  aDocument: 'a document',
  alertTypes: { delay: 'Delay', breakdown: 'Breakdown', accident: 'Accident', waiting: 'Waiting' },
};

const pl: Texts = {
  titles: {
    alert: 'Alert',
    document_signed: 'Dokument podpisany',
    document_uploaded: 'Nowy dokument',
    remark_added: 'Nowa uwaga',
    transit_shared: 'Udostępniony transport',
    transit_finished: 'Transport zakończony',
    invitation: 'Zaproszenie do współpracy',
    other: 'TransitDocs',
  },
  sentences: {
    alert: ({ number, message }) => `Alert w transporcie ${number}: ${message}`,
    alert_by: ({ who, number, message }) => `Alert od ${who} w transporcie ${number}: ${message}`,
    document_signed: ({ who, document, number }) =>
      `${who} podpisał(a) ${document} w transporcie ${number}`,
    document_uploaded: ({ who, document, number }) =>
      `${who} przesłał(a) ${document} do transportu ${number}`,
    remark_added: ({ who, document, number }) =>
      `${who} dodał(a) uwagę do ${document} w transporcie ${number}`,
    transit_shared: ({ who, number }) => `${who} udostępnił(a) Ci transport ${number}`,
    transit_finished: ({ number }) => `Transport ${number} został zakończony`,
    invitation: ({ who }) => `${who} zaprasza Twoją firmę do współpracy`,
    other: ({ number }) => `Nowe powiadomienie o transporcie ${number}`,
  },
  someone: 'Ktoś',
  aDocument: 'dokument',
  alertTypes: {
    delay: 'Opóźnienie',
    breakdown: 'Awaria',
    accident: 'Wypadek',
    waiting: 'Oczekiwanie',
  },
};

const de: Texts = {
  titles: {
    alert: 'Alarm',
    document_signed: 'Dokument unterschrieben',
    document_uploaded: 'Dokument hochgeladen',
    remark_added: 'Neue Anmerkung',
    transit_shared: 'Transport geteilt',
    transit_finished: 'Transport abgeschlossen',
    invitation: 'Einladung zur Zusammenarbeit',
    other: 'TransitDocs',
  },
  sentences: {
    alert: ({ number, message }) => `Alarm zu Transport ${number}: ${message}`,
    alert_by: ({ who, number, message }) => `Alarm von ${who} zu Transport ${number}: ${message}`,
    document_signed: ({ who, document, number }) =>
      `${who} hat ${document} von Transport ${number} unterschrieben`,
    document_uploaded: ({ who, document, number }) =>
      `${who} hat ${document} zu Transport ${number} hochgeladen`,
    remark_added: ({ who, document, number }) =>
      `${who} hat eine Anmerkung zu ${document} von Transport ${number} hinzugefügt`,
    transit_shared: ({ who, number }) => `${who} hat Transport ${number} mit Ihnen geteilt`,
    transit_finished: ({ number }) => `Transport ${number} wurde abgeschlossen`,
    invitation: ({ who }) => `${who} hat Ihr Unternehmen zur Zusammenarbeit eingeladen`,
    other: ({ number }) => `Neue Benachrichtigung zu Transport ${number}`,
  },
  someone: 'Jemand',
  aDocument: 'ein Dokument',
  alertTypes: {
    delay: 'Verspätung',
    breakdown: 'Panne',
    accident: 'Unfall',
    waiting: 'Wartezeit',
  },
};

const uk: Texts = {
  titles: {
    alert: 'Тривога',
    document_signed: 'Документ підписано',
    document_uploaded: 'Документ завантажено',
    remark_added: 'Нове зауваження',
    transit_shared: 'Перевезення надано вам',
    transit_finished: 'Перевезення завершено',
    invitation: 'Запрошення до співпраці',
    other: 'TransitDocs',
  },
  sentences: {
    alert: ({ number, message }) => `Тривога щодо перевезення ${number}: ${message}`,
    alert_by: ({ who, number, message }) =>
      `Тривога від ${who} щодо перевезення ${number}: ${message}`,
    document_signed: ({ who, document, number }) =>
      `${who} підписав(-ла) ${document} перевезення ${number}`,
    document_uploaded: ({ who, document, number }) =>
      `${who} завантажив(-ла) ${document} до перевезення ${number}`,
    remark_added: ({ who, document, number }) =>
      `${who} додав(-ла) зауваження до ${document} перевезення ${number}`,
    transit_shared: ({ who, number }) => `${who} поділився(-лася) з вами перевезенням ${number}`,
    transit_finished: ({ number }) => `Перевезення ${number} завершено`,
    invitation: ({ who }) => `${who} запрошує вашу компанію до співпраці`,
    other: ({ number }) => `Нове сповіщення щодо перевезення ${number}`,
  },
  someone: 'Хтось',
  aDocument: 'документ',
  alertTypes: {
    delay: 'Затримка',
    breakdown: 'Поломка',
    accident: 'Аварія',
    waiting: 'Очікування',
  },
};

const es: Texts = {
  titles: {
    alert: 'Alerta',
    document_signed: 'Documento firmado',
    document_uploaded: 'Documento subido',
    remark_added: 'Nueva observación',
    transit_shared: 'Transporte compartido',
    transit_finished: 'Transporte finalizado',
    invitation: 'Invitación a colaborar',
    other: 'TransitDocs',
  },
  sentences: {
    alert: ({ number, message }) => `Alerta en el transporte ${number}: ${message}`,
    alert_by: ({ who, number, message }) =>
      `Alerta de ${who} en el transporte ${number}: ${message}`,
    document_signed: ({ who, document, number }) =>
      `${who} firmó ${document} del transporte ${number}`,
    document_uploaded: ({ who, document, number }) =>
      `${who} subió ${document} al transporte ${number}`,
    remark_added: ({ who, document, number }) =>
      `${who} añadió una observación a ${document} del transporte ${number}`,
    transit_shared: ({ who, number }) => `${who} compartió con usted el transporte ${number}`,
    transit_finished: ({ number }) => `El transporte ${number} ha finalizado`,
    invitation: ({ who }) => `${who} invitó a su empresa a colaborar`,
    other: ({ number }) => `Nueva notificación sobre el transporte ${number}`,
  },
  someone: 'Alguien',
  aDocument: 'un documento',
  alertTypes: {
    delay: 'Retraso',
    breakdown: 'Avería',
    accident: 'Accidente',
    waiting: 'Espera',
  },
};

const PUSH_TEXTS: Record<Language, Texts> = { 'en-GB': en, pl, de, uk, es };

const isDefaultAlertType = (key: string): key is DefaultAlertType =>
  DEFAULT_ALERT_TYPES.some((type) => type.message.toLowerCase() === key);

/** A default alert type in the reader's language; a company's own type as its author wrote it. */
function alertLabel(texts: Texts, alert: { message: string; default: boolean }): string {
  const key = alert.message.toLowerCase();
  return alert.default && isDefaultAlertType(key) ? texts.alertTypes[key] : alert.message;
}

/**
 * The push of a notification in its recipient's language: the same sentence the web's list
 * shows (`notificationSentence` picks it), rendered here because the service worker has no
 * translations.
 */
export function pushText(
  language: Language,
  notification: Pick<NotificationMessage, 'type' | 'data'>,
): PushText {
  const texts = PUSH_TEXTS[language];
  const sentence = notificationSentence(notification);
  return {
    title: texts.titles[sentence.type],
    body: texts.sentences[sentence.key]({
      number: sentence.transitNumber ?? '—',
      document: sentence.documentName ?? texts.aDocument,
      who: sentence.who || texts.someone,
      message: sentence.alert ? alertLabel(texts, sentence.alert) : '',
    }),
  };
}
