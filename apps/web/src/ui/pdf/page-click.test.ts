import { describe, expect, it } from 'vitest';
import { pageClickAt } from './page-click.ts';

describe('pageClickAt', () => {
  const box = { left: 100, top: 50, width: 400, height: 800 };

  it('gives the position as fractions of the page from its top left', () => {
    expect(pageClickAt(2, box, 200, 250)).toEqual({ page: 2, x: 0.25, y: 0.25 });
    expect(pageClickAt(1, box, 500, 850)).toEqual({ page: 1, x: 1, y: 1 });
  });

  it('keeps a click on the border inside the page and ignores an empty box', () => {
    expect(pageClickAt(1, box, 90, 900)).toEqual({ page: 1, x: 0, y: 1 });
    expect(pageClickAt(1, { ...box, width: 0 }, 100, 100)).toBeNull();
  });
});
