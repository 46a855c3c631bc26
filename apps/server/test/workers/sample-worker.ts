/** A pool thread for the worker pool's tests: echoes, fails, spins, or sums a moved buffer. */
import { threadId } from 'node:worker_threads';
import { serveJobs } from '../../src/platform/workers/serve.ts';

export type SampleQuestion =
  | { kind: 'echo'; text: string }
  | { kind: 'fail'; message: string }
  | { kind: 'spin'; ms: number }
  | { kind: 'sum'; bytes: Uint8Array };

export type SampleAnswer = { text: string; threadId: number };

serveJobs<SampleQuestion, SampleAnswer>((question) => {
  switch (question.kind) {
    case 'echo':
      return { answer: { text: question.text, threadId } };
    case 'fail':
      throw new Error(question.message);
    case 'spin': {
      const until = Date.now() + question.ms;
      while (Date.now() < until) {
        // busy: only ending the thread stops this
      }
      return { answer: { text: 'spun', threadId } };
    }
    case 'sum':
      return {
        answer: { text: String(question.bytes.reduce((sum, byte) => sum + byte, 0)), threadId },
      };
  }
});
