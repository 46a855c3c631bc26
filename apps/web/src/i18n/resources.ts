export type Messages = { [key: string]: string | Messages };
export type Resources = Record<string, Record<string, Messages>>;

export const NAMESPACES = [
  'common',
  'auth',
  'errors',
  'profile',
  'lists',
  'clients',
  'fleet',
  'accounts',
  'documents',
  'transit_page',
  'alerts',
  'transit_form',
  'documents_modal',
  'document_editor',
  'remarks',
  'csv_import',
  'report',
  'signing',
  'verify',
  'notifications',
  'share_link',
  'share',
  'dates',
  'efti',
  'efti_inspection',
  'offline_signing',
  'integrations',
] as const;

export type Namespace = (typeof NAMESPACES)[number];

// Not eager: every `locales/<lang>/<namespace>.json` is its own small chunk, fetched when a screen
// needs it, so a page pays only for its own texts in its own language.
const loaders = import.meta.glob<Messages>('./locales/*/*.json', { import: 'default' });

/** The texts of one namespace in one language, fetched on first use. */
export async function loadMessages(language: string, namespace: string): Promise<Messages> {
  const load = loaders[`./locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No translations for ${language}/${namespace}`);
  return load();
}
