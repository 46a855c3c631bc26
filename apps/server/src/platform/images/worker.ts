/**
 * An image pool thread (pool.ts): re-encodes one picture at a time with the pure-JS codec, so the
 * seconds a large picture costs are spent beside the event loop.
 */
import { parentPort } from 'node:worker_threads';
import { ImageError, reencodeAsPng } from './index.ts';
import type { ImageAnswer, ImageQuestion } from './pool.ts';

const port = parentPort;
if (!port) throw new Error('the image worker runs in a worker thread');

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

port.on('message', (question: ImageQuestion) => {
  const { id, bytes, maxSide } = question;
  let answer: ImageAnswer;
  try {
    const image = reencodeAsPng(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      maxSide,
    );
    const png = owned(image.png);
    answer = { id, png, width: image.width, height: image.height, inked: image.inked };
    port.postMessage(answer, [png.buffer]);
    return;
  } catch (error) {
    answer =
      error instanceof ImageError
        ? { id, key: error.key }
        : { id, failure: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer);
});

const ready: ImageAnswer = { ready: true };
port.postMessage(ready);
