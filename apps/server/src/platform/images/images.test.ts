import Fastify from 'fastify';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { ImageError } from './index.ts';
import { reencodePhotos } from './photos.ts';
import { createImagePool, ImagesBusyError } from './pool.ts';
import { readImageSize } from './size.ts';

const silent = Fastify({ logger: false }).log;

function png(width: number, height: number): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(90);
  return PNG.sync.write(image);
}

/**
 * A noisy 9 MP picture: it takes far longer than 150 ms to decode, scale and re-encode (about
 * 40 ms a megapixel to decode alone); 1.4 MP was done in time on a quiet machine.
 */
function noisePng(): Buffer {
  const noise = new PNG({ width: 3000, height: 3000 });
  for (let i = 0; i < noise.data.length; i++) noise.data[i] = (i * 7919) % 251;
  return PNG.sync.write(noise);
}

function jpegOf(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4, 120);
  return Buffer.from(jpeg.encode({ width, height, data }, 80).data);
}

describe('readImageSize', () => {
  it('reads PNG and JPEG sizes from their headers', () => {
    expect(readImageSize(png(31, 17))).toEqual({ width: 31, height: 17 });
    expect(readImageSize(jpegOf(40, 24))).toEqual({ width: 40, height: 24 });
  });

  it('gives null for what is no picture or a cut header', () => {
    expect(readImageSize(Buffer.from('hello, world: not a picture'))).toBeNull();
    expect(readImageSize(png(5, 5).subarray(0, 20))).toBeNull();
    const cut = jpegOf(40, 24);
    const sof = cut.indexOf(Buffer.from([0xff, 0xc0]));
    expect(sof).toBeGreaterThan(0);
    expect(readImageSize(cut.subarray(0, sof + 4))).toBeNull();
  });
});

describe('image pool', () => {
  const pool = createImagePool({ threads: 1, log: silent });
  afterAll(async () => {
    await pool.close();
  });

  it('re-encodes in a worker thread and maps refusals to ImageError', async () => {
    // A buffer of its own (zlib may hand back a slice of a shared one, which is copied instead).
    const encoded = png(1800, 600);
    const owned = Buffer.alloc(encoded.length);
    encoded.copy(owned);
    const image = await pool.reencodeAsPng(owned, 900);
    expect([image.width, image.height, image.inked]).toEqual([900, 300, true]);
    expect(readImageSize(image.png)).toEqual({ width: 900, height: 300 });
    // The bytes were moved to the thread, not copied.
    expect(owned.byteLength).toBe(0);
    const refused = await pool.reencodeAsPng(Buffer.from('not a picture at all'), 900).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ImageError);
    expect((refused as ImageError).key).toBe('not_an_image');
  });

  it('refuses a batch when the queue holds its pixel bound, and takes it when empty', async () => {
    const small = createImagePool({
      threads: 1,
      log: silent,
      maxQueuedPixels: 1_000_000,
    });
    try {
      // An empty queue takes a batch past the bound (it would never be taken otherwise)...
      const first = small.reencodeEach([png(1000, 800), png(1000, 800)], 100);
      // ...and, while it is queued, nothing more.
      expect(() => small.reencodeEach([png(10, 10)], 100)).toThrow(ImagesBusyError);
      expect((await Promise.all(first)).map((image) => image.width)).toEqual([100, 100]);
      const [later] = small.reencodeEach([png(10, 10)], 100);
      expect((await later)?.width).toBe(10);
    } finally {
      await small.close();
    }
  });

  it('refuses a picture that holds its thread too long, ends that thread and goes on', async () => {
    const strict = createImagePool({ threads: 1, log: silent, jobTimeoutMs: 150 });
    try {
      const refused = await strict.reencodeAsPng(noisePng(), 1200).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(ImageError);
      expect((refused as ImageError).key).toBe('image_too_complex');
      // A new thread takes the next picture (its time counts once it has loaded).
      const next = await strict.reencodeAsPng(png(40, 20), 100);
      expect([next.width, next.height]).toEqual([40, 20]);
    } finally {
      await strict.close();
    }
  });

  it("answers the request's photo past the time limit with a field error of its own", async () => {
    const strict = createImagePool({ threads: 1, log: silent, jobTimeoutMs: 150 });
    try {
      const refused = await reencodePhotos(strict, [
        { bytes: png(30, 30) },
        { bytes: noisePng() },
      ]).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(AppError);
      expect((refused as AppError).status).toBe(400);
      expect((refused as AppError).body).toEqual({ files: { 1: ['image_too_complex'] } });
    } finally {
      await strict.close();
    }
  });
});
