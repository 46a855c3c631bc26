import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { clientsRoute } from '../features/clients/client-routes.tsx';
import { documentsModalRoutes } from '../features/documents-modal/documents-modal-routes.tsx';
import { INSPECTION_PATH } from '../features/inspection/inspection-paths.ts';
import { shareDialogRoutes } from '../features/share-dialogs/share-dialog-routes.tsx';
import { signingRoutes } from '../features/signing/signing-routes.tsx';
import { transitPageRoutes } from '../features/transit-page/transit-page-routes.tsx';
import { AppShell } from './app-shell.tsx';
import { RequireRole } from './guards.tsx';
import { lazyScreen } from './lazy-screen.ts';

// The signed-in part of the route table is itself loaded with the signed-in frame: the login and
// share-link screens do not carry the table of screens they cannot open (about 8 KB gzipped).
const DocumentsBackdrop = lazyScreen(
  async () => (await import('../features/documents/documents-backdrop.tsx')).DocumentsBackdrop,
);
const TransitSearchDialog = lazyScreen(
  async () => (await import('../features/documents/transit-search-dialog.tsx')).TransitSearchDialog,
  ['documents', 'lists', 'dates', 'errors'],
);
const GenerateDocumentRoute = lazyScreen(
  async () =>
    (await import('../features/document-editor/document-editor-routes.tsx')).GenerateDocumentRoute,
  ['document_editor', 'lists', 'dates', 'errors'],
);
const EditDocumentRoute = lazyScreen(
  async () =>
    (await import('../features/document-editor/document-editor-routes.tsx')).EditDocumentRoute,
  ['document_editor', 'lists', 'dates', 'errors'],
);
const EcmrImportDialog = lazyScreen(
  async () => (await import('../features/ecmr-import/ecmr-import-dialog.tsx')).EcmrImportDialog,
  ['documents', 'errors'],
);
const CsvImportDialog = lazyScreen(
  async () => (await import('../features/csv-import/csv-import-dialog.tsx')).CsvImportDialog,
  ['csv_import', 'dates', 'errors'],
);
const ReportDialog = lazyScreen(
  async () => (await import('../features/report/report-dialog.tsx')).ReportDialog,
  ['report', 'dates', 'errors'],
);
const AddTransitDialog = lazyScreen(
  async () => (await import('../features/transit-form/transit-form-routes.tsx')).AddTransitDialog,
  ['transit_form', 'lists', 'dates', 'errors'],
);
const EditTransitDialog = lazyScreen(
  async () => (await import('../features/transit-form/transit-form-routes.tsx')).EditTransitDialog,
  ['transit_form', 'lists', 'dates', 'errors'],
);
const ProfileSettingsRoute = lazyScreen(
  async () => (await import('../features/profile/profile-settings-route.tsx')).ProfileSettingsRoute,
  ['profile', 'notifications', 'dates', 'errors'],
);
const ProfileManagementDialog = lazyScreen(
  async () =>
    (await import('../features/accounts/profile-management-dialog.tsx')).ProfileManagementDialog,
  ['accounts', 'lists', 'dates', 'errors'],
);
const AddAccountDialog = lazyScreen(
  async () => (await import('../features/accounts/add-account-dialog.tsx')).AddAccountDialog,
  ['accounts', 'lists', 'dates', 'errors'],
);
const AccountPreviewDialog = lazyScreen(
  async () =>
    (await import('../features/accounts/account-preview-dialog.tsx')).AccountPreviewDialog,
  ['accounts', 'dates', 'errors'],
);
const AccountEditDialog = lazyScreen(
  async () => (await import('../features/accounts/account-edit-dialog.tsx')).AccountEditDialog,
  ['accounts', 'lists', 'dates', 'errors'],
);
const CarsPage = lazyScreen(
  async () => (await import('../features/cars/cars-page.tsx')).CarsPage,
  ['fleet', 'lists', 'dates', 'errors'],
);
const DriversPage = lazyScreen(
  async () => (await import('../features/drivers/drivers-page.tsx')).DriversPage,
  ['fleet', 'lists', 'dates', 'errors'],
);
// Full screen outside the frame, as it is read at the roadside
// (docs/decisions/0060-roadside-inspection-view.md); its texts in the other languages load in
// the view.
const InspectionPage = lazyScreen(
  async () => (await import('../features/inspection/inspection-page.tsx')).InspectionPage,
  ['efti_inspection', 'common'],
);
const NotificationsPage = lazyScreen(
  async () => (await import('../features/notifications/notifications-page.tsx')).NotificationsPage,
  ['notifications', 'profile', 'lists', 'dates', 'errors'],
);

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
      { path: '/documents/importEcmr', element: <EcmrImportDialog /> },
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

/** The signed-in frame and its screens; any other address goes to the documents. */
const signedInRoutes: RouteObject[] = [
  { element: <AppShell />, children: protectedRoutes },
  // The roadside inspection view: the whole screen for the inspector, no top bar.
  { path: INSPECTION_PATH, element: <InspectionPage /> },
  { path: '*', element: <Navigate to="/documents" replace /> },
];

/** Rendered under the `*` route of routes.tsx, once the session is there. */
export function SignedInScreens() {
  return useRoutes(signedInRoutes);
}
