import type { Messages, Resources } from './resources.ts';

// Eager on purpose: only the locale tests read every file at once; the app loads them lazily.
const modules = import.meta.glob<Messages>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** Every `locales/<lang>/<namespace>.json`, keyed language -> namespace (for tests). */
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
