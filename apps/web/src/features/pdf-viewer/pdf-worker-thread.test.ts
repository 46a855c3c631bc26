// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPdfWorkerThread } from './pdf-worker-thread.ts';

/** A worker whose script the test runs: it answers or fails when told. */
class FakeWorker extends EventTarget {
  static started: { url: string; options: WorkerOptions | undefined }[] = [];
  constructor(url: string | URL, options?: WorkerOptions) {
    super();
    FakeWorker.started.push({ url: String(url), options });
  }
  post(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
  fail() {
    this.dispatchEvent(new Event('error'));
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.started = [];
});

function start() {
  vi.stubGlobal('Worker', FakeWorker);
  const { thread, ready } = startPdfWorkerThread();
  return { worker: thread as unknown as FakeWorker, ready };
}

describe('startPdfWorkerThread', () => {
  it("starts pdf.js's worker script as a module worker, without pdf.js", () => {
    start();
    expect(FakeWorker.started).toHaveLength(1);
    expect(FakeWorker.started[0]?.url).toMatch(/pdf\.worker\.min\.mjs/);
    expect(FakeWorker.started[0]?.options?.type).toBe('module');
  });

  it('is ready once the worker says so, not at its other messages', async () => {
    const { worker, ready } = start();
    let isReady = false;
    void ready.then(() => {
      isReady = true;
    });
    worker.post({ sourceName: 'worker', targetName: 'main', action: 'test', data: true });
    await Promise.resolve();
    expect(isReady).toBe(false);
    worker.post({ sourceName: 'worker', targetName: 'main', action: 'ready', data: null });
    await ready;
    expect(isReady).toBe(true);
  });

  it('fails when the script cannot be fetched or run, instead of waiting forever', async () => {
    const { worker, ready } = start();
    worker.fail();
    await expect(ready).rejects.toThrow('The pdf.js worker did not start');
  });
});
