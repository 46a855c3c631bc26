// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglishTexts } from '../../test-support/hooks.ts';
import { PagingBar } from './paging-bar.tsx';

beforeAll(loadEnglishTexts);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('PagingBar', () => {
  it('offers 10 pages before anything is loaded and ceil(count/10) after', () => {
    const { rerender } = render(<PagingBar page={1} onPageChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Go to page 10' })).toBeTruthy();
    rerender(<PagingBar count={13} page={1} onPageChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Go to page 2' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Go to page 3' })).toBeNull();
    rerender(<PagingBar count={0} page={1} onPageChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Page 1' })).toBeTruthy();
  });

  it('asks for the page only 1000 ms after the last click', () => {
    const onPageChange = vi.fn();
    render(<PagingBar count={50} page={1} onPageChange={onPageChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    // The clicked page is shown at once.
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    act(() => {
      vi.advanceTimersByTime(600);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(onPageChange).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onPageChange).toHaveBeenCalledTimes(1);
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('is disabled offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<PagingBar count={50} page={1} onPageChange={() => undefined} />);
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(next.hasAttribute('disabled') || next.classList.contains('Mui-disabled')).toBe(true);
  });
});
