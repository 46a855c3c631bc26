import type { Language } from '@transitdocs/domain';

type Params = { code: string; documentName: string; minutes: number };

const TEXTS: Record<Language, (p: Params) => string> = {
  'en-GB': ({ code, documentName, minutes }) =>
    `TransitDocs: your code to sign ${documentName} is ${code} (valid ${minutes} min). Do not share it.`,
  pl: ({ code, documentName, minutes }) =>
    `TransitDocs: kod do podpisu dokumentu ${documentName}: ${code} (ważny ${minutes} min). Nie przekazuj go nikomu.`,
  de: ({ code, documentName, minutes }) =>
    `TransitDocs: Ihr Code zum Unterschreiben von ${documentName} lautet ${code} (${minutes} Min. gültig). Geben Sie ihn nicht weiter.`,
  uk: ({ code, documentName, minutes }) =>
    `TransitDocs: код для підписання ${documentName}: ${code} (дійсний ${minutes} хв). Нікому його не повідомляйте.`,
  es: ({ code, documentName, minutes }) =>
    `TransitDocs: tu código para firmar ${documentName} es ${code} (válido ${minutes} min). No lo compartas.`,
};

/** The SMS carrying a signing code, in the verifying person's language. */
export function signCodeSms(language: Language, params: Params): string {
  return TEXTS[language](params);
}
