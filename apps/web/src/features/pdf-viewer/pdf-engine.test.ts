// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PdfWorkerThread } from './pdf-worker-thread.ts';

const startPdfWorkerThread = vi.hoisted(() => vi.fn<() => PdfWorkerThread>());
vi.mock('./pdf-worker-thread.ts', () => ({ startPdfWorkerThread }));
const pdfOpenerOn = vi.hoisted(() => vi.fn());
// pdf.js arrives when the test says so (`pdfjsLoaded.resolve()`).
const pdfjsLoaded = vi.hoisted(() => ({
  promise: Promise.resolve(),
  resolve: (): void => undefined,
}));
vi.mock('./pdfjs-setup.ts', async () => {
  await pdfjsLoaded.promise;
  return { pdfOpenerOn };
});

type Started = { thread: { terminate: () => void }; ready: () => void; fail: () => void };

/** Each worker thread the engine starts, made ready or failed by the test. */
function recordThreads(): Started[] {
  const threads: Started[] = [];
  startPdfWorkerThread.mockImplementation(() => {
    const thread = { terminate: vi.fn() };
    const ready = new Promise<void>((resolve, reject) => {
      threads.push({
        thread,
        ready: resolve,
        fail: () => {
          reject(new Error('no worker'));
        },
      });
    });
    return { thread: thread as unknown as Worker, ready };
  });
  return threads;
}

/** A fresh engine module (it keeps its engine for the session). */
async function loadEngine() {
  return import('./pdf-engine.ts');
}

beforeEach(() => {
  vi.resetModules();
  pdfjsLoaded.promise = new Promise<void>((resolve) => {
    pdfjsLoaded.resolve = resolve;
  });
});

afterEach(() => {
  vi.clearAllMocks();
});

describe('the pdf.js engine', () => {
  it('starts the worker thread at once, before pdf.js has loaded', async () => {
    const threads = recordThreads();
    const { warmPdfEngine } = await loadEngine();
    warmPdfEngine();
    expect(startPdfWorkerThread).toHaveBeenCalledOnce();
    expect(pdfOpenerOn).not.toHaveBeenCalled();

    threads[0]?.ready();
    pdfjsLoaded.resolve();
    await vi.waitFor(() => {
      expect(pdfOpenerOn).toHaveBeenCalledWith(threads[0]?.thread);
    });
  });

  it('opens every PDF of the session with the one worker', async () => {
    const threads = recordThreads();
    const open = vi.fn(() => Promise.resolve({ numPages: 1 }));
    pdfOpenerOn.mockReturnValue(open);
    const { openPdf, warmPdfEngine } = await loadEngine();
    warmPdfEngine();
    threads[0]?.ready();
    pdfjsLoaded.resolve();
    const bytes = new ArrayBuffer(8);
    await openPdf(bytes);
    await openPdf(bytes);
    expect(startPdfWorkerThread).toHaveBeenCalledOnce();
    expect(open).toHaveBeenCalledTimes(2);
    expect(open).toHaveBeenCalledWith(bytes);
  });

  it('forgets a worker that did not start: the next PDF starts another', async () => {
    const threads = recordThreads();
    pdfOpenerOn.mockReturnValue(() => Promise.resolve({ numPages: 1 }));
    const { openPdf } = await loadEngine();
    const first = openPdf(new ArrayBuffer(8));
    threads[0]?.fail();
    await expect(first).rejects.toThrow('no worker');
    expect(threads[0]?.thread.terminate).toHaveBeenCalled();

    const second = openPdf(new ArrayBuffer(8));
    threads[1]?.ready();
    pdfjsLoaded.resolve();
    await expect(second).resolves.toEqual({ numPages: 1 });
    expect(startPdfWorkerThread).toHaveBeenCalledTimes(2);
  });
});

describe('opening a PDF ahead of its screen', () => {
  /** An engine whose worker is ready, opening fake documents; returns what it opened. */
  async function readyEngine() {
    const threads = recordThreads();
    const opened: { getPage: ReturnType<typeof vi.fn>; destroy: ReturnType<typeof vi.fn> }[] = [];
    const open = vi.fn(() => {
      const pdf = { getPage: vi.fn(() => Promise.resolve({})), destroy: vi.fn() };
      opened.push(pdf);
      return Promise.resolve(pdf);
    });
    pdfOpenerOn.mockReturnValue(open);
    const engine = await loadEngine();
    engine.warmPdfEngine();
    threads[0]?.ready();
    pdfjsLoaded.resolve();
    return { ...engine, open, opened };
  }

  it('hands the screen the document opened for the same bytes, its first page asked for', async () => {
    const { openPdf, openPdfAhead, open, opened } = await readyEngine();
    const bytes = new ArrayBuffer(8);
    openPdfAhead(bytes);
    await vi.waitFor(() => {
      expect(opened[0]?.getPage).toHaveBeenCalledWith(1);
    });
    expect(await openPdf(bytes)).toBe(opened[0]);
    expect(open).toHaveBeenCalledOnce();
    // Other bytes, or the same bytes a second time, are the screen's own to open.
    await openPdf(bytes);
    await openPdf(new ArrayBuffer(8));
    expect(open).toHaveBeenCalledTimes(3);
  });

  it('does not open bytes again that their screen has already opened', async () => {
    const { openPdf, openPdfAhead, open } = await readyEngine();
    const bytes = new ArrayBuffer(8);
    await openPdf(bytes);
    openPdfAhead(bytes);
    expect(open).toHaveBeenCalledOnce();
  });

  it('closes a document no screen took within 10 s', async () => {
    vi.useFakeTimers();
    try {
      const { openPdfAhead, opened } = await readyEngine();
      openPdfAhead(new ArrayBuffer(8));
      await vi.advanceTimersByTimeAsync(9_000);
      expect(opened[0]?.destroy).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1_000);
      expect(opened[0]?.destroy).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});
