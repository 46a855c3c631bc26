import type { Client } from '@transitdocs/domain';
import { page, type Answers } from '../../test-support/fake-server.ts';

/** A contractor as GET client/ answers it. */
export const CLIENT: Client = {
  id: 5,
  name: 'Spedition Müller GmbH',
  address: 'Hauptstraße 10',
  zip_code: '10115',
  town: 'Berlin',
  country: 'DE',
  nip: '123456789',
  vies: 'DE123456789',
  phone: '+4930123456',
  vat_group: '',
  pesel: '',
  email: '',
  is_online: true,
  gt_id: 12,
  last_auto_send: null,
};

/** What the clients list asks for when it opens. */
export const LIST_LOADS: Answers = {
  'GET /company/api/v1/client/?page=1': { status: 200, body: page([CLIENT]) },
  'GET /company/api/v1/pending-request-count/': { status: 200, body: { request_count: 2 } },
};
