import type { Page } from '@playwright/test';

/** What counts as a screen's content having arrived, checked on every frame in the page. */
export type ContentProbe =
  /** A CSS selector whose first match is visible (e.g. the paper form's sheet). */
  | { kind: 'visible'; selector: string }
  /** A canvas (the first match) with something drawn on it besides the white page. */
  | { kind: 'painted'; selector: string };

/** Milliseconds from the click to each moment; null when it never came within the wait. */
export type PaintTimes = {
  /** A progress indicator or the content itself, whichever was first on screen. */
  feedback: number | null;
  /** A progress indicator that was not on screen before the click. */
  progress: number | null;
  content: number | null;
};

type Watch = {
  start: number | null;
  times: { progress: number | null; content: number | null };
  /** The page's main thread busy for 50 ms or more: [start, duration], page time. */
  longTasks: [number, number][];
};

/**
 * Starts watching frame by frame (requestAnimationFrame, i.e. about when the browser paints),
 * timed from the next click anywhere on the page. Call before the click, read with
 * `readPaintTimes`. Runs in the page so that Playwright's round trips do not count.
 */
export async function watchPaint(page: Page, probe: ContentProbe): Promise<void> {
  await page.evaluate((probe) => {
    // Only what comes after the click is read back; a full buffer would drop it.
    performance.clearResourceTimings();
    performance.setResourceTimingBufferSize(1000);
    const isShown = (element: Element | null): boolean => {
      if (!element) return false;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      return element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    };
    // A small copy of the canvas: any opaque pixel darker than the page means ink.
    const sample = document.createElement('canvas');
    sample.width = 120;
    sample.height = 170;
    const sampleContext = sample.getContext('2d', { willReadFrequently: true });
    const isPainted = (element: Element | null): boolean => {
      if (!(element instanceof HTMLCanvasElement) || !sampleContext) return false;
      if (!isShown(element) || element.width === 0 || element.height === 0) return false;
      sampleContext.clearRect(0, 0, sample.width, sample.height);
      sampleContext.drawImage(element, 0, 0, sample.width, sample.height);
      const { data } = sampleContext.getImageData(0, 0, sample.width, sample.height);
      for (let i = 0; i < data.length; i += 4) {
        if ((data[i + 3] ?? 0) > 200 && (data[i] ?? 255) < 230) return true;
      }
      return false;
    };
    const hasContent = (): boolean => {
      const element = document.querySelector(probe.selector);
      return probe.kind === 'visible' ? isShown(element) : isPainted(element);
    };
    const progressBars = (): Element[] =>
      Array.from(document.querySelectorAll('[role="progressbar"]'));
    const before = new Set(progressBars());
    const hasNewProgress = (): boolean =>
      progressBars().some((bar) => !before.has(bar) && isShown(bar));
    const watch: Watch = { start: null, times: { progress: null, content: null }, longTasks: [] };
    (window as unknown as { paintWatch: Watch }).paintWatch = watch;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        watch.longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask' });
    document.addEventListener(
      'click',
      () => {
        watch.start = performance.now();
      },
      { capture: true, once: true },
    );
    const frame = (now: number) => {
      if (watch.start !== null) {
        const since = Math.max(0, now - watch.start);
        if (watch.times.progress === null && hasNewProgress()) watch.times.progress = since;
        if (watch.times.content === null && hasContent()) watch.times.content = since;
      }
      if (watch.times.content === null) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, probe);
}

/** The times the watch saw, once content has come (or `timeout` ms have passed). */
export async function readPaintTimes(page: Page, timeout = 30_000): Promise<PaintTimes> {
  await page
    .waitForFunction(
      () => (window as unknown as { paintWatch: Watch }).paintWatch.times.content !== null,
      undefined,
      { timeout },
    )
    .catch(() => undefined);
  const times = await page.evaluate(
    () => (window as unknown as { paintWatch: Watch }).paintWatch.times,
  );
  const round = (value: number | null) => (value === null ? null : Math.round(value));
  const candidates = [times.progress, times.content].filter((value) => value !== null);
  return {
    feedback: candidates.length > 0 ? round(Math.min(...candidates)) : null,
    progress: round(times.progress),
    content: round(times.content),
  };
}

/** One fetch after the click: what, when it started and ended (ms from the click), how big. */
export type FetchTiming = { name: string; start: number; end: number; bytes: number };

/** The page's fetches since the watched click, from the browser's resource timing. */
export async function readFetchesSinceClick(page: Page): Promise<FetchTiming[]> {
  return page.evaluate(() => {
    const start = (window as unknown as { paintWatch: Watch }).paintWatch.start ?? 0;
    return performance
      .getEntriesByType('resource')
      .filter((entry): entry is PerformanceResourceTiming => entry.startTime >= start - 1)
      .map((entry) => ({
        name: new URL(entry.name).pathname,
        start: Math.round(entry.startTime - start),
        end: Math.round(entry.responseEnd - start),
        bytes: entry.transferSize,
      }));
  });
}

/** A stretch of 50 ms or more when the page's main thread ran without a break (ms from the click). */
export type LongTask = { start: number; duration: number };

/** The main thread's long tasks since the watched click: where a screen waited on the CPU. */
export async function readLongTasksSinceClick(page: Page): Promise<LongTask[]> {
  return page.evaluate(() => {
    const watch = (window as unknown as { paintWatch: Watch }).paintWatch;
    const start = watch.start ?? 0;
    return watch.longTasks
      .filter(([at, duration]) => at + duration >= start)
      .map(([at, duration]) => ({ start: Math.round(at - start), duration: Math.round(duration) }));
  });
}
