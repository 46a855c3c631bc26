import { lazy, type LazyExoticComponent, type ReactNode } from 'react';
import { loadNamespaces } from '../i18n/i18n.ts';
import type { Namespace } from '../i18n/resources.ts';

/**
 * A component whose code (and the translations it names) is fetched the first time it renders,
 * so a screen's weight lands on that screen only. Code and texts load side by side; the nearest
 * `<Suspense>` shows the loading state meanwhile, and a route change keeps the old screen up
 * until the new one is ready (the router navigates in a transition).
 */
export function lazyScreen<Props extends object>(
  load: () => Promise<(props: Props) => ReactNode>,
  namespaces: readonly Namespace[] = [],
): LazyExoticComponent<(props: Props) => ReactNode> {
  return lazy(async () => {
    const [component] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { default: component };
  });
}
