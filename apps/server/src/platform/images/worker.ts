/**
 * An image pool thread (pool.ts): re-encodes one picture at a time with the pure-JS codec, so the
 * seconds a large picture costs are spent beside the event loop.
 */
import { serveJobs } from '../workers/serve.ts';
import { ImageError, reencodeAsPng } from './index.ts';
import type { ImageAnswer, ImageQuestion } from './pool.ts';

/** The bytes in an ArrayBuffer of their own (copied if they share one), so it can be moved. */
function owned(bytes: Buffer): Uint8Array<ArrayBuffer> {
  const { buffer } = bytes;
  if (
    buffer instanceof ArrayBuffer &&
    bytes.byteOffset === 0 &&
    bytes.byteLength === buffer.byteLength
  ) {
    return new Uint8Array(buffer);
  }
  return new Uint8Array(bytes);
}

serveJobs<ImageQuestion, ImageAnswer>(({ bytes, maxSide }) => {
  try {
    const image = reencodeAsPng(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      maxSide,
    );
    const png = owned(image.png);
    return {
      answer: { png, width: image.width, height: image.height, inked: image.inked },
      transfer: [png.buffer],
    };
  } catch (error) {
    // A refusal is an answer; anything else fails the job as an error.
    if (error instanceof ImageError) return { answer: { key: error.key } };
    throw error;
  }
});
