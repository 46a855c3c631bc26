import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  gzip,
  gzipSync,
  type BrotliOptions,
  type ZlibOptions,
} from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/*
 * JSON answers compressed for clients that accept it. A driver's list page is 37 KB of JSON and
 * a dispatcher's page of 70 is 261 KB; compressed they are about a tenth of that, which on a
 * phone at the loading dock is the difference between an instant list and seconds of waiting.
 * Files (PDFs, photos, CSV reports) and the web app's assets (precompressed by the build,
 * platform/spa.ts) are left as they are.
 */

/** Below this a body gains little from compression (a header or two of bytes). */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Brotli's quality 1: a list page of 10 (37 KB) to 4.3 KB in 0.06 ms, a page of 70 (262 KB) to
 * 20 KB in 0.28 ms. Quality 4 saved a further 15 % for four times the CPU; gzip 6 was slower
 * and no smaller (measured on the benchmark's data, docs/decisions/0072-compressed-json.md).
 */
const BROTLI_QUALITY = 1;
const GZIP_LEVEL = 3;

/**
 * Up to this a body is compressed at once, on the event loop (about 0.1 ms); above it in
 * libuv's thread pool, which costs about 0.2 ms more a body but holds up no other request.
 */
export const COMPRESS_INLINE_MAX_BYTES = 64 * 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export type JsonEncoding = 'br' | 'gzip';

/**
 * The encoding to answer with for an `Accept-Encoding` header: brotli, else gzip, each only when
 * the header names it (or `*`) with a weight above 0.
 */
export function chooseEncoding(acceptEncoding: string | undefined): JsonEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name !== '') weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (encoding: JsonEncoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

function isJson(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && /^application\/([a-z.+-]+\+)?json\b/i.test(type);
}

const GZIP_OPTIONS: ZlibOptions = { level: GZIP_LEVEL };

function brotliOptions(size: number): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

/**
 * A JSON body compressed at once, for a thread that serves no other request (the transit list's
 * reader threads build their pages compressed, transits/read.ts); on the event loop, see
 * `COMPRESS_INLINE_MAX_BYTES`.
 */
export function compressJsonSync(body: Uint8Array, encoding: JsonEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, brotliOptions(body.length))
    : gzipSync(body, GZIP_OPTIONS);
}

function compress(body: Buffer, encoding: JsonEncoding): Buffer | Promise<Buffer> {
  if (body.length <= COMPRESS_INLINE_MAX_BYTES) return compressJsonSync(body, encoding);
  return encoding === 'br' ? brotli(body, brotliOptions(body.length)) : gzipped(body, GZIP_OPTIONS);
}

export function compressJsonResponses(app: FastifyInstance): void {
  app.addHook(
    'onSend',
    async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (!isJson(reply) || reply.hasHeader('content-encoding')) return payload;
      const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
      if (body.length < COMPRESS_MIN_BYTES) return payload;
      // The same address answers differently by this header: caches keep one copy per value.
      reply.header('vary', appendVary(reply.getHeader('vary')));
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      if (!encoding) return payload;
      const compressed = await compress(body, encoding);
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      return compressed;
    },
  );
}

function appendVary(current: unknown): string {
  const values = typeof current === 'string' && current !== '' ? current.split(/\s*,\s*/) : [];
  if (values.some((value) => value === '*' || value.toLowerCase() === 'accept-encoding')) {
    return values.join(', ');
  }
  return [...values, 'Accept-Encoding'].join(', ');
}
