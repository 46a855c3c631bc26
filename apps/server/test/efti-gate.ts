import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import {
  matchesQuery,
  parseSaveIdentifiersRequest,
  type IdentifierConsignment,
  type IdentifierQuery,
} from './efti-identifier-query.ts';
import { eftiPlatformSchemaPath } from './efti-schemas.ts';
import { validateXml } from './pdf-tools.ts';

/** One request the test gate received, and what it answered. */
export type GateRequest = {
  method: string;
  path: string;
  datasetId: string | null;
  contentType: string;
  body: string;
  /** `X-Efti-Platform-Id` the platform sent */
  platformId: string;
  /** Date.now() when it arrived */
  at: number;
  headers: http.IncomingHttpHeaders;
  /** null when valid against edelivery/platform.xsd, else xmllint's complaint */
  invalid: string | null;
  status: number;
};

export type TestGate = {
  url: string;
  port: number;
  requests: GateRequest[];
  /** Answer 503 to the next `count` requests (after validating them). */
  failNext(count: number): void;
  /** Answer 503 to the next `count` requests for data set `datasetId` (after validating them). */
  failFor(datasetId: string, count: number): void;
  /**
   * The data sets whose newest accepted identifiers answer an identifier query, applying the
   * matching of the reference implementation's test cases (efti-identifier-query.ts).
   */
  findByIdentifier(query: IdentifierQuery): string[];
  /** Resolves once `count` requests were answered 200 (or rejects after `timeoutMs`). */
  waitForAccepted(count: number, timeoutMs?: number): Promise<GateRequest[]>;
  close(): Promise<void>;
};

/** Where each family's gate takes identifiers. */
const UPLOAD = {
  reference: { method: 'PUT', path: /^\/v0\/consignments\/([^/?]+)$/ },
  national: { method: 'POST', path: /^\/platforms\/v1\/consignments\/([^/?]+)$/ },
} as const;

export type TestGateOptions = {
  port?: number;
  family?: keyof typeof UPLOAD;
  /** Whether the request carries the credential the gate expects; refused ones answer 401. */
  authorize?: (request: http.IncomingMessage) => boolean;
  /** Serve HTTPS asking for a client certificate that chains to `ca`. */
  tls?: { cert: string; key: string; ca: string };
};

/**
 * A small eFTI gate for the tests, on 127.0.0.1 (a given port, or any free one): it takes the
 * identifiers in its family's shape (reference: `PUT /v0/consignments/{datasetId}`,
 * gate-api-for-platform.yaml; national: `POST /platforms/v1/consignments/{datasetId}`),
 * validates each body with xmllint against the copied platform.xsd and checks that the payload
 * names the data set of the path; an invalid body answers 400, a missing credential 401. Every
 * request is recorded.
 */
export async function startTestGate(options: TestGateOptions = {}): Promise<TestGate> {
  const requests: GateRequest[] = [];
  const upload = UPLOAD[options.family ?? 'reference'];
  let failures = 0;
  const failuresFor = new Map<string, number>();
  const handler = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const at = Date.now();
        const body = Buffer.concat(chunks).toString('utf8');
        const match = upload.path.exec(req.url ?? '');
        const datasetId = match?.[1] ? decodeURIComponent(match[1]) : null;
        let invalid: string | null = null;
        const authorized = options.authorize?.(req) ?? true;
        if (req.method !== upload.method || datasetId === null) {
          invalid = `not ${upload.method} ${upload.path.source}`;
        } else if (!(req.headers['content-type'] ?? '').startsWith('application/xml')) {
          invalid = 'not application/xml';
        } else {
          try {
            await validateXml(body, eftiPlatformSchemaPath());
            if (!body.includes(`datasetId="${datasetId}"`)) invalid = 'datasetId differs from path';
          } catch (error) {
            invalid = error instanceof Error ? error.message : String(error);
          }
        }
        let status = invalid === null ? 200 : 400;
        if (!authorized) status = 401;
        if (status === 200 && failures > 0) {
          failures -= 1;
          status = 503;
        }
        const owed = datasetId === null ? 0 : (failuresFor.get(datasetId) ?? 0);
        if (status === 200 && datasetId !== null && owed > 0) {
          failuresFor.set(datasetId, owed - 1);
          status = 503;
        }
        const platform = req.headers['x-efti-platform-id'];
        requests.push({
          platformId: typeof platform === 'string' ? platform : '',
          at,
          headers: req.headers,
          method: req.method ?? '',
          path: req.url ?? '',
          datasetId,
          contentType: req.headers['content-type'] ?? '',
          body,
          invalid,
          status,
        });
        res.writeHead(status, { 'content-type': 'application/xml' });
        res.end(status === 200 ? '<saveIdentifiersResponse/>' : '');
      })();
    });
  };
  const server = options.tls
    ? https.createServer({ ...options.tls, requestCert: true, rejectUnauthorized: true }, handler)
    : http.createServer(handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const accepted = () => requests.filter((r) => r.status === 200);
  return {
    url: `${options.tls ? 'https' : 'http'}://127.0.0.1:${String(port)}`,
    port,
    requests,
    failNext(count) {
      failures = count;
    },
    failFor(datasetId, count) {
      failuresFor.set(datasetId, count);
    },
    findByIdentifier(query) {
      const newest = new Map<string, IdentifierConsignment>();
      for (const request of accepted()) {
        const parsed = parseSaveIdentifiersRequest(request.body);
        if (parsed) newest.set(parsed.datasetId, parsed.consignment);
      }
      return [...newest]
        .filter(([, consignment]) => matchesQuery(consignment, query))
        .map(([datasetId]) => datasetId)
        .sort();
    },
    async waitForAccepted(count, timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      while (accepted().length < count) {
        if (Date.now() > until) {
          throw new Error(
            `the gate accepted ${String(accepted().length)} of ${String(count)}: ${JSON.stringify(requests.map((r) => [r.status, r.invalid]))}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return accepted();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
