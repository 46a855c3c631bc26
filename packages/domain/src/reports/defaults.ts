import type { Language } from '../languages.ts';
import { REPORT_COLUMNS, type ReportColumn, type ReportSettings } from '../schemas/settings.ts';
import type { ReportColumnSetting } from './contract.ts';

/**
 * The report columns' default names (spec 3 §3): a company that never named its
 * columns gets all 20 in its language, so a new owner can download a report at once. They are
 * the web's column labels (report.json `columns`), kept equal by a test.
 */
export const DEFAULT_REPORT_COLUMN_NAMES: Record<Language, Record<ReportColumn, string>> = {
  'en-GB': {
    row_number: 'Row number',
    sender: 'Sender',
    receiver: 'Receiver',
    destination: 'Destination',
    invoice: 'Invoice',
    order: 'Order',
    loading_date: 'Loading date',
    sender_stamp: "Sender's stamp",
    sender_sign_date: "Sender's signing date",
    receiver_stamp: "Receiver's stamp",
    receiver_sign_date: "Receiver's signing date",
    carrier_stamp: "Carrier's stamp",
    carrier_sign_date: "Carrier's signing date",
    document_number: 'Document number',
    carrier: 'Carrier',
    unloading_date: 'Unloading date',
    document_preview_link: 'Document preview link',
    attached_documents: 'Attached documents',
    cargo_type: 'Cargo type',
    cargo_quantity: 'Cargo quantity',
  },
  pl: {
    row_number: 'Lp.',
    sender: 'Nadawca',
    receiver: 'Odbiorca',
    destination: 'Miejsce przeznaczenia',
    invoice: 'Faktura',
    order: 'Zlecenie',
    loading_date: 'Data załadunku',
    sender_stamp: 'Pieczęć nadawcy',
    sender_sign_date: 'Data podpisu nadawcy',
    receiver_stamp: 'Pieczęć odbiorcy',
    receiver_sign_date: 'Data podpisu odbiorcy',
    carrier_stamp: 'Pieczęć przewoźnika',
    carrier_sign_date: 'Data podpisu przewoźnika',
    document_number: 'Numer dokumentu',
    carrier: 'Przewoźnik',
    unloading_date: 'Data rozładunku',
    document_preview_link: 'Link do podglądu dokumentu',
    attached_documents: 'Załączone dokumenty',
    cargo_type: 'Rodzaj towaru',
    cargo_quantity: 'Ilość towaru',
  },
  de: {
    row_number: 'Zeilennummer',
    sender: 'Absender',
    receiver: 'Empfänger',
    destination: 'Bestimmungsort',
    invoice: 'Rechnung',
    order: 'Auftrag',
    loading_date: 'Ladedatum',
    sender_stamp: 'Stempel des Absenders',
    sender_sign_date: 'Unterschriftsdatum des Absenders',
    receiver_stamp: 'Stempel des Empfängers',
    receiver_sign_date: 'Unterschriftsdatum des Empfängers',
    carrier_stamp: 'Stempel des Frachtführers',
    carrier_sign_date: 'Unterschriftsdatum des Frachtführers',
    document_number: 'Dokumentnummer',
    carrier: 'Frachtführer',
    unloading_date: 'Entladedatum',
    document_preview_link: 'Link zur Dokumentvorschau',
    attached_documents: 'Angehängte Dokumente',
    cargo_type: 'Warenart',
    cargo_quantity: 'Warenmenge',
  },
  uk: {
    row_number: 'Номер рядка',
    sender: 'Відправник',
    receiver: 'Одержувач',
    destination: 'Місце призначення',
    invoice: 'Рахунок-фактура',
    order: 'Замовлення',
    loading_date: 'Дата завантаження',
    sender_stamp: 'Печатка відправника',
    sender_sign_date: 'Дата підпису відправника',
    receiver_stamp: 'Печатка одержувача',
    receiver_sign_date: 'Дата підпису одержувача',
    carrier_stamp: 'Печатка перевізника',
    carrier_sign_date: 'Дата підпису перевізника',
    document_number: 'Номер документа',
    carrier: 'Перевізник',
    unloading_date: 'Дата розвантаження',
    document_preview_link: 'Посилання на перегляд документа',
    attached_documents: 'Додані документи',
    cargo_type: 'Вид вантажу',
    cargo_quantity: 'Кількість вантажу',
  },
  es: {
    row_number: 'Número de fila',
    sender: 'Remitente',
    receiver: 'Destinatario',
    destination: 'Destino',
    invoice: 'Factura',
    order: 'Pedido',
    loading_date: 'Fecha de carga',
    sender_stamp: 'Sello del remitente',
    sender_sign_date: 'Fecha de firma del remitente',
    receiver_stamp: 'Sello del destinatario',
    receiver_sign_date: 'Fecha de firma del destinatario',
    carrier_stamp: 'Sello del transportista',
    carrier_sign_date: 'Fecha de firma del transportista',
    document_number: 'Número de documento',
    carrier: 'Transportista',
    unloading_date: 'Fecha de descarga',
    document_preview_link: 'Enlace a la vista previa del documento',
    attached_documents: 'Documentos adjuntos',
    cargo_type: 'Tipo de mercancía',
    cargo_quantity: 'Cantidad de mercancía',
  },
};

/** All 20 columns, in their usual order, named in `language`. */
export function defaultReportColumns(language: Language): ReportColumnSetting[] {
  const names = DEFAULT_REPORT_COLUMN_NAMES[language];
  return REPORT_COLUMNS.map((key) => ({ key, name: names[key] }));
}

/**
 * Whether the stored settings were ever set: an object naming no column at all (null, `{}`, as
 * a new company has) was not, and the defaults apply. A column the owner cleared is stored with
 * an empty name, so clearing every column is still a choice of his.
 */
export function hasReportSettings(settings: ReportSettings | null | undefined): boolean {
  if (!settings) return false;
  return REPORT_COLUMNS.some((key) => settings[key] !== undefined);
}
