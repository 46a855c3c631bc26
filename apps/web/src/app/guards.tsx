import { canOpenRoute, type GuardedRoute } from '@transitdocs/domain';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from './session.tsx';

/** Protected screens need a stored token; others go to /login (spec 1 §2). */
export function RequireAuth() {
  const { token } = useSession();
  const location = useLocation();
  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** A role-guarded screen sends a role that may not see it to /documents. */
export function RequireRole({ route, children }: { route: GuardedRoute; children: ReactNode }) {
  const { user } = useSession();
  if (!user || !canOpenRoute(user.role, route)) return <Navigate to="/documents" replace />;
  return children;
}

/** The login screen of someone already signed in goes on to the documents. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { token } = useSession();
  if (token) return <Navigate to="/documents" replace />;
  return children;
}
