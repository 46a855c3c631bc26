import { describe, expect, it } from 'vitest';
import { padStrokeWidths, scaledImageSize } from './pad-strokes.ts';

describe('pad strokes (spec 2 §9)', () => {
  it('scales the pen with the larger side of the pad', () => {
    expect(padStrokeWidths(1100, 400)).toEqual({ minWidth: 1, maxWidth: 5 });
    expect(padStrokeWidths(300, 660)).toEqual({ minWidth: 0.6, maxWidth: 3 });
  });

  it('falls back to 1 and 2.5 when the pad has no size', () => {
    expect(padStrokeWidths(0, 0)).toEqual({ minWidth: 1, maxWidth: 2.5 });
    expect(padStrokeWidths(Number.NaN, 10)).toEqual({ minWidth: 1, maxWidth: 2.5 });
  });

  it('exports the image at width 300 keeping the aspect ratio', () => {
    expect(scaledImageSize(1200, 520)).toEqual({ width: 300, height: 130 });
    expect(scaledImageSize(600, 260)).toEqual({ width: 300, height: 130 });
  });
});
