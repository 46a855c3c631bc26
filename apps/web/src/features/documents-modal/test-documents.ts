import type { DocumentResponse } from '@transitdocs/domain';
import { documentAnswersOf } from '../../test-support/actions.ts';

const receiverData = (count: number) => ({
  receivers: Array.from({ length: count }, (_, index) => ({ client: { name: `R${index}` } })),
});

/**
 * A document as GET document/{transitId}/ answers it to its company's Admin; unsigned CMR of
 * transit 42 by default. `actions`, `refusals` and `signable_receivers` are the rulebook's unless
 * given.
 */
export function buildDocument(overrides: Partial<DocumentResponse> = {}): DocumentResponse {
  const document: Omit<DocumentResponse, 'actions' | 'refusals' | 'signable_receivers'> = {
    id: 1,
    name: 'CMR 2026/000042',
    type: 4,
    document_data: receiverData(1),
    remarks: [],
    document: null,
    signed_by: [],
    parent_document: null,
    sub_documents: [],
    is_main_document: false,
    parent_document_is_main_document: false,
    receiver: null,
    created_at: '2026-11-21T08:00:00Z',
    transit: 42,
    ...overrides,
  };
  const answers = documentAnswersOf(document);
  return {
    ...document,
    actions: overrides.actions ?? answers.actions,
    refusals: overrides.refusals ?? answers.refusals,
    signable_receivers: overrides.signable_receivers ?? answers.signable_receivers,
  };
}

export const signature = (type: 'sender' | 'carrier' | 'receiver' = 'sender') => ({
  signed_by_type: type,
  created_at: '2026-11-21T09:00:00Z',
  receiver_id: null,
  signature: null,
  signature_data: null,
});

/**
 * A transit's documents in the server's order: a CMR for two receivers (main, sender-signed)
 * with its two sub-documents, then an uploaded invoice.
 */
export function transitDocuments(): DocumentResponse[] {
  return [
    buildDocument({
      id: 10,
      name: 'CMR main',
      document_data: receiverData(2),
      is_main_document: true,
      sub_documents: [11, 12],
      signed_by: [signature('sender')],
    }),
    buildDocument({
      id: 11,
      name: 'CMR first receiver',
      parent_document: 10,
      parent_document_is_main_document: true,
      receiver: { id: 201, name: 'Odbiorca Pierwszy S.A.' },
    }),
    buildDocument({
      id: 12,
      name: 'CMR second receiver',
      parent_document: 10,
      parent_document_is_main_document: true,
      receiver: { id: 202, name: 'Odbiorca Drugi Sp. z o.o.' },
    }),
    buildDocument({
      id: 20,
      name: 'Faktura 7/2026',
      version: '3',
      type: 6,
      document_data: null,
      document: '/company/api/v1/document/id/20/download',
    }),
  ];
}
