import { parentPort } from 'node:worker_threads';

/** What a pool (pool.ts) sends its thread. */
export type JobMessage<Question> = { id: number; question: Question };

/** What a thread sends back: that it has loaded, or a job's answer or failure. */
export type ThreadMessage<Answer> =
  { ready: true } | { id: number; answer: Answer } | { id: number; failure: string };

/** What a handler answers: the answer, and buffers of it to move rather than copy. */
export type HandledJob<Answer> = { answer: Answer; transfer?: readonly ArrayBuffer[] };

/**
 * Called by a pool thread's module once its imports have loaded: answers the pool's jobs, one at
 * a time, and tells the pool it is ready (a job's time limit counts from then).
 */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- names the pool's question type
export function serveJobs<Question, Answer>(
  handle: (question: Question) => Promise<HandledJob<Answer>> | HandledJob<Answer>,
): void {
  const port = parentPort;
  if (!port) throw new Error('serveJobs runs in a worker thread');
  port.on('message', (message: JobMessage<Question>) => {
    const { id } = message;
    Promise.resolve()
      .then(() => handle(message.question))
      .then(
        ({ answer, transfer = [] }) => {
          const reply: ThreadMessage<Answer> = { id, answer };
          port.postMessage(reply, [...transfer]);
        },
        (error: unknown) => {
          const reply: ThreadMessage<Answer> = {
            id,
            failure: error instanceof Error ? error.message : String(error),
          };
          port.postMessage(reply);
        },
      );
  });
  const ready: ThreadMessage<Answer> = { ready: true };
  port.postMessage(ready);
}
