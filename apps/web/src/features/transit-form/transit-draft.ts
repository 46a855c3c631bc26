import { readFormState } from './transit-initial-values.ts';
import type { TransitFormValues } from './transit-form-values.ts';

/** The add form's unsaved values survive a reload of the tab (sessionStorage), not the tab. */
const DRAFT_KEY = 'transit_form.draft';

/**
 * `source` is the `initialValues` the form started from ('' for a new transit): a draft is
 * restored only into the same start, so opening a duplicate never shows another draft.
 */
type StoredDraft = { source: string; values: unknown };

export function readDraft(source: string): TransitFormValues | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<StoredDraft>;
    return draft.source === source ? readFormState(draft.values) : null;
  } catch {
    return null;
  }
}

export function writeDraft(source: string, values: TransitFormValues): void {
  try {
    const draft: StoredDraft = { source, values };
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // A full or blocked storage only loses the reload safety net, never the open form.
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // See writeDraft.
  }
}
