import { vi } from 'vitest';

/** A screen `width` px wide, as media queries see it. */
export function stubScreenWidth(width: number) {
  const px = (query: string, name: string) => {
    const found = new RegExp(`${name}:\\s*([\\d.]+)px`).exec(query);
    return found?.[1] === undefined ? undefined : Number(found[1]);
  };
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = px(query, 'min-width');
    const max = px(query, 'max-width');
    return {
      matches: (min === undefined || width >= min) && (max === undefined || width <= max),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
}
