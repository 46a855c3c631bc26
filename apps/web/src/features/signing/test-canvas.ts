import { fireEvent } from '@testing-library/react';
import { vi } from 'vitest';

/** A 1x1 PNG, what the stubbed canvases export. */
export const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/**
 * jsdom has no canvas drawing: gives every canvas a 2D context that accepts the calls
 * signature_pad makes and draws nothing, and a PNG export. signature_pad itself runs for real
 * (strokes from pointer events decide whether the pad is empty). Undone by restoreAllMocks.
 */
export function installCanvasStub(): void {
  const noop = () => undefined;
  const context = new Proxy(
    {},
    {
      get: (_target, property) => (property === 'canvas' ? undefined : noop),
      set: () => true,
    },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(() => TINY_PNG);
}

/** A stroke on the pad: pointer down, two moves and up, as a finger would draw it. */
export async function drawOn(canvas: HTMLElement): Promise<void> {
  const at = (x: number, y: number, buttons: number) => ({
    clientX: x,
    clientY: y,
    buttons,
    button: 0,
    pointerId: 1,
    isPrimary: true,
    bubbles: true,
  });
  fireEvent.pointerDown(canvas, at(10, 10, 1));
  await new Promise((resolve) => setTimeout(resolve, 20));
  fireEvent.pointerMove(canvas, at(60, 40, 1));
  await new Promise((resolve) => setTimeout(resolve, 20));
  fireEvent.pointerMove(canvas, at(120, 30, 1));
  fireEvent.pointerUp(canvas, at(120, 30, 0));
}
