import type { RouteObject } from 'react-router';
import { RedirectIfSignedIn, RequireAuth } from './app/guards.tsx';
import { lazyScreen } from './app/lazy-screen.ts';
import { shareLinkRoutes } from './features/share-link/share-link-routes.tsx';

// Every screen is its own chunk (with the translations it names): the first load carries the
// app's frame and the public routes only; the signed-in table comes with the signed-in frame
// (app/signed-in-routes.tsx), and each screen adds its own code when it is opened.

// The error texts come with the form's check, when the form is first used.
const LoginPage = lazyScreen(
  async () => (await import('./features/auth/login-page.tsx')).LoginPage,
  ['auth'],
);
const LogoutPage = lazyScreen(
  async () => (await import('./features/auth/logout-page.tsx')).LogoutPage,
);
const PasswordResetRequestPage = lazyScreen(
  async () =>
    (await import('./features/auth/password-reset-request-page.tsx')).PasswordResetRequestPage,
  ['auth', 'errors'],
);
const SetPasswordPage = lazyScreen(
  async () => (await import('./features/auth/set-password-page.tsx')).SetPasswordPage,
  ['auth', 'errors'],
);
const SignupPage = lazyScreen(
  async () => (await import('./features/auth/signup-page.tsx')).SignupPage,
  ['auth', 'errors'],
);
const VerifyPage = lazyScreen(
  async () => (await import('./features/verify/verify-page.tsx')).VerifyPage,
  ['verify', 'errors'],
);
const HandoverPage = lazyScreen(
  async () => (await import('./features/handover/handover-page.tsx')).HandoverPage,
  ['handover', 'errors', 'share_link'],
);
// The query cache comes with the first screen that reads data (not with the login screen).
const QueryScope = lazyScreen(async () => (await import('./app/query-scope.tsx')).QueryScope);
const SignedInScreens = lazyScreen(async () => {
  const [{ SignedInScreens: screens }, { verifyStoredUser }] = await Promise.all([
    import('./app/signed-in-routes.tsx'),
    import('./app/stored-user.ts'),
  ]);
  // Before any signed-in screen reads it: the remembered user still matches the schema.
  verifyStoredUser();
  return screens;
}, ['auth', 'errors', 'lists', 'notifications', 'profile']);

const login = (
  <RedirectIfSignedIn>
    <LoginPage />
  </RedirectIfSignedIn>
);

// `/login/{id}` also serves someone signed in: it lands him where the id leads.
const landingLogin = <LoginPage />;

/** Public routes of spec 1 §2 and spec 3 §2. */
const publicRoutes: RouteObject[] = [
  { path: '/login', element: login },
  { path: '/login/:id', element: landingLogin },
  { path: '/login/:id/:uid/:token', element: landingLogin },
  { path: '/login/password-reset', element: <PasswordResetRequestPage /> },
  { path: '/signup', element: <SignupPage /> },
  { path: '/signup/:id', element: <SignupPage /> },
  { path: '/logout', element: <LogoutPage /> },
  // The receiver's own phone at delivery: a short code typed, or the QR code's address.
  { path: '/h/:code?', element: <HandoverPage /> },
  {
    // The public screens that read data.
    element: <QueryScope />,
    children: [
      { path: '/login/password-reset/:uid/:token', element: <SetPasswordPage mode="reset" /> },
      {
        path: '/first-login/password-reset/:uid/:token',
        element: <SetPasswordPage mode="activation" />,
      },
      { path: '/first-login/:id/:uid/:token', element: <SetPasswordPage mode="activation" /> },
      // The QR code on a sealed PDF: public, so anyone holding the paper can check it, no login
      // (docs/decisions/0035-stamp-seal-and-verification.md).
      { path: '/verify/:verifyId', element: <VerifyPage /> },
      // Share links for outsiders: the token is the only credential (spec 1 §2, spec 1 §6).
      ...shareLinkRoutes,
    ],
  },
];

export const routes: RouteObject[] = [
  ...publicRoutes,
  {
    element: <RequireAuth />,
    children: [
      { element: <QueryScope />, children: [{ path: '*', element: <SignedInScreens /> }] },
    ],
  },
];
