import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page } from '@playwright/test';

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

/** A company API call with an API key, as an integrator's system makes it (Node's fetch). */
async function withKey(
  baseUrl: string,
  key: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseUrl}/company/api/v1${path}`, {
    method,
    headers: {
      authorization: `Api-Key ${key}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

export async function createTransitWithKey(baseUrl: string, key: string): Promise<number> {
  const found = (await withKey(baseUrl, key, 'GET', '/client/all_clients/?search=Hurtownia')) as {
    results: { id: number }[];
  };
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
  const transit = await withKey(baseUrl, key, 'POST', '/all-transit/', {
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
  });
  return transit.id as number;
}

export async function openProfileTab(page: Page, tab: string): Promise<void> {
  await page.goto(`/profileManagement?tab=${tab}`);
  await expect(page.getByRole('tabpanel')).toBeVisible();
}
