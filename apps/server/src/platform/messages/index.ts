import type { Language } from '@transitdocs/domain';

export type MessageKind = 'password_reset' | 'activation' | 'pin_reminder';

export type MessageParams = {
  password_reset: { name: string; link: string; hours: number };
  activation: { name: string; link: string; companyName: string; days: number };
  pin_reminder: { name: string; pin: string };
};

export type RenderedMessage = { subject: string; text: string; sms: string };

type Templates = { [K in MessageKind]: (params: MessageParams[K]) => RenderedMessage };

const en: Templates = {
  password_reset: ({ name, link, hours }) => ({
    subject: 'TransitDocs: reset your password',
    text: `Hello ${name},\n\nsomeone asked to reset the password of your TransitDocs account. Open this link to set a new password:\n\n${link}\n\nThe link works once and expires in ${hours} hours. If you did not ask for it, ignore this message.\n\nTransitDocs`,
    sms: `TransitDocs: set a new password at ${link} (valid ${hours} h, once).`,
  }),
  activation: ({ name, link, companyName, days }) => ({
    subject: 'TransitDocs: activate your account',
    text: `Hello ${name},\n\n${companyName} created a TransitDocs account for you. Open this link to set your password:\n\n${link}\n\nThe link works once and expires in ${days} days.\n\nTransitDocs`,
    sms: `TransitDocs: ${companyName} created your account. Set your password at ${link} (valid ${days} days).`,
  }),
  pin_reminder: ({ name, pin }) => ({
    subject: 'TransitDocs: your new PIN',
    text: `Hello ${name},\n\nyour new TransitDocs PIN is: ${pin}\n\nThe previous PIN no longer works. You can change it in the profile settings.\n\nTransitDocs`,
    sms: `TransitDocs: your new PIN is ${pin}.`,
  }),
};

const pl: Templates = {
  password_reset: ({ name, link, hours }) => ({
    subject: 'TransitDocs: zresetuj hasło',
    text: `Dzień dobry ${name},\n\notrzymaliśmy prośbę o zresetowanie hasła do Twojego konta TransitDocs. Otwórz ten link, aby ustawić nowe hasło:\n\n${link}\n\nLink działa jeden raz i wygasa za ${hours} godz. Jeśli to nie Ty, zignoruj tę wiadomość.\n\nTransitDocs`,
    sms: `TransitDocs: ustaw nowe hasło: ${link} (ważny ${hours} godz., jednorazowy).`,
  }),
  activation: ({ name, link, companyName, days }) => ({
    subject: 'TransitDocs: aktywuj swoje konto',
    text: `Dzień dobry ${name},\n\nfirma ${companyName} założyła dla Ciebie konto w TransitDocs. Otwórz ten link, aby ustawić hasło:\n\n${link}\n\nLink działa jeden raz i wygasa za ${days} dni.\n\nTransitDocs`,
    sms: `TransitDocs: ${companyName} założyła Ci konto. Ustaw hasło: ${link} (ważny ${days} dni).`,
  }),
  pin_reminder: ({ name, pin }) => ({
    subject: 'TransitDocs: Twój nowy PIN',
    text: `Dzień dobry ${name},\n\nTwój nowy PIN w TransitDocs to: ${pin}\n\nPoprzedni PIN przestał działać. Możesz go zmienić w ustawieniach profilu.\n\nTransitDocs`,
    sms: `TransitDocs: Twój nowy PIN to ${pin}.`,
  }),
};

const de: Templates = {
  password_reset: ({ name, link, hours }) => ({
    subject: 'TransitDocs: Passwort zurücksetzen',
    text: `Hallo ${name},\n\njemand hat das Zurücksetzen des Passworts Ihres TransitDocs-Kontos angefordert. Öffnen Sie diesen Link, um ein neues Passwort festzulegen:\n\n${link}\n\nDer Link funktioniert einmal und läuft in ${hours} Stunden ab. Wenn Sie das nicht waren, ignorieren Sie diese Nachricht.\n\nTransitDocs`,
    sms: `TransitDocs: Neues Passwort festlegen: ${link} (${hours} Std. gültig, einmalig).`,
  }),
  activation: ({ name, link, companyName, days }) => ({
    subject: 'TransitDocs: Konto aktivieren',
    text: `Hallo ${name},\n\n${companyName} hat für Sie ein TransitDocs-Konto angelegt. Öffnen Sie diesen Link, um Ihr Passwort festzulegen:\n\n${link}\n\nDer Link funktioniert einmal und läuft in ${days} Tagen ab.\n\nTransitDocs`,
    sms: `TransitDocs: ${companyName} hat Ihr Konto angelegt. Passwort festlegen: ${link} (${days} Tage gültig).`,
  }),
  pin_reminder: ({ name, pin }) => ({
    subject: 'TransitDocs: Ihre neue PIN',
    text: `Hallo ${name},\n\nIhre neue TransitDocs-PIN lautet: ${pin}\n\nDie bisherige PIN gilt nicht mehr. Sie können sie in den Profileinstellungen ändern.\n\nTransitDocs`,
    sms: `TransitDocs: Ihre neue PIN lautet ${pin}.`,
  }),
};

const uk: Templates = {
  password_reset: ({ name, link, hours }) => ({
    subject: 'TransitDocs: скидання пароля',
    text: `Вітаємо, ${name}!\n\nНадійшов запит на скидання пароля до вашого облікового запису TransitDocs. Відкрийте це посилання, щоб встановити новий пароль:\n\n${link}\n\nПосилання діє один раз і закінчується через ${hours} год. Якщо ви не надсилали запит, проігноруйте цей лист.\n\nTransitDocs`,
    sms: `TransitDocs: новий пароль: ${link} (діє ${hours} год, одноразово).`,
  }),
  activation: ({ name, link, companyName, days }) => ({
    subject: 'TransitDocs: активуйте обліковий запис',
    text: `Вітаємо, ${name}!\n\n${companyName} створила для вас обліковий запис TransitDocs. Відкрийте це посилання, щоб встановити пароль:\n\n${link}\n\nПосилання діє один раз і закінчується через ${days} дн.\n\nTransitDocs`,
    sms: `TransitDocs: ${companyName} створила ваш обліковий запис. Пароль: ${link} (діє ${days} дн.).`,
  }),
  pin_reminder: ({ name, pin }) => ({
    subject: 'TransitDocs: ваш новий PIN',
    text: `Вітаємо, ${name}!\n\nВаш новий PIN у TransitDocs: ${pin}\n\nПопередній PIN більше не діє. Ви можете змінити його в налаштуваннях профілю.\n\nTransitDocs`,
    sms: `TransitDocs: ваш новий PIN ${pin}.`,
  }),
};

const es: Templates = {
  password_reset: ({ name, link, hours }) => ({
    subject: 'TransitDocs: restablecer la contraseña',
    text: `Hola ${name}:\n\nalguien ha solicitado restablecer la contraseña de su cuenta de TransitDocs. Abra este enlace para establecer una nueva contraseña:\n\n${link}\n\nEl enlace funciona una sola vez y caduca en ${hours} horas. Si no lo ha solicitado, ignore este mensaje.\n\nTransitDocs`,
    sms: `TransitDocs: nueva contraseña en ${link} (válido ${hours} h, un solo uso).`,
  }),
  activation: ({ name, link, companyName, days }) => ({
    subject: 'TransitDocs: active su cuenta',
    text: `Hola ${name}:\n\n${companyName} ha creado una cuenta de TransitDocs para usted. Abra este enlace para establecer su contraseña:\n\n${link}\n\nEl enlace funciona una sola vez y caduca en ${days} días.\n\nTransitDocs`,
    sms: `TransitDocs: ${companyName} ha creado su cuenta. Contraseña en ${link} (válido ${days} días).`,
  }),
  pin_reminder: ({ name, pin }) => ({
    subject: 'TransitDocs: su nuevo PIN',
    text: `Hola ${name}:\n\nsu nuevo PIN de TransitDocs es: ${pin}\n\nEl PIN anterior ya no es válido. Puede cambiarlo en los ajustes del perfil.\n\nTransitDocs`,
    sms: `TransitDocs: su nuevo PIN es ${pin}.`,
  }),
};

export const MESSAGE_TEMPLATES: Record<Language, Templates> = { 'en-GB': en, pl, de, uk, es };

export function renderMessage<K extends MessageKind>(
  language: Language,
  kind: K,
  params: MessageParams[K],
): RenderedMessage {
  const template: (p: MessageParams[K]) => RenderedMessage = MESSAGE_TEMPLATES[language][kind];
  return template(params);
}
