import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers one NIP or VIES number. */
export type FakeAnswer =
  | { kind: 'json'; status: number; body: unknown }
  /** accepts the request and never answers */
  | { kind: 'hang' };

export type FakeLookupServer = {
  url: string;
  /** requests seen, as paths with query */
  requests: string[];
  /** answers by NIP (`/api/search/nip/{nip}`) or VIES `{CC}{number}` (`/ms/{CC}/vat/{number}`) */
  answers: Map<string, FakeAnswer>;
  close(): Promise<void>;
};

/** The white-list answer for a NIP. */
export function mfSubject(nip: string, name: string, workingAddress: string): FakeAnswer {
  return {
    kind: 'json',
    status: 200,
    body: {
      result: {
        subject: {
          name,
          nip,
          statusVat: 'Czynny',
          regon: '012345678',
          workingAddress,
          residenceAddress: null,
        },
        requestId: 'abc-123',
        requestDateTime: '21-11-2026 10:00:00',
      },
    },
  };
}

export function viesValid(
  countryCode: string,
  number: string,
  name: string,
  address: string,
): FakeAnswer {
  return {
    kind: 'json',
    status: 200,
    body: {
      isValid: true,
      requestDate: '2026-11-21T10:00:00.000Z',
      userError: 'VALID',
      name,
      address,
      requestIdentifier: '',
      originalVatNumber: number,
      vatNumber: number,
      viesApproximate: { name: '---', street: '---', postalCode: '---', city: '---' },
      countryCode,
    },
  };
}

/**
 * One local HTTP server answering in the shapes of the Ministry of Finance white list and the
 * EU VIES REST service. Unknown NIPs answer `subject: null`, unknown VIES numbers `isValid: false`.
 */
export async function startFakeLookups(): Promise<FakeLookupServer> {
  const requests: string[] = [];
  const answers = new Map<string, FakeAnswer>();
  const server = http.createServer((req, res) => {
    const url = req.url ?? '';
    requests.push(url);
    const path = url.split('?')[0] ?? '';
    const nip = /^\/api\/search\/nip\/([^/]+)$/.exec(path)?.[1];
    const vies = /^\/ms\/([A-Z]{2})\/vat\/([^/]+)$/.exec(path);
    const key = nip ?? (vies ? `${vies[1]}${vies[2]}` : undefined);
    const answer = key ? answers.get(key) : undefined;
    if (answer?.kind === 'hang') return;
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (answer) {
      send(answer.status, answer.body);
      return;
    }
    if (nip) {
      send(200, {
        result: { subject: null, requestId: 'x', requestDateTime: '21-11-2026 10:00:00' },
      });
      return;
    }
    if (vies) {
      send(200, {
        isValid: false,
        requestDate: '2026-11-21T10:00:00.000Z',
        userError: 'INVALID',
        name: '---',
        address: '---',
      });
      return;
    }
    send(404, { message: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answers,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** A base URL where nothing listens (a port that was just freed). */
export async function downUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) =>
    server.close(() => {
      resolve();
    }),
  );
  return `http://127.0.0.1:${port}`;
}
