import {
  buildConsignmentModel,
  inspectionElements,
  type EftiInspectionResponse,
} from '@transitdocs/domain';
import { vi } from 'vitest';
import { completeEftiInput } from '../../../../../packages/domain/src/efti/test-consignment.ts';

/** An inspection answer as the server gives it for the domain's complete test consignment. */
export function buildInspection(
  overrides: Partial<EftiInspectionResponse> = {},
): EftiInspectionResponse {
  return {
    transit: { id: 7, transit_number: '2026/000007' },
    efti: { dataset_id: 'b1c2d3e4-0000-4000-8000-000000000007', status: 'active', missing: [] },
    uil: {
      gate_id: 'PL',
      platform_id: 'transitdocs',
      dataset_id: 'b1c2d3e4-0000-4000-8000-000000000007',
    },
    elements: inspectionElements(buildConsignmentModel(completeEftiInput())),
    cmr: {
      document_id: 501,
      name: 'CMR 2026/000007',
      verify_id: 'AbCdEfGhIjKlMnOpQrStUvWxYz012345',
      pdf_url: '/company/api/v1/document/id/501/pdf',
      verification: {
        document: { name: 'CMR 2026/000007', type: 4, code: 'CMR', transit_number: '2026/000007' },
        signatures: [
          {
            signed_by_type: 'sender',
            signer_name: 'Piotr Nadawca',
            company_name: 'Zażółć Sp. z o.o.',
            signed_at: '2026-11-23T07:40:00.000Z',
            sign_method: 'pin',
            content_sha256: 'a'.repeat(64),
            chain_sha256: 'b'.repeat(64),
            chain_valid: true,
          },
        ],
        chain_valid: true,
      },
    },
    read_at: '2026-11-26T08:00:00.000Z',
    ...overrides,
  };
}

type Stored = { body: ArrayBuffer; init: ResponseInit };

/** Cache Storage in memory, as much of it as the view uses; stubbed as `caches`. */
export function fakeCacheStorage(): Map<string, Map<string, Stored>> {
  const stores = new Map<string, Map<string, Stored>>();
  const keyOf = (request: RequestInfo | URL) =>
    typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;
  const cacheOf = (name: string) => {
    let store = stores.get(name);
    if (!store) {
      store = new Map();
      stores.set(name, store);
    }
    return {
      put: async (request: RequestInfo | URL, response: Response) => {
        const headers: Record<string, string> = {};
        response.headers.forEach((value, key) => {
          headers[key] = value;
        });
        store.set(keyOf(request), {
          body: await response.arrayBuffer(),
          init: { status: response.status, headers },
        });
      },
      match: (request: RequestInfo | URL) => {
        const stored = store.get(keyOf(request));
        return Promise.resolve(
          stored ? new Response(stored.body.slice(0), stored.init) : undefined,
        );
      },
    };
  };
  vi.stubGlobal('caches', {
    open: (name: string) => Promise.resolve(cacheOf(name)),
    delete: (name: string) => Promise.resolve(stores.delete(name)),
    keys: () => Promise.resolve([...stores.keys()]),
  });
  return stores;
}
