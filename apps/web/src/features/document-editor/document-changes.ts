import type { TFunction } from '../../i18n/translator.ts';
import { changedValues } from '../transit-form/changed-values.ts';
import type { UnsavedChange } from '../transit-form/edit-conflict.tsx';
import type { EditorData } from './data-paths.ts';
import { labelsOfPath } from './error-labels.ts';
import type { WizardStep } from './wizard-config.ts';

function shownValue(value: unknown, t: TFunction<'document_editor'>): string {
  if (value === undefined || value === null || value === '') return t('conflict.empty');
  if (typeof value === 'boolean') return t(value ? 'conflict.yes' : 'conflict.no');
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/**
 * The step whose fields describe `path` furthest, -1 for none: lists such as `receivers` recur on
 * several steps, each with other fields of the same items.
 */
export function stepOfPath(
  steps: readonly WizardStep[],
  path: string,
  t: TFunction<'document_editor'>,
): { index: number; labels: string[] } {
  let best = { index: -1, labels: [] as string[] };
  steps.forEach((step, index) => {
    const labels = labelsOfPath(step.fields, path, t);
    if (labels.length > best.labels.length) best = { index, labels };
  });
  return best;
}

/** The values changed in `typed` since `loaded`, named by the labels of the wizard's fields. */
export function documentChanges(
  loaded: EditorData,
  typed: EditorData,
  steps: readonly WizardStep[],
  t: TFunction<'document_editor'>,
): UnsavedChange[] {
  return changedValues(loaded, typed).map(({ path, value, isRemoved }) => {
    const { labels } = stepOfPath(steps, path, t);
    // A party inside its list item says its name once: "Consignee 1 › Name".
    const named = labels.filter((label, index) => !labels[index - 1]?.startsWith(label));
    return {
      path,
      field: named.length > 0 ? named.join(' › ') : path,
      value: isRemoved ? t('conflict.removed') : shownValue(value, t),
    };
  });
}
