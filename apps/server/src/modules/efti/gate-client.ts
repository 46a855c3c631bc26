import { readFile } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import type { GateDefinition } from '../../efti-gates.ts';

/**
 * One request to a gate with the authentication its definition names: a bearer token, an
 * `X-Api-Key`, HTTP Basic, or our client certificate (mutual TLS, with the gate's CA). The
 * certificate files are read for each request, so replacing them rotates the certificate
 * without a restart (docs/decisions/0135-efti-gate-authentication.md).
 */
export type GateCall = {
  method: 'PUT' | 'POST';
  path: string;
  body: string;
  headers: Record<string, string>;
};

export type GateAnswer = { status: number; text: string };

function authHeaders(send: GateDefinition['send']): Record<string, string> {
  switch (send.type) {
    case 'bearer':
      return { authorization: `Bearer ${send.token}` };
    case 'api_key':
      return { 'x-api-key': send.key };
    case 'basic':
      return {
        authorization: `Basic ${Buffer.from(`${send.username}:${send.password}`).toString('base64')}`,
      };
    case 'mtls':
    case 'none':
      return {};
  }
}

async function tlsOptions(send: GateDefinition['send']): Promise<https.RequestOptions> {
  if (send.type !== 'mtls') return {};
  const [cert, key, ca] = await Promise.all([
    readFile(send.certFile),
    readFile(send.keyFile),
    send.caFile ? readFile(send.caFile) : Promise.resolve(undefined),
  ]);
  return ca ? { cert, key, ca } : { cert, key };
}

/** Answers the gate's status and body (its first 64 KiB); throws on a network failure. */
export async function callGate(
  gate: GateDefinition,
  call: GateCall,
  signal: AbortSignal,
): Promise<GateAnswer> {
  const url = new URL(`${gate.url ?? ''}${call.path}`);
  const body = Buffer.from(call.body, 'utf8');
  const options: https.RequestOptions = {
    method: call.method,
    signal,
    headers: {
      ...call.headers,
      ...authHeaders(gate.send),
      'content-length': String(body.length),
    },
    ...(await tlsOptions(gate.send)),
  };
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise<GateAnswer>((resolve, reject) => {
    const request = transport.request(url, options, (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        if (size < 65_536) chunks.push(chunk);
        size += chunk.length;
      });
      response.on('end', () => {
        resolve({
          status: response.statusCode ?? 0,
          text: Buffer.concat(chunks).toString('utf8').slice(0, 65_536),
        });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}
