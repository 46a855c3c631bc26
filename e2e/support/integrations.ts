import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page } from '@playwright/test';
import { createTransitDocsClient, type TransitDocsClient } from '@transitdocs/client';
import { answered } from './api.ts';

/** One POST the receiver got: what an integrator's system would see. */
export type Received = { signature: string; body: string };

/** An integrator's webhook endpoint on 127.0.0.1: answers 200 and keeps what it got. */
export async function startReceiver(): Promise<{
  url: string;
  received: Received[];
  server: Server;
}> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      const signature = request.headers['x-transitdocs-signature'];
      received.push({ signature: typeof signature === 'string' ? signature : '', body });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/transitdocs`, received, server };
}

/** The typed API client (from the API document) acting with the company API key `key`. */
export function keyClient(baseUrl: string, key: string): TransitDocsClient {
  return createTransitDocsClient({ baseUrl, apiKey: key });
}

export async function createTransitWithKey(baseUrl: string, key: string): Promise<number> {
  const api = keyClient(baseUrl, key);
  const found = answered(
    await api.GET('/company/api/v1/client/all_clients/', {
      params: { query: { search: 'Hurtownia' } },
    }),
    'contractor',
  );
  const client = found.results[0]?.id;
  expect(client, 'the demo clients are seeded').toBeTruthy();
  const place = {
    address: 'ul. Portowa 2',
    zip_code: '80-001',
    town: 'Gdańsk',
    country: 'PL',
    latitude: 54.352,
    longitude: 18.6466,
  };
  const transit = answered(
    await api.POST('/company/api/v1/all-transit/', {
      body: {
        loading_date: new Date().toISOString().slice(0, 10),
        sender_client: client,
        sender_location: [place],
        receivers: [
          {
            client,
            cargo: [{ name: 'Palety EUR', quantity: 4 }],
            destiny_places: [{ ...place, town: 'Poznań', zip_code: '60-001' }],
          },
        ],
      },
    }),
    'transit',
  );
  return transit.id;
}

export async function openProfileTab(page: Page, tab: string): Promise<void> {
  await page.goto(`/profileManagement?tab=${tab}`);
  await expect(page.getByRole('tabpanel')).toBeVisible();
}
