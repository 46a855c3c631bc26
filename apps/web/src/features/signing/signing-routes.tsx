import type { RouteObject } from 'react-router';
import { PinVerificationRoute } from './pin-verification-route.tsx';
import { SignDocumentRoute } from './sign-document-route.tsx';
import { SmsVerificationRoute } from './sms-verification-route.tsx';
import { VerifyChooserRoute } from './verify-chooser-route.tsx';

/** The sign screen and its verification routes, over the documents list (spec 2 §2). */
export const signingRoutes: RouteObject[] = [
  { path: '/documents/:id/:documentId/sign', element: <SignDocumentRoute /> },
  { path: '/documents/:id/:documentId/sign/verify', element: <VerifyChooserRoute /> },
  { path: '/documents/:id/:documentId/sign/gt', element: <PinVerificationRoute /> },
  { path: '/documents/:id/:documentId/sign/sms', element: <SmsVerificationRoute /> },
];
