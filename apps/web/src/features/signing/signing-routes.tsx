import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy-screen.ts';
import {
  loadDriverSignRoute,
  loadSignDocumentRoute,
  SIGNING_NAMESPACES as NAMESPACES,
} from './sign-screen-loaders.ts';

// The signature pad and the PDF viewer come with these screens only.
const DriverSignRoute = lazyScreen(loadDriverSignRoute, NAMESPACES);
const SignDocumentRoute = lazyScreen(loadSignDocumentRoute, NAMESPACES);
const VerifyChooserRoute = lazyScreen(
  async () => (await import('./verify-chooser-route.tsx')).VerifyChooserRoute,
  NAMESPACES,
);
const PinVerificationRoute = lazyScreen(
  async () => (await import('./pin-verification-route.tsx')).PinVerificationRoute,
  NAMESPACES,
);
const SmsVerificationRoute = lazyScreen(
  async () => (await import('./sms-verification-route.tsx')).SmsVerificationRoute,
  NAMESPACES,
);

/**
 * The sign screen and its verification routes, over the documents list (spec 2 §2), and the
 * driver's sign of a transit's main document (spec 1 §2: `/documents/{id}/sign`,
 * `/documents/sign/{id}`).
 */
export const signingRoutes: RouteObject[] = [
  { path: '/documents/:id/sign', element: <DriverSignRoute /> },
  { path: '/documents/sign/:id', element: <DriverSignRoute /> },
  { path: '/documents/:id/:documentId/sign', element: <SignDocumentRoute /> },
  { path: '/documents/:id/:documentId/sign/verify', element: <VerifyChooserRoute /> },
  { path: '/documents/:id/:documentId/sign/gt', element: <PinVerificationRoute /> },
  { path: '/documents/:id/:documentId/sign/sms', element: <SmsVerificationRoute /> },
];
