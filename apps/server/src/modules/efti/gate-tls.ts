import { readFile } from 'node:fs/promises';
import https from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { TLSSocket } from 'node:tls';
import type { FastifyInstance } from 'fastify';

/**
 * The SHA-256 fingerprint of the client certificate a request came with, when it came through
 * the gates' TLS listener and the certificate chains to its CA (the listener refuses any other
 * handshake); undefined on the plain listener (docs/decisions/0135-efti-gate-authentication.md).
 */
export function verifiedClientCertificate(socket: Socket): string | undefined {
  if (!(socket instanceof TLSSocket) || !socket.authorized) return undefined;
  const certificate = socket.getPeerCertificate();
  return certificate.fingerprint256 || undefined;
}

export type GateTlsSettings = {
  port: number;
  host: string;
  certFile: string;
  keyFile: string;
  /** the CA the gates' client certificates must chain to */
  caFile: string;
};

export type GateTlsListener = {
  port: number;
  /** Reads the certificate, key and CA files again (SIGHUP): new handshakes use them. */
  reload(): Promise<void>;
  close(): Promise<void>;
};

async function secureContext(settings: GateTlsSettings) {
  const [cert, key, ca] = await Promise.all([
    readFile(settings.certFile),
    readFile(settings.keyFile),
    readFile(settings.caFile),
  ]);
  return { cert, key, ca };
}

/**
 * A second listener, for gates that authenticate with a client certificate: TLS that asks for
 * one and completes only the handshakes whose certificate chains to the gates' CA, then the same
 * routes as the plain listener (the app's router). Kept apart from the public listener, which
 * usually sits behind a proxy that ends TLS and so never sees a client certificate
 * (docs/decisions/0135-efti-gate-authentication.md).
 */
export async function startGateTlsListener(
  app: FastifyInstance,
  settings: GateTlsSettings,
): Promise<GateTlsListener> {
  const server = https.createServer(
    { ...(await secureContext(settings)), requestCert: true, rejectUnauthorized: true },
    (request, response) => {
      app.routing(request, response);
    },
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => {
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    async reload() {
      server.setSecureContext(await secureContext(settings));
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
