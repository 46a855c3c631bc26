import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { User } from '@transitdocs/domain';
import {
  createMemoryRouter,
  RouterProvider,
  type InitialEntry,
  type RouteObject,
} from 'react-router';
import { SessionProvider } from '../app/session.tsx';
import { forgetSession, signIn } from './session.ts';

export type RenderRoutesOptions = {
  /** Where the memory router starts, e.g. `/clients` or `{ pathname, state }`. */
  path: InitialEntry;
  /** Signed in through the real session store; nobody is signed in without one. */
  user?: User;
  /** The session token; a realistic one by default. */
  token?: string;
};

export type RenderedRoutes = RenderResult & { router: ReturnType<typeof createMemoryRouter> };

/**
 * Renders `routes` the way the app runs them: the real SessionProvider under a QueryClient (no
 * retries) and a memory router at `path`. Returns the router for navigation assertions.
 */
export function renderRoutes(routes: RouteObject[], options: RenderRoutesOptions): RenderedRoutes {
  if (options.user) signIn(options.user, options.token);
  else forgetSession();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [options.path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...view, router };
}
