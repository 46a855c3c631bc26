export type Messages = { [key: string]: string | Messages };
export type Resources = Record<string, Record<string, Messages>>;

const modules = import.meta.glob<Messages>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** Every `locales/<lang>/<namespace>.json` bundled into the app, keyed language -> namespace. */
export function bundledResources(): Resources {
  const resources: Resources = {};
  for (const [path, messages] of Object.entries(modules)) {
    const match = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match?.[1] || !match[2]) continue;
    const byNamespace = (resources[match[1]] ??= {});
    byNamespace[match[2]] = messages;
  }
  return resources;
}

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
] as const;
