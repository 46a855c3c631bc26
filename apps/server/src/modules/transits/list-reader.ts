import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { Caller } from '../../platform/auth.ts';
import { YOUNG_GENERATION_MB } from '../../platform/heap.ts';
import { typescriptWorkerSource } from '../../platform/ts-worker.ts';
import { createReaderQueue } from './reader-queue.ts';
import type { ListAnswer, ListRequest } from './service.ts';

/** Where a reader thread reads: the SQLite file, or PostgreSQL with a pool of its own. */
export type ListReaderSource = { sqliteFile: string } | { databaseUrl: string; poolMax: number };

export type ListReaderQuestion = { id: number; caller: Caller; request: ListRequest };
export type ListReaderAnswer = { id: number; answer: ListAnswer } | { id: number; error: string };

/** Reads transit list pages in worker threads (see list-reader-worker.ts). */
export type ListReader = {
  list(caller: Caller, request: ListRequest): Promise<ListAnswer>;
  close(): Promise<void>;
};

declare module '../../platform/context.ts' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface ModuleDeps {
    /** List pages read in worker threads; null reads them on the event loop. */
    listReader: ListReader | null;
  }
}

const READER_ENTRY = new URL('./list-reader-worker.ts', import.meta.url);

type Pending = { resolve: (page: ListAnswer) => void; reject: (error: Error) => void };

/** One reader thread; a thread that dies fails its pending pages and is started again. */
class ReaderThread {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private closed = false;

  constructor(
    private readonly source: ListReaderSource,
    private readonly log: FastifyBaseLogger,
  ) {}

  get load(): number {
    return this.pending.size;
  }

  ask(question: ListReaderQuestion): Promise<ListAnswer> {
    if (this.closed) return Promise.reject(new Error('list reader closed'));
    return new Promise((resolve, reject) => {
      this.pending.set(question.id, { resolve, reject });
      this.started().postMessage(question);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(typescriptWorkerSource(READER_ENTRY), {
      eval: true,
      workerData: this.source,
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    worker.unref();
    worker.on('message', (message: ListReaderAnswer) => {
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if ('answer' in message) waiting.resolve(message.answer);
      else waiting.reject(new Error(`list reader: ${message.error}`));
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
      if (!this.closed) this.log.error({ err: error }, 'list reader thread stopped');
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      fail(new Error(`list reader thread exited with code ${code}`));
    });
    this.worker = worker;
    return worker;
  }
}

/**
 * How many pages a thread is given at once: SQLite reads one at a time (synchronously), so one;
 * a PostgreSQL reader one per connection of its pool and one more, ready when one comes back.
 */
function pagesPerThread(source: ListReaderSource): number {
  return 'sqliteFile' in source ? 1 : source.poolMax + 1;
}

export function createListReader(options: {
  source: ListReaderSource;
  threads: number;
  log: FastifyBaseLogger;
}): ListReader {
  const threads = Array.from(
    { length: options.threads },
    () => new ReaderThread(options.source, options.log),
  );
  const queue = createReaderQueue(threads, pagesPerThread(options.source));
  let nextId = 1;
  return {
    list(caller, request) {
      return queue.ask({ id: nextId++, caller, request });
    },
    async close() {
      queue.drop(new Error('list reader closed'));
      await Promise.all(threads.map((thread) => thread.close()));
    },
  };
}
