import type { Language } from '../languages.ts';

/** The few words the printed values add around the data, per interface language. */
const WORDS = {
  driver: { pl: 'Kierowca', 'en-GB': 'Driver', de: 'Fahrer', uk: 'Водій', es: 'Conductor' },
  vehicle: { pl: 'Pojazd', 'en-GB': 'Vehicle', de: 'Fahrzeug', uk: 'Транспорт', es: 'Vehículo' },
  semitrailer: {
    pl: 'Naczepa',
    'en-GB': 'Semi-trailer',
    de: 'Auflieger',
    uk: 'Напівпричіп',
    es: 'Semirremolque',
  },
  forwarder: {
    pl: 'spedytor',
    'en-GB': 'forwarder',
    de: 'Spediteur',
    uk: 'експедитор',
    es: 'transitario',
  },
  sender: { pl: 'Nadawca', 'en-GB': 'Sender', de: 'Absender', uk: 'Відправник', es: 'Remitente' },
  receiver: {
    pl: 'Odbiorca',
    'en-GB': 'Consignee',
    de: 'Empfänger',
    uk: 'Одержувач',
    es: 'Destinatario',
  },
  at_sender: {
    pl: 'u nadawcy',
    'en-GB': 'at the sender',
    de: 'beim Absender',
    uk: 'у відправника',
    es: 'en el remitente',
  },
  at_receiver: {
    pl: 'u odbiorcy',
    'en-GB': 'at the consignee',
    de: 'beim Empfänger',
    uk: 'в одержувача',
    es: 'en el destinatario',
  },
  before_loading: {
    pl: 'przed załadunkiem',
    'en-GB': 'before loading',
    de: 'vor der Beladung',
    uk: 'перед завантаженням',
    es: 'antes de la carga',
  },
  after_loading: {
    pl: 'po załadunku',
    'en-GB': 'after loading',
    de: 'nach der Beladung',
    uk: 'після завантаження',
    es: 'después de la carga',
  },
  before_unloading: {
    pl: 'przed rozładunkiem',
    'en-GB': 'before unloading',
    de: 'vor der Entladung',
    uk: 'перед розвантаженням',
    es: 'antes de la descarga',
  },
  after_unloading: {
    pl: 'po rozładunku',
    'en-GB': 'after unloading',
    de: 'nach der Entladung',
    uk: 'після розвантаження',
    es: 'después de la descarga',
  },
  loading: { pl: 'Załadunek', 'en-GB': 'Loading', de: 'Beladung', uk: 'Завантаження', es: 'Carga' },
  unloading: {
    pl: 'Rozładunek',
    'en-GB': 'Unloading',
    de: 'Entladung',
    uk: 'Розвантаження',
    es: 'Descarga',
  },
  loading_date: {
    pl: 'Data załadunku',
    'en-GB': 'Loading date',
    de: 'Ladedatum',
    uk: 'Дата завантаження',
    es: 'Fecha de carga',
  },
  date_of_issue: {
    pl: 'Data wystawienia',
    'en-GB': 'Date of issue',
    de: 'Ausstellungsdatum',
    uk: 'Дата видачі',
    es: 'Fecha de emisión',
  },
  cod: {
    pl: 'Pobranie',
    'en-GB': 'Cash on delivery',
    de: 'Nachnahme',
    uk: 'Накладений платіж',
    es: 'Contra reembolso',
  },
  shipping_cost_on: {
    pl: 'Koszt przewozu ponosi',
    'en-GB': 'Carriage paid by',
    de: 'Frachtkosten trägt',
    uk: 'Вартість перевезення сплачує',
    es: 'Porte a cargo de',
  },
  reference: { pl: 'Nr ref.', 'en-GB': 'Ref. no.', de: 'Ref.-Nr.', uk: 'Реф. №', es: 'N.º ref.' },
  issuer: { pl: 'Wystawca', 'en-GB': 'Issuer', de: 'Aussteller', uk: 'Видавець', es: 'Emisor' },
  number: { pl: 'Nr', 'en-GB': 'No.', de: 'Nr.', uk: '№', es: 'N.º' },
  see_attached_list: {
    pl: 'Zob. załączona lista odbiorców',
    'en-GB': 'See the attached list of consignees',
    de: 'Siehe beigefügte Empfängerliste',
    uk: 'Див. доданий список одержувачів',
    es: 'Véase la lista adjunta de destinatarios',
  },
} satisfies Record<string, Record<Language, string>>;

export type ValueWord = keyof typeof WORDS;

export function word(key: ValueWord, language: Language): string {
  return WORDS[key][language];
}
