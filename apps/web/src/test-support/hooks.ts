import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { changeLanguage, loadNamespaces } from '../i18n/i18n.ts';
import { NAMESPACES } from '../i18n/resources.ts';
import { setOnline } from './fake-server.ts';

/**
 * The English interface with every namespace loaded: the app fetches a screen's texts with it,
 * a component rendered alone in a test would otherwise wait for them.
 */
export async function loadEnglishTexts(): Promise<void> {
  await changeLanguage('en-GB');
  await loadNamespaces(NAMESPACES);
}

/**
 * Registers what every component test file needs: the English interface, a 5 s wait for what
 * should appear, empty storage and a connection before each test, and no DOM, stubbed globals,
 * spies or fake timers after it.
 */
export function setUpComponentTests(): void {
  // Queries over the large forms take a while in jsdom, longer still when the whole suite runs
  // beside it on two cores: the 1 s default made a finished form look like a missing option.
  configure({ asyncUtilTimeout: 5000 });
  beforeAll(loadEnglishTexts);

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
