import { describe, expect, it } from 'vitest';
import { fitPhotoSize } from './remark-photos.ts';

describe('fitPhotoSize', () => {
  it('scales the longer side down to 900 px keeping the shape', () => {
    expect(fitPhotoSize(1800, 1200)).toEqual({ width: 900, height: 600 });
    expect(fitPhotoSize(3000, 4000)).toEqual({ width: 675, height: 900 });
  });

  it('leaves small photos as they are and never goes below 1 px', () => {
    expect(fitPhotoSize(900, 300)).toEqual({ width: 900, height: 300 });
    expect(fitPhotoSize(640, 480)).toEqual({ width: 640, height: 480 });
    expect(fitPhotoSize(9000, 2)).toEqual({ width: 900, height: 1 });
  });
});
