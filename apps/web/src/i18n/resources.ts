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
  'reservations',
  'csv_import',
  'report',
  'signing',
  'verify',
  'notifications',
  'share_link',
  'handover',
  'share',
  'dates',
  'efti',
  'efti_inspection',
  'offline_signing',
  'integrations',
  'corrections',
] as const;

export type Namespace = (typeof NAMESPACES)[number];

/**
 * The build's folder of each language's texts (scripts/text-chunks.ts): every
 * `locales/<lang>/<namespace>.json` is its own small chunk there, fetched when a screen needs it,
 * so a page pays only for its own texts in its own language.
 */
const builtTextDirs: Readonly<Record<string, string>> | undefined = import.meta.env.TEXT_DIRS;

// The dev server and the tests read the files themselves. Not in the build (`PROD` is a
// constant there): a table of every file's loader would sit in the entry every screen loads.
const devLoaders = import.meta.env.PROD
  ? {}
  : import.meta.glob<Messages>('./locales/*/*.json', { import: 'default' });

function isNamespace(name: string): name is Namespace {
  return (NAMESPACES as readonly string[]).includes(name);
}

/** The texts of one namespace in one language, fetched on first use. */
export async function loadMessages(language: string, namespace: string): Promise<Messages> {
  if (import.meta.env.PROD) {
    const dir = builtTextDirs?.[language];
    if (!dir || !isNamespace(namespace)) {
      throw new Error(`No translations for ${language}/${namespace}`);
    }
    const module = (await import(/* @vite-ignore */ `${dir}${namespace}.js`)) as {
      default: Messages;
    };
    return module.default;
  }
  const load = devLoaders[`./locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No translations for ${language}/${namespace}`);
  return load();
}
