import type { RouteObject } from 'react-router';
import { DriverSignRoute } from './driver-sign-route.tsx';
import { PinVerificationRoute } from './pin-verification-route.tsx';
import { SignDocumentRoute } from './sign-document-route.tsx';
import { SmsVerificationRoute } from './sms-verification-route.tsx';
import { VerifyChooserRoute } from './verify-chooser-route.tsx';

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
