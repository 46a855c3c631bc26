import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPRESS_INLINE_MAX_BYTES,
  COMPRESS_MIN_BYTES,
  chooseEncoding,
  compressJsonResponses,
} from './compressed-json.ts';

const rows = Array.from({ length: 200 }, (_, index) => ({
  id: index,
  town: 'Łódź',
  address: `ul. Piotrkowska ${index}`,
}));
const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4 * COMPRESS_MIN_BYTES, 7)]);

describe('JSON answers compressed for clients that accept it', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    compressJsonResponses(app);
    app.get('/rows', () => ({ results: rows }));
    app.get('/bytes', (_request, reply) =>
      reply.type('application/json; charset=utf-8').send(Buffer.from(JSON.stringify(rows))),
    );
    app.get('/small', () => ({ ok: true }));
    app.get('/large', () => ({ results: Array.from({ length: 20 }, () => rows) }));
    app.get('/problem', (_request, reply) =>
      reply.code(400).type('application/problem+json').send(JSON.stringify({ rows })),
    );
    app.get('/pdf', (_request, reply) => reply.type('application/pdf').send(pdf));
    app.get('/encoded', (_request, reply) =>
      reply
        .type('application/json')
        .header('content-encoding', 'identity')
        .send(JSON.stringify(rows)),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers brotli when accepted, the same JSON once decoded, and says it varies', async () => {
    const response = await app.inject({
      url: '/rows',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    const body = brotliDecompressSync(response.rawPayload);
    expect(JSON.parse(body.toString('utf8'))).toEqual({ results: rows });
    expect(response.rawPayload.length).toBeLessThan(body.length / 4);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  });

  it('answers gzip to a client without brotli, also for a body sent as bytes', async () => {
    const response = await app.inject({ url: '/bytes', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString('utf8'))).toEqual(rows);
  });

  it('compresses a body past the inline limit off the event loop, both encodings', async () => {
    const expected = { results: Array.from({ length: 20 }, () => rows) };
    const br = await app.inject({ url: '/large', headers: { 'accept-encoding': 'br' } });
    const raw = brotliDecompressSync(br.rawPayload);
    expect(raw.length).toBeGreaterThan(COMPRESS_INLINE_MAX_BYTES);
    expect(JSON.parse(raw.toString('utf8'))).toEqual(expected);
    const gz = await app.inject({ url: '/large', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(expected);
  });

  it('leaves the body as it is without Accept-Encoding, still saying it varies', async () => {
    const response = await app.inject({ url: '/rows' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.json()).toEqual({ results: rows });
  });

  it('honours weights: q=0 refuses an encoding', async () => {
    const response = await app.inject({
      url: '/rows',
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0.5' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });

  it('compresses error answers too (application/problem+json)', async () => {
    const response = await app.inject({ url: '/problem', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString('utf8'))).toEqual({
      rows,
    });
  });

  it('leaves small bodies, files and bodies already encoded as they are', async () => {
    const headers = { 'accept-encoding': 'br, gzip' };
    const small = await app.inject({ url: '/small', headers });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    const file = await app.inject({ url: '/pdf', headers });
    expect(file.headers['content-encoding']).toBeUndefined();
    expect(file.rawPayload.equals(pdf)).toBe(true);
    const encoded = await app.inject({ url: '/encoded', headers });
    expect(encoded.headers['content-encoding']).toBe('identity');
    expect(encoded.json()).toEqual(rows);
  });
});
