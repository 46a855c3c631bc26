import { threadId } from 'node:worker_threads';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { SampleAnswer, SampleQuestion } from '../../../test/workers/sample-worker.ts';
import { createWorkerPool, JobTimeoutError } from './pool.ts';

const silent = Fastify({ logger: false }).log;
const ENTRY = new URL('../../../test/workers/sample-worker.ts', import.meta.url);

function samplePool(options: { threads: number; jobTimeoutMs: number }) {
  return createWorkerPool<SampleQuestion, SampleAnswer>({
    name: 'sample pool',
    entry: ENTRY,
    log: silent,
    ...options,
  });
}

describe('worker pool', () => {
  it('answers jobs in its threads, moves buffers and passes failures on', async () => {
    const pool = samplePool({ threads: 2, jobTimeoutMs: 60_000 });
    try {
      const answers = await Promise.all(
        ['a', 'b', 'c', 'd'].map((text) => pool.run({ kind: 'echo', text })),
      );
      expect(answers.map((answer) => answer.text)).toEqual(['a', 'b', 'c', 'd']);
      expect(answers.every((answer) => answer.threadId !== threadId)).toBe(true);
      const bytes = new Uint8Array([1, 2, 3, 250]);
      expect((await pool.run({ kind: 'sum', bytes }, [bytes.buffer])).text).toBe('256');
      // Moved, not copied: the sender's buffer is empty.
      expect(bytes.byteLength).toBe(0);
      await expect(pool.run({ kind: 'fail', message: 'broken input' })).rejects.toThrow(
        'sample pool: broken input',
      );
      expect((await pool.run({ kind: 'echo', text: 'after' })).text).toBe('after');
    } finally {
      await pool.close();
    }
  });

  it('ends a thread whose job runs past the limit and answers the next job in a new one', async () => {
    const pool = samplePool({ threads: 1, jobTimeoutMs: 300 });
    try {
      const warm = await pool.run({ kind: 'echo', text: 'warm' });
      const spinning = pool.run({ kind: 'spin', ms: 60_000 });
      const queued = pool.run({ kind: 'echo', text: 'queued' });
      await expect(spinning).rejects.toBeInstanceOf(JobTimeoutError);
      const next = await queued;
      expect(next.text).toBe('queued');
      expect(next.threadId).not.toBe(warm.threadId);
    } finally {
      await pool.close();
    }
  });

  it('refuses jobs once closed and fails those still waiting', async () => {
    const pool = samplePool({ threads: 1, jobTimeoutMs: 60_000 });
    const running = expect(pool.run({ kind: 'spin', ms: 200 })).rejects.toThrow(
      'sample pool closed',
    );
    const waiting = expect(pool.run({ kind: 'echo', text: 'never' })).rejects.toThrow(
      'sample pool closed',
    );
    await pool.close();
    await waiting;
    await running;
    await expect(pool.run({ kind: 'echo', text: 'late' })).rejects.toThrow('sample pool closed');
  });
});
