import { describe, expect, it } from 'vitest';
import { createReaderQueue, type QueueThread } from './reader-queue.ts';

/*
 * A page waits for the first thread with room instead of being handed on arrival to a thread
 * that may be stuck on a slow page: a slow page must not hold up the pages behind it and raise
 * the list's p99 (docs/decisions/0068-list-reader-threads.md). The threads here answer when the
 * test says so; the real threads are list-reader.test.ts's.
 */

/** A thread whose questions are answered by hand, in any order. */
class HandThread implements QueueThread<string, string> {
  readonly held = new Map<string, { answer: (value: string) => void; fail: (e: Error) => void }>();
  readonly asked: string[] = [];

  get load(): number {
    return this.held.size;
  }

  ask(question: string): Promise<string> {
    this.asked.push(question);
    return new Promise((resolve, reject) => {
      this.held.set(question, {
        answer: (value) => {
          this.held.delete(question);
          resolve(value);
        },
        fail: (error) => {
          this.held.delete(question);
          reject(error);
        },
      });
    });
  }

  answer(question: string): void {
    this.held.get(question)?.answer(`${question}!`);
  }

  fail(question: string): void {
    this.held.get(question)?.fail(new Error(`${question} failed`));
  }
}

/** Lets settled promises run their callbacks. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the list reader queue', () => {
  it('gives a waiting page to the thread that frees up, not to the one stuck on a slow page', async () => {
    const slow = new HandThread();
    const quick = new HandThread();
    const queue = createReaderQueue([slow, quick], 1);
    const answers: string[] = [];
    for (const page of ['a', 'b', 'c', 'd']) void queue.ask(page).then((a) => answers.push(a));

    expect([slow.asked, quick.asked]).toEqual([['a'], ['b']]);
    quick.answer('b');
    await settle();
    quick.answer('c');
    await settle();
    quick.answer('d');
    await settle();
    // Everything but the slow page answered in order, the slow thread given nothing more.
    expect(answers).toEqual(['b!', 'c!', 'd!']);
    expect(slow.asked).toEqual(['a']);
    slow.answer('a');
    await settle();
    expect(answers).toEqual(['b!', 'c!', 'd!', 'a!']);
  });

  it('gives each thread up to its share at once, the least busy first', async () => {
    const first = new HandThread();
    const second = new HandThread();
    const queue = createReaderQueue([first, second], 2);
    for (const page of ['a', 'b', 'c', 'd', 'e']) void queue.ask(page);
    expect([first.asked, second.asked]).toEqual([
      ['a', 'c'],
      ['b', 'd'],
    ]);
    second.answer('b');
    await settle();
    expect(second.asked).toEqual(['b', 'd', 'e']);
  });

  it('passes on a failed page and goes on with the next; drops what waits when told', async () => {
    const only = new HandThread();
    const queue = createReaderQueue([only], 1);
    const failed = queue.ask('a');
    const next = queue.ask('b');
    const waiting = queue.ask('c');
    only.fail('a');
    await expect(failed).rejects.toThrow('a failed');
    await settle();
    expect(only.asked).toEqual(['a', 'b']);
    queue.drop(new Error('closed'));
    await expect(waiting).rejects.toThrow('closed');
    only.answer('b');
    await expect(next).resolves.toBe('b!');
  });
});
