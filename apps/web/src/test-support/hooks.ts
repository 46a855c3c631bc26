import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { changeLanguage } from '../i18n/i18n.ts';
import { setOnline } from './fake-server.ts';

/**
 * Registers what every component test file needs: the English interface, empty storage and a
 * connection before each test, and no DOM, stubbed globals, spies or fake timers after it.
 */
export function setUpComponentTests(): void {
  beforeAll(async () => {
    await changeLanguage('en-GB');
  });

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    setOnline(true);
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });
}
