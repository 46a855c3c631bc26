/** A thread that answers questions, and how many it holds now. */
export type QueueThread<Question, Answer> = {
  readonly load: number;
  ask(question: Question): Promise<Answer>;
};

type Waiting<Question, Answer> = {
  question: Question;
  resolve: (answer: Answer) => void;
  reject: (error: Error) => void;
};

/**
 * Questions for a set of threads, each thread given at most `perThread` at a time; the rest wait
 * here in arrival order and go to the first thread with room. Handed out on arrival instead,
 * a page queued behind its thread's slow one while another thread stood idle: the SQLite
 * benchmark's p99 went 17 -> 34-46 ms in three processes of five
 * (docs/decisions/0068-list-reader-threads.md).
 */
export function createReaderQueue<Question, Answer>(
  threads: readonly QueueThread<Question, Answer>[],
  perThread: number,
) {
  const waiting: Waiting<Question, Answer>[] = [];
  const dispatch = (): void => {
    while (waiting.length > 0) {
      // The least busy thread with room takes the oldest question.
      let free: QueueThread<Question, Answer> | null = null;
      for (const thread of threads) {
        if (thread.load < perThread && (!free || thread.load < free.load)) free = thread;
      }
      const next = free && waiting.shift();
      if (!free || !next) return;
      free.ask(next.question).then(
        (answer) => {
          next.resolve(answer);
          dispatch();
        },
        (error: unknown) => {
          next.reject(error instanceof Error ? error : new Error(String(error)));
          dispatch();
        },
      );
    }
  };
  return {
    ask(question: Question): Promise<Answer> {
      return new Promise((resolve, reject) => {
        waiting.push({ question, resolve, reject });
        dispatch();
      });
    },
    /** Fails every question still waiting. */
    drop(error: Error): void {
      for (const next of waiting.splice(0)) next.reject(error);
    },
  };
}
