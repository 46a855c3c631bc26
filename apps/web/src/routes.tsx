import { Navigate, type RouteObject } from 'react-router';
import { AppShell } from './app/app-shell.tsx';
import { RedirectIfSignedIn, RequireAuth, RequireRole } from './app/guards.tsx';
import { AccountEditDialog } from './features/accounts/account-edit-dialog.tsx';
import { AccountPreviewDialog } from './features/accounts/account-preview-dialog.tsx';
import { AddAccountDialog } from './features/accounts/add-account-dialog.tsx';
import { ProfileManagementDialog } from './features/accounts/profile-management-dialog.tsx';
import { LoginPage } from './features/auth/login-page.tsx';
import { LogoutPage } from './features/auth/logout-page.tsx';
import { PasswordResetRequestPage } from './features/auth/password-reset-request-page.tsx';
import { SetPasswordPage } from './features/auth/set-password-page.tsx';
import { SignupPage } from './features/auth/signup-page.tsx';
import { CarsPage } from './features/cars/cars-page.tsx';
import { clientsRoute } from './features/clients/client-routes.tsx';
import { DocumentsBackdrop } from './features/documents/documents-page.tsx';
import { documentsModalRoutes } from './features/documents-modal/documents-modal-routes.tsx';
import {
  EditDocumentRoute,
  GenerateDocumentRoute,
} from './features/document-editor/document-editor-routes.tsx';
import { CsvImportDialog } from './features/csv-import/csv-import-dialog.tsx';
import { TransitSearchDialog } from './features/documents/transit-search-dialog.tsx';
import { ReportDialog } from './features/report/report-dialog.tsx';
import { DriversPage } from './features/drivers/drivers-page.tsx';
import { NotificationsPage } from './features/notifications/notifications-page.tsx';
import { ProfileSettingsRoute } from './features/profile/profile-settings-route.tsx';
import { shareDialogRoutes } from './features/share-dialogs/share-dialog-routes.tsx';
import { shareLinkRoutes } from './features/share-link/share-link-routes.tsx';
import { signingRoutes } from './features/signing/signing-routes.tsx';
import { transitPageRoutes } from './features/transit-page/transit-page-routes.tsx';
import { VerifyPage } from './features/verify/verify-page.tsx';
import {
  AddTransitDialog,
  EditTransitDialog,
} from './features/transit-form/transit-form-routes.tsx';

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
