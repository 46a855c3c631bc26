import { Navigate, type RouteObject } from 'react-router';
import { RedirectIfSignedIn, RequireAuth, RequireRole } from './app/guards.tsx';
import { lazyScreen } from './app/lazy-screen.ts';
import { clientsRoute } from './features/clients/client-routes.tsx';
import { documentsModalRoutes } from './features/documents-modal/documents-modal-routes.tsx';
import { shareDialogRoutes } from './features/share-dialogs/share-dialog-routes.tsx';
import { shareLinkRoutes } from './features/share-link/share-link-routes.tsx';
import { signingRoutes } from './features/signing/signing-routes.tsx';
import { transitPageRoutes } from './features/transit-page/transit-page-routes.tsx';

// Every screen is its own chunk (with the translations it names): the first load carries the
// app's frame and the guards only, and each screen adds its own code when it is opened.
const LoginPage = lazyScreen(
  async () => (await import('./features/auth/login-page.tsx')).LoginPage,
  ['auth', 'errors'],
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
const AppShell = lazyScreen(async () => {
  const [{ AppShell: shell }, { verifyStoredUser }] = await Promise.all([
    import('./app/app-shell.tsx'),
    import('./app/stored-user.ts'),
  ]);
  // Before any signed-in screen reads it: the remembered user still matches the schema.
  verifyStoredUser();
  return shell;
}, ['auth', 'errors', 'lists', 'notifications', 'profile']);
const DocumentsBackdrop = lazyScreen(
  async () => (await import('./features/documents/documents-backdrop.tsx')).DocumentsBackdrop,
);
const TransitSearchDialog = lazyScreen(
  async () => (await import('./features/documents/transit-search-dialog.tsx')).TransitSearchDialog,
  ['documents', 'lists', 'dates', 'errors'],
);
const GenerateDocumentRoute = lazyScreen(
  async () =>
    (await import('./features/document-editor/document-editor-routes.tsx')).GenerateDocumentRoute,
  ['document_editor', 'lists', 'dates', 'errors'],
);
const EditDocumentRoute = lazyScreen(
  async () =>
    (await import('./features/document-editor/document-editor-routes.tsx')).EditDocumentRoute,
  ['document_editor', 'lists', 'dates', 'errors'],
);
const CsvImportDialog = lazyScreen(
  async () => (await import('./features/csv-import/csv-import-dialog.tsx')).CsvImportDialog,
  ['csv_import', 'dates', 'errors'],
);
const ReportDialog = lazyScreen(
  async () => (await import('./features/report/report-dialog.tsx')).ReportDialog,
  ['report', 'dates', 'errors'],
);
const AddTransitDialog = lazyScreen(
  async () => (await import('./features/transit-form/transit-form-routes.tsx')).AddTransitDialog,
  ['transit_form', 'lists', 'dates', 'errors'],
);
const EditTransitDialog = lazyScreen(
  async () => (await import('./features/transit-form/transit-form-routes.tsx')).EditTransitDialog,
  ['transit_form', 'lists', 'dates', 'errors'],
);
const ProfileSettingsRoute = lazyScreen(
  async () => (await import('./features/profile/profile-settings-route.tsx')).ProfileSettingsRoute,
  ['profile', 'notifications', 'dates', 'errors'],
);
const ProfileManagementDialog = lazyScreen(
  async () =>
    (await import('./features/accounts/profile-management-dialog.tsx')).ProfileManagementDialog,
  ['accounts', 'lists', 'dates', 'errors'],
);
const AddAccountDialog = lazyScreen(
  async () => (await import('./features/accounts/add-account-dialog.tsx')).AddAccountDialog,
  ['accounts', 'lists', 'dates', 'errors'],
);
const AccountPreviewDialog = lazyScreen(
  async () => (await import('./features/accounts/account-preview-dialog.tsx')).AccountPreviewDialog,
  ['accounts', 'dates', 'errors'],
);
const AccountEditDialog = lazyScreen(
  async () => (await import('./features/accounts/account-edit-dialog.tsx')).AccountEditDialog,
  ['accounts', 'lists', 'dates', 'errors'],
);
const CarsPage = lazyScreen(
  async () => (await import('./features/cars/cars-page.tsx')).CarsPage,
  ['fleet', 'lists', 'dates', 'errors'],
);
const DriversPage = lazyScreen(
  async () => (await import('./features/drivers/drivers-page.tsx')).DriversPage,
  ['fleet', 'lists', 'dates', 'errors'],
);
const NotificationsPage = lazyScreen(
  async () => (await import('./features/notifications/notifications-page.tsx')).NotificationsPage,
  ['notifications', 'profile', 'lists', 'dates', 'errors'],
);

const login = (
  <RedirectIfSignedIn>
    <LoginPage />
  </RedirectIfSignedIn>
);

/** Public routes of spec 1 §2 and spec 3 §2. */
const publicRoutes: RouteObject[] = [
  { path: '/login', element: login },
  { path: '/login/:id', element: login },
  { path: '/login/:id/:uid/:token', element: login },
  { path: '/login/password-reset', element: <PasswordResetRequestPage /> },
  { path: '/login/password-reset/:uid/:token', element: <SetPasswordPage mode="reset" /> },
  {
    path: '/first-login/password-reset/:uid/:token',
    element: <SetPasswordPage mode="activation" />,
  },
  { path: '/first-login/:id/:uid/:token', element: <SetPasswordPage mode="activation" /> },
  { path: '/signup', element: <SignupPage /> },
  { path: '/signup/:id', element: <SignupPage /> },
  { path: '/logout', element: <LogoutPage /> },
  // The QR code on a sealed PDF: public, no login (issue 6).
  { path: '/verify/:verifyId', element: <VerifyPage /> },
  // Share links for outsiders: the token is the only credential (issue 7).
  ...shareLinkRoutes,
];

/** Signed-in screens; dialogs that are routes render over the documents list. */
const protectedRoutes: RouteObject[] = [
  { path: '/', element: <Navigate to="/documents" replace /> },
  {
    element: <DocumentsBackdrop />,
    children: [
      { path: '/documents', element: null },
      { path: '/documents/search', element: <TransitSearchDialog /> },
      ...transitPageRoutes,
      ...documentsModalRoutes,
      ...signingRoutes,
      ...shareDialogRoutes,
      { path: '/documents/:id/documentGenerate/:typePath', element: <GenerateDocumentRoute /> },
      { path: '/documents/:id/:documentId/edit', element: <EditDocumentRoute /> },
      { path: '/documents/uploadCsv', element: <CsvImportDialog /> },
      { path: '/documents/downloadReport', element: <ReportDialog /> },
      { path: '/documents/transitAdd', element: <AddTransitDialog /> },
      { path: '/documents/:id/edit', element: <EditTransitDialog /> },
      { path: '/profile/settings/*', element: <ProfileSettingsRoute /> },
      {
        // Sub-account dialogs open over the management dialog's Accounts tab.
        element: (
          <RequireRole route="profileManagement">
            <ProfileManagementDialog />
          </RequireRole>
        ),
        children: [
          { path: '/profileManagement', element: null },
          { path: '/profile/addAccount', element: <AddAccountDialog /> },
          { path: '/profile/:id/preview', element: <AccountPreviewDialog /> },
          { path: '/profile/:id/edit', element: <AccountEditDialog /> },
        ],
      },
    ],
  },
  {
    path: '/cars/*',
    element: (
      <RequireRole route="cars">
        <CarsPage />
      </RequireRole>
    ),
  },
  {
    path: '/drivers/*',
    element: (
      <RequireRole route="drivers">
        <DriversPage />
      </RequireRole>
    ),
  },
  clientsRoute,
  { path: '/notifications', element: <NotificationsPage /> },
];

export const routes: RouteObject[] = [
  ...publicRoutes,
  { element: <RequireAuth />, children: [{ element: <AppShell />, children: protectedRoutes }] },
  { path: '*', element: <Navigate to="/documents" replace /> },
];
