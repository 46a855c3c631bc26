import type { Language } from '@transitdocs/domain';

export type MessageKind =
  | 'password_reset'
  | 'activation'
  | 'pin_reminder'
  | 'share_link'
  | 'share_sign_code'
  | 'correction_decision_code'
  | 'reservation_answer_code'
  | 'correction_awaits_decision'
  | 'invitation';

export type MessageParams = {
  password_reset: { name: string; link: string; hours: number };
  activation: { name: string; link: string; companyName: string; days: number };
  pin_reminder: { name: string; pin: string };
  share_link: { companyName: string; transitNumber: string; link: string; days: number };
  share_sign_code: { code: string; documentName: string; minutes: number };
  correction_decision_code: { code: string; documentName: string; minutes: number };
  reservation_answer_code: { code: string; documentName: string; minutes: number };
  correction_awaits_decision: {
    companyName: string;
    documentName: string;
    transitNumber: string;
    reason: string;
    link: string;
  };
  invitation: { companyName: string; link: string };
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
  share_link: ({ companyName, transitNumber, link, days }) => ({
    subject: `TransitDocs: ${companyName} shared transit ${transitNumber} with you`,
    text: `Hello,\n\n${companyName} shared the documents of transit ${transitNumber} with you. Open this link to view, add or sign them (no account needed):\n\n${link}\n\nThe link is valid for ${days} days. Do not forward it: anyone with the link can act on these documents.\n\nTransitDocs`,
    sms: `TransitDocs: ${companyName} shared transit ${transitNumber}: ${link} (valid ${days} days).`,
  }),
  share_sign_code: ({ code, documentName, minutes }) => ({
    subject: `TransitDocs: your signing code ${code}`,
    text: `Hello,\n\nyour one-time code for signing "${documentName}" is: ${code}\n\nIt is valid for ${minutes} minutes. If you are not signing this document, ignore this message.\n\nTransitDocs`,
    sms: `TransitDocs: code ${code} to sign "${documentName}" (valid ${minutes} min).`,
  }),
  correction_decision_code: ({ code, documentName, minutes }) => ({
    subject: `TransitDocs: your code ${code} for the correction of ${documentName}`,
    text: `Hello,\n\nyour one-time code to approve or reject the correction of "${documentName}" is: ${code}\n\nIt is valid for ${minutes} minutes. If you are not deciding on this correction, ignore this message.\n\nTransitDocs`,
    sms: `TransitDocs: code ${code} to approve or reject the correction of "${documentName}" (valid ${minutes} min).`,
  }),
  reservation_answer_code: ({ code, documentName, minutes }) => ({
    subject: `TransitDocs: your code ${code} to answer a reservation`,
    text: `Hello,\n\nyour one-time code to answer the reservation on "${documentName}" is: ${code}\n\nIt is valid for ${minutes} minutes. If you are not answering this reservation, ignore this message.\n\nTransitDocs`,
    sms: `TransitDocs: code ${code} to answer the reservation on "${documentName}" (valid ${minutes} min).`,
  }),
  correction_awaits_decision: ({ companyName, documentName, transitNumber, reason, link }) => ({
    subject: `TransitDocs: ${companyName} asks you to approve a correction of ${documentName}`,
    text: `Hello,\n\n${companyName} proposes a correction of "${documentName}" (transit ${transitNumber}), which you signed. Reason: ${reason}\n\nNothing changes until every party that signed approves. Open this link to see the changes and approve or reject them:\n\n${link}\n\nTransitDocs`,
    sms: `TransitDocs: ${companyName} asks you to approve a correction of "${documentName}": ${link}`,
  }),
  invitation: ({ companyName, link }) => ({
    subject: `TransitDocs: ${companyName} invites you to work together`,
    text: `Hello,\n\n${companyName} invites your company to TransitDocs, to exchange transport documents and sign them online. Open this link to create your company's account; you will be connected with ${companyName} at once:\n\n${link}\n\nThe link works once. If you do not know ${companyName}, ignore this message.\n\nTransitDocs`,
    sms: `TransitDocs: ${companyName} invites you. Create your account: ${link}`,
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
  share_link: ({ companyName, transitNumber, link, days }) => ({
    subject: `TransitDocs: ${companyName} udostępnia Ci transport ${transitNumber}`,
    text: `Dzień dobry,\n\nfirma ${companyName} udostępniła Ci dokumenty transportu ${transitNumber}. Otwórz ten link, aby je przejrzeć, dodać lub podpisać (konto nie jest potrzebne):\n\n${link}\n\nLink jest ważny ${days} dni. Nie przekazuj go dalej: każdy, kto go ma, może działać na tych dokumentach.\n\nTransitDocs`,
    sms: `TransitDocs: ${companyName} udostępnia transport ${transitNumber}: ${link} (ważny ${days} dni).`,
  }),
  share_sign_code: ({ code, documentName, minutes }) => ({
    subject: `TransitDocs: Twój kod podpisu ${code}`,
    text: `Dzień dobry,\n\nTwój jednorazowy kod do podpisania dokumentu „${documentName}” to: ${code}\n\nKod jest ważny ${minutes} minut. Jeśli nie podpisujesz tego dokumentu, zignoruj tę wiadomość.\n\nTransitDocs`,
    sms: `TransitDocs: kod ${code} do podpisu „${documentName}” (ważny ${minutes} min).`,
  }),
  correction_decision_code: ({ code, documentName, minutes }) => ({
    subject: `TransitDocs: Twój kod ${code} do korekty dokumentu ${documentName}`,
    text: `Dzień dobry,\n\nTwój jednorazowy kod do zatwierdzenia lub odrzucenia korekty dokumentu „${documentName}” to: ${code}\n\nKod jest ważny ${minutes} minut. Jeśli nie decydujesz o tej korekcie, zignoruj tę wiadomość.\n\nTransitDocs`,
    sms: `TransitDocs: kod ${code} do zatwierdzenia lub odrzucenia korekty „${documentName}” (ważny ${minutes} min).`,
  }),
  reservation_answer_code: ({ code, documentName, minutes }) => ({
    subject: `TransitDocs: Twój kod ${code} do odpowiedzi na zastrzeżenie`,
    text: `Dzień dobry,\n\nTwój jednorazowy kod do odpowiedzi na zastrzeżenie w dokumencie „${documentName}” to: ${code}\n\nKod jest ważny ${minutes} minut. Jeśli nie odpowiadasz na to zastrzeżenie, zignoruj tę wiadomość.\n\nTransitDocs`,
    sms: `TransitDocs: kod ${code} do odpowiedzi na zastrzeżenie w „${documentName}” (ważny ${minutes} min).`,
  }),
  correction_awaits_decision: ({ companyName, documentName, transitNumber, reason, link }) => ({
    subject: `TransitDocs: ${companyName} prosi o zatwierdzenie korekty dokumentu ${documentName}`,
    text: `Dzień dobry,\n\nfirma ${companyName} proponuje korektę podpisanego przez Ciebie dokumentu „${documentName}” (transport ${transitNumber}). Powód: ${reason}\n\nNic się nie zmieni, dopóki każda strona, która podpisała dokument, nie zatwierdzi korekty. Otwórz ten link, aby zobaczyć zmiany i je zatwierdzić lub odrzucić:\n\n${link}\n\nTransitDocs`,
    sms: `TransitDocs: ${companyName} prosi o zatwierdzenie korekty „${documentName}”: ${link}`,
  }),
  invitation: ({ companyName, link }) => ({
    subject: `TransitDocs: ${companyName} zaprasza do współpracy`,
    text: `Dzień dobry,\n\nfirma ${companyName} zaprasza Twoją firmę do TransitDocs, aby wymieniać i podpisywać dokumenty transportowe online. Otwórz ten link, aby założyć konto firmy; od razu zostaniesz połączony z ${companyName}:\n\n${link}\n\nLink działa jeden raz. Jeśli nie znasz firmy ${companyName}, zignoruj tę wiadomość.\n\nTransitDocs`,
    sms: `TransitDocs: ${companyName} zaprasza. Załóż konto: ${link}`,
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
  share_link: ({ companyName, transitNumber, link, days }) => ({
    subject: `TransitDocs: ${companyName} hat den Transport ${transitNumber} mit Ihnen geteilt`,
    text: `Hallo,\n\n${companyName} hat die Dokumente des Transports ${transitNumber} mit Ihnen geteilt. Öffnen Sie diesen Link, um sie anzusehen, zu ergänzen oder zu unterschreiben (kein Konto nötig):\n\n${link}\n\nDer Link ist ${days} Tage gültig. Leiten Sie ihn nicht weiter: Jeder mit dem Link kann diese Dokumente bearbeiten.\n\nTransitDocs`,
    sms: `TransitDocs: ${companyName} teilt Transport ${transitNumber}: ${link} (${days} Tage gültig).`,
  }),
  share_sign_code: ({ code, documentName, minutes }) => ({
    subject: `TransitDocs: Ihr Unterschriftscode ${code}`,
    text: `Hallo,\n\nIhr Einmalcode zum Unterschreiben von „${documentName}“ lautet: ${code}\n\nEr ist ${minutes} Minuten gültig. Wenn Sie dieses Dokument nicht unterschreiben, ignorieren Sie diese Nachricht.\n\nTransitDocs`,
    sms: `TransitDocs: Code ${code} zum Unterschreiben von „${documentName}“ (${minutes} Min. gültig).`,
  }),
  correction_decision_code: ({ code, documentName, minutes }) => ({
    subject: `TransitDocs: Ihr Code ${code} für die Korrektur von ${documentName}`,
    text: `Hallo,\n\nIhr Einmalcode, um die Korrektur von „${documentName}“ zu genehmigen oder abzulehnen, lautet: ${code}\n\nEr ist ${minutes} Minuten gültig. Wenn Sie nicht über diese Korrektur entscheiden, ignorieren Sie diese Nachricht.\n\nTransitDocs`,
    sms: `TransitDocs: Code ${code} zum Genehmigen oder Ablehnen der Korrektur von „${documentName}“ (${minutes} Min. gültig).`,
  }),
  reservation_answer_code: ({ code, documentName, minutes }) => ({
    subject: `TransitDocs: Ihr Code ${code} zur Antwort auf einen Vorbehalt`,
    text: `Hallo,\n\nIhr Einmalcode zur Antwort auf den Vorbehalt in „${documentName}“ lautet: ${code}\n\nEr ist ${minutes} Minuten gültig. Wenn Sie nicht auf diesen Vorbehalt antworten, ignorieren Sie diese Nachricht.\n\nTransitDocs`,
    sms: `TransitDocs: Code ${code} zur Antwort auf den Vorbehalt in „${documentName}“ (${minutes} Min. gültig).`,
  }),
  correction_awaits_decision: ({ companyName, documentName, transitNumber, reason, link }) => ({
    subject: `TransitDocs: ${companyName} bittet um Genehmigung einer Korrektur von ${documentName}`,
    text: `Hallo,\n\n${companyName} schlägt eine Korrektur des von Ihnen unterschriebenen Dokuments „${documentName}“ (Transport ${transitNumber}) vor. Grund: ${reason}\n\nNichts ändert sich, bevor jede Partei, die unterschrieben hat, zustimmt. Öffnen Sie diesen Link, um die Änderungen zu sehen und sie zu genehmigen oder abzulehnen:\n\n${link}\n\nTransitDocs`,
    sms: `TransitDocs: ${companyName} bittet um Genehmigung einer Korrektur von „${documentName}“: ${link}`,
  }),
  invitation: ({ companyName, link }) => ({
    subject: `TransitDocs: ${companyName} lädt Sie zur Zusammenarbeit ein`,
    text: `Hallo,\n\n${companyName} lädt Ihr Unternehmen zu TransitDocs ein, um Transportdokumente online auszutauschen und zu unterschreiben. Öffnen Sie diesen Link, um das Konto Ihres Unternehmens anzulegen; Sie werden sofort mit ${companyName} verbunden:\n\n${link}\n\nDer Link funktioniert einmal. Wenn Sie ${companyName} nicht kennen, ignorieren Sie diese Nachricht.\n\nTransitDocs`,
    sms: `TransitDocs: ${companyName} lädt Sie ein. Konto anlegen: ${link}`,
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
  share_link: ({ companyName, transitNumber, link, days }) => ({
    subject: `TransitDocs: ${companyName} поділилася з вами перевезенням ${transitNumber}`,
    text: `Вітаємо!\n\n${companyName} поділилася з вами документами перевезення ${transitNumber}. Відкрийте це посилання, щоб переглянути, додати або підписати їх (обліковий запис не потрібен):\n\n${link}\n\nПосилання діє ${days} дн. Не пересилайте його: будь-хто з посиланням може діяти з цими документами.\n\nTransitDocs`,
    sms: `TransitDocs: ${companyName} ділиться перевезенням ${transitNumber}: ${link} (діє ${days} дн.).`,
  }),
  share_sign_code: ({ code, documentName, minutes }) => ({
    subject: `TransitDocs: ваш код підпису ${code}`,
    text: `Вітаємо!\n\nВаш одноразовий код для підписання «${documentName}»: ${code}\n\nКод діє ${minutes} хв. Якщо ви не підписуєте цей документ, проігноруйте це повідомлення.\n\nTransitDocs`,
    sms: `TransitDocs: код ${code} для підпису «${documentName}» (діє ${minutes} хв).`,
  }),
  correction_decision_code: ({ code, documentName, minutes }) => ({
    subject: `TransitDocs: ваш код ${code} для виправлення ${documentName}`,
    text: `Вітаємо!\n\nВаш одноразовий код, щоб схвалити або відхилити виправлення «${documentName}»: ${code}\n\nКод діє ${minutes} хв. Якщо ви не вирішуєте щодо цього виправлення, проігноруйте це повідомлення.\n\nTransitDocs`,
    sms: `TransitDocs: код ${code}, щоб схвалити або відхилити виправлення «${documentName}» (діє ${minutes} хв).`,
  }),
  reservation_answer_code: ({ code, documentName, minutes }) => ({
    subject: `TransitDocs: ваш код ${code} для відповіді на застереження`,
    text: `Вітаємо!\n\nВаш одноразовий код для відповіді на застереження в «${documentName}»: ${code}\n\nКод діє ${minutes} хв. Якщо ви не відповідаєте на це застереження, проігноруйте це повідомлення.\n\nTransitDocs`,
    sms: `TransitDocs: код ${code} для відповіді на застереження в «${documentName}» (діє ${minutes} хв).`,
  }),
  correction_awaits_decision: ({ companyName, documentName, transitNumber, reason, link }) => ({
    subject: `TransitDocs: ${companyName} просить схвалити виправлення ${documentName}`,
    text: `Вітаємо!\n\n${companyName} пропонує виправлення підписаного вами документа «${documentName}» (перевезення ${transitNumber}). Причина: ${reason}\n\nНіщо не зміниться, доки кожна сторона, що підписала, не схвалить його. Відкрийте це посилання, щоб побачити зміни та схвалити або відхилити їх:\n\n${link}\n\nTransitDocs`,
    sms: `TransitDocs: ${companyName} просить схвалити виправлення «${documentName}»: ${link}`,
  }),
  invitation: ({ companyName, link }) => ({
    subject: `TransitDocs: ${companyName} запрошує до співпраці`,
    text: `Вітаємо,\n\n${companyName} запрошує вашу компанію до TransitDocs, щоб обмінюватися транспортними документами та підписувати їх онлайн. Відкрийте це посилання, щоб створити обліковий запис компанії; вас одразу буде з'єднано з ${companyName}:\n\n${link}\n\nПосилання діє один раз. Якщо ви не знаєте ${companyName}, проігноруйте це повідомлення.\n\nTransitDocs`,
    sms: `TransitDocs: ${companyName} запрошує вас. Створіть обліковий запис: ${link}`,
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
  share_link: ({ companyName, transitNumber, link, days }) => ({
    subject: `TransitDocs: ${companyName} ha compartido con usted el transporte ${transitNumber}`,
    text: `Hola:\n\n${companyName} ha compartido con usted los documentos del transporte ${transitNumber}. Abra este enlace para verlos, añadir o firmar documentos (no necesita cuenta):\n\n${link}\n\nEl enlace es válido durante ${days} días. No lo reenvíe: cualquiera con el enlace puede actuar sobre estos documentos.\n\nTransitDocs`,
    sms: `TransitDocs: ${companyName} comparte el transporte ${transitNumber}: ${link} (válido ${days} días).`,
  }),
  share_sign_code: ({ code, documentName, minutes }) => ({
    subject: `TransitDocs: su código de firma ${code}`,
    text: `Hola:\n\nsu código de un solo uso para firmar «${documentName}» es: ${code}\n\nEs válido durante ${minutes} minutos. Si no está firmando este documento, ignore este mensaje.\n\nTransitDocs`,
    sms: `TransitDocs: código ${code} para firmar «${documentName}» (válido ${minutes} min).`,
  }),
  correction_decision_code: ({ code, documentName, minutes }) => ({
    subject: `TransitDocs: su código ${code} para la corrección de ${documentName}`,
    text: `Hola:\n\nsu código de un solo uso para aprobar o rechazar la corrección de «${documentName}» es: ${code}\n\nEs válido durante ${minutes} minutos. Si no está decidiendo sobre esta corrección, ignore este mensaje.\n\nTransitDocs`,
    sms: `TransitDocs: código ${code} para aprobar o rechazar la corrección de «${documentName}» (válido ${minutes} min).`,
  }),
  reservation_answer_code: ({ code, documentName, minutes }) => ({
    subject: `TransitDocs: su código ${code} para responder a una reserva`,
    text: `Hola:\n\nsu código de un solo uso para responder a la reserva en «${documentName}» es: ${code}\n\nEs válido durante ${minutes} minutos. Si no está respondiendo a esta reserva, ignore este mensaje.\n\nTransitDocs`,
    sms: `TransitDocs: código ${code} para responder a la reserva en «${documentName}» (válido ${minutes} min).`,
  }),
  correction_awaits_decision: ({ companyName, documentName, transitNumber, reason, link }) => ({
    subject: `TransitDocs: ${companyName} le pide aprobar una corrección de ${documentName}`,
    text: `Hola:\n\n${companyName} propone una corrección de «${documentName}» (transporte ${transitNumber}), que usted firmó. Motivo: ${reason}\n\nNada cambia hasta que cada parte que firmó la apruebe. Abra este enlace para ver los cambios y aprobarlos o rechazarlos:\n\n${link}\n\nTransitDocs`,
    sms: `TransitDocs: ${companyName} le pide aprobar una corrección de «${documentName}»: ${link}`,
  }),
  invitation: ({ companyName, link }) => ({
    subject: `TransitDocs: ${companyName} le invita a colaborar`,
    text: `Hola:\n\n${companyName} invita a su empresa a TransitDocs para intercambiar y firmar documentos de transporte en línea. Abra este enlace para crear la cuenta de su empresa; quedará conectado con ${companyName} de inmediato:\n\n${link}\n\nEl enlace funciona una vez. Si no conoce a ${companyName}, ignore este mensaje.\n\nTransitDocs`,
    sms: `TransitDocs: ${companyName} le invita. Cree su cuenta: ${link}`,
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
