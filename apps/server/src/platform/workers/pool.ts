import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { typescriptWorkerSource } from '../ts-worker.ts';
import type { JobMessage, ThreadMessage } from './serve.ts';

/**
 * A fixed number of worker threads running one module (see serve.ts), one job per thread at a
 * time, jobs waiting in FIFO order. For CPU work a request must not do on the event loop.
 */
export type WorkerPool<Question, Answer> = {
  /**
   * Runs a job in a thread. `transfer` lists buffers of the question moved to the thread, not
   * copied (they are empty afterwards). Rejects with JobTimeoutError past the pool's job time,
   * with the job's own error message otherwise.
   */
  run(question: Question, transfer?: readonly ArrayBuffer[]): Promise<Answer>;
  close(): Promise<void>;
};

/** A job held its thread past the pool's limit; the thread was ended and started again. */
export class JobTimeoutError extends Error {
  constructor(pool: string, ms: number) {
    super(`${pool}: job ran past ${ms} ms`);
    this.name = 'JobTimeoutError';
  }
}

export type WorkerPoolOptions = {
  /** named in logs and errors */
  name: string;
  /** the module that calls `serveJobs` */
  entry: URL;
  threads: number;
  /** counted from when the thread has loaded its module, so start-up never counts */
  jobTimeoutMs: number;
  log: FastifyBaseLogger;
};

type Job<Question, Answer> = {
  id: number;
  question: Question;
  transfer: readonly ArrayBuffer[];
  resolve: (answer: Answer) => void;
  reject: (error: Error) => void;
};

/** One thread: started at its first job, ended on a timeout or a crash and started again. */
class PoolThread<Question, Answer> {
  private worker: Worker | null = null;
  private ready = false;
  private timer: NodeJS.Timeout | null = null;
  job: Job<Question, Answer> | null = null;

  constructor(
    private readonly options: WorkerPoolOptions,
    private readonly done: () => void,
  ) {}

  run(job: Job<Question, Answer>): void {
    this.job = job;
    const worker = this.started();
    if (this.ready) this.startTimer(job);
    const message: JobMessage<Question> = { id: job.id, question: job.question };
    worker.postMessage(message, [...job.transfer]);
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.settle((job) => {
      job.reject(new Error(`${this.options.name} closed`));
    });
    if (worker) await worker.terminate();
  }

  private startTimer(job: Job<Question, Answer>): void {
    this.timer = setTimeout(() => {
      this.timeOut(job);
    }, this.options.jobTimeoutMs);
    this.timer.unref();
  }

  /** Nothing stops a running computation but ending its thread. */
  private timeOut(job: Job<Question, Answer>): void {
    if (this.job !== job) return;
    const { name, jobTimeoutMs, log } = this.options;
    const worker = this.worker;
    this.worker = null;
    log.warn({ pool: name, ms: jobTimeoutMs }, 'worker job timed out; its thread is restarted');
    this.settle((timedOut) => {
      timedOut.reject(new JobTimeoutError(name, jobTimeoutMs));
    });
    if (worker) void worker.terminate();
  }

  private settle(settle: (job: Job<Question, Answer>) => void): void {
    const job = this.job;
    if (!job) return;
    this.job = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    settle(job);
    this.done();
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(typescriptWorkerSource(this.options.entry), { eval: true });
    // An idle pool does not keep the process alive.
    worker.unref();
    this.ready = false;
    worker.on('message', (message: ThreadMessage<Answer>) => {
      if (this.worker !== worker) return;
      if ('ready' in message) {
        this.ready = true;
        if (this.job) this.startTimer(this.job);
        return;
      }
      if (message.id !== this.job?.id) return;
      this.settle((job) => {
        if ('answer' in message) job.resolve(message.answer);
        else job.reject(new Error(`${this.options.name}: ${message.failure}`));
      });
    });
    const fail = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.options.log.error({ err: error, pool: this.options.name }, 'worker thread stopped');
      this.settle((job) => {
        job.reject(error);
      });
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      fail(new Error(`${this.options.name} thread exited with code ${code}`));
    });
    this.worker = worker;
    return worker;
  }
}

export function createWorkerPool<Question, Answer>(
  options: WorkerPoolOptions,
): WorkerPool<Question, Answer> {
  const waiting: Job<Question, Answer>[] = [];
  let nextId = 1;
  let closed = false;
  const dispatch = (): void => {
    for (const thread of threads) {
      if (thread.job) continue;
      const job = waiting.shift();
      if (!job) return;
      thread.run(job);
    }
  };
  const threads = Array.from(
    { length: Math.max(1, options.threads) },
    () => new PoolThread<Question, Answer>(options, dispatch),
  );
  return {
    run(question, transfer = []) {
      if (closed) return Promise.reject(new Error(`${options.name} closed`));
      return new Promise<Answer>((resolve, reject) => {
        waiting.push({ id: nextId++, question, transfer, resolve, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const job of waiting.splice(0)) job.reject(new Error(`${options.name} closed`));
      await Promise.all(threads.map((thread) => thread.close()));
    },
  };
}
