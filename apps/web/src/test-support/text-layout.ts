import { vi } from 'vitest';

/**
 * jsdom lays nothing out: a text area measures its content as `lineHeight` px per line, so an
 * auto-growing text area (MUI `minRows`/`maxRows`) takes the height it would in a browser.
 * Restored after each test by setUpComponentTests.
 */
export function simulateTextLayout(lineHeight = 20): void {
  vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockImplementation(function (this: Element) {
    if (!(this instanceof HTMLTextAreaElement)) return 0;
    return this.value.split('\n').length * lineHeight;
  });
}

/** How many `lineHeight` px lines high a text area is drawn. */
export function textAreaRows(textarea: HTMLElement, lineHeight = 20): number {
  return Number.parseFloat(textarea.style.height) / lineHeight;
}
