import type { DocumentResponse, SignReceiver, SignVerificationResponse } from '@transitdocs/domain';
import type { RouteObject } from 'react-router';
import type { Answers } from '../../test-support/index.ts';
import { GENERATED_CMR } from '../document-editor/test-documents.ts';
import { buildDocument, signature } from '../documents-modal/test-documents.ts';
import { buildTransit } from '../transit-page/test-transit.ts';
import { signingRoutes } from './signing-routes.tsx';

export const DOCUMENTS = 'GET /company/api/v1/document/42/';
export const TRANSIT = 'GET /company/api/v1/all-transit/42/';
export const RECEIVERS = 'GET /company/api/v1/all-transit/42/receivers';
export const COMPANY = 'GET /company/api/v1/company';
export const SIGN = 'POST /company/api/v1/sign-document-signature/';
export const PIN = 'POST /company/api/v1/sign-verification/pin/';
export const SMS = 'POST /company/api/v1/sign-verification/sms/';
export const SMS_CONFIRM = 'POST /company/api/v1/sign-verification/sms/confirm/';

/** The CMR of transit 42 with the generated data, for two receivers, the sender signed. */
export function cmrDocument(overrides: Partial<DocumentResponse> = {}): DocumentResponse {
  return buildDocument({
    id: 10,
    name: 'CMR 2026/000042',
    document_data: GENERATED_CMR,
    signed_by: [
      {
        ...signature('sender'),
        signature_data: { sign_fullname: 'Piotr Nadawca', sign_method: 'on screen' },
      },
    ],
    ...overrides,
  });
}

export const RECEIVER_LIST: SignReceiver[] = [
  { id: 201, name: 'Odbiorca Pierwszy S.A.', signed_documents: [10], sub_document: null },
  { id: 202, name: 'Odbiorca Drugi Sp. z o.o.', signed_documents: [], sub_document: null },
];

export const PASSED = (method: 'pin' | 'sms'): SignVerificationResponse => ({
  verification: `ver-${method}-1`,
  expires_at: '2026-11-21T10:10:00Z',
  method,
  passed: true,
});

/** The server of a signing screen: the documents, the open transit, its company and receivers. */
export function signingAnswers(documents: DocumentResponse[], extra: Answers = {}): Answers {
  return {
    [DOCUMENTS]: { status: 200, body: documents },
    [TRANSIT]: { status: 200, body: buildTransit() },
    [RECEIVERS]: { status: 200, body: RECEIVER_LIST },
    [COMPANY]: {
      status: 200,
      body: {
        results: [
          {
            name: 'Trans-Pol Sp. z o.o.',
            country: 'PL',
            vies: 'PL5250001009',
            town: 'Warszawa',
            zip_code: '00-001',
            address: 'ul. Prosta 1',
          },
        ],
      },
    },
    ...extra,
  };
}

/** The signing routes with stand-ins for the screens they lead to. */
export const SIGNING_TEST_ROUTES: RouteObject[] = [
  ...signingRoutes,
  { path: '/documents/:id/:documentId/preview', element: <p>document preview</p> },
  { path: '/documents/:id/documents', element: <p>documents modal</p> },
];
