// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DebouncedAutocomplete } from './debounced-autocomplete.tsx';

type Company = { id: number; name: string };

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderAutocomplete(fetchOptions: (text: string) => Promise<Company[]>) {
  const onChange = vi.fn();
  render(
    <DebouncedAutocomplete<Company>
      label="Contractor"
      value={null}
      onChange={onChange}
      fetchOptions={fetchOptions}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
    />,
  );
  const input = screen.getByLabelText('Contractor');
  // Typing happens in a focused field; unfocused, MUI resets the text to the value's label.
  act(() => {
    input.focus();
  });
  return { onChange, input };
}

describe('DebouncedAutocomplete', () => {
  it('asks the server 300 ms after the last keystroke, once', async () => {
    const fetchOptions = vi.fn((_text: string) => Promise.resolve([{ id: 1, name: 'Trans-Pol' }]));
    const { input, onChange } = renderAutocomplete(fetchOptions);
    fireEvent.change(input, { target: { value: 'T' } });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    fireEvent.change(input, { target: { value: 'Tr' } });
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(fetchOptions).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(1);
      await Promise.resolve();
    });
    expect(fetchOptions).toHaveBeenCalledTimes(1);
    expect(fetchOptions).toHaveBeenCalledWith('Tr', expect.anything());
    fireEvent.click(screen.getByRole('option', { name: 'Trans-Pol' }));
    expect(onChange).toHaveBeenCalledWith({ id: 1, name: 'Trans-Pol' });
  });

  it("says 'Nie znaleziono' when nothing matches", async () => {
    const { input } = renderAutocomplete(() => Promise.resolve([]));
    fireEvent.change(input, { target: { value: 'zzz' } });
    await act(async () => {
      vi.advanceTimersByTime(300);
      await Promise.resolve();
    });
    expect(screen.getByText('Nie znaleziono')).toBeTruthy();
  });
});
