import type { TFunction } from '../../i18n/translator.ts';
import { changedValues } from './changed-values.ts';
import { describePath } from './describe-path.ts';
import type { UnsavedChange } from './edit-conflict.tsx';
import type { TransitFormValues } from './transit-form-values.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value as the form shows it: a picked contractor by name, a driver or vehicle by label. */
function shownValue(value: unknown, t: TFunction<'transit_form'>): string {
  if (value === undefined || value === null || value === '') return t('conflict.empty');
  if (typeof value === 'boolean') return t(value ? 'conflict.yes' : 'conflict.no');
  if (typeof value === 'string') return value;
  if (isRecord(value)) {
    if (typeof value.label === 'string') return value.label;
    if (typeof value.name === 'string') return value.name;
  }
  return JSON.stringify(value);
}

/** The form's fields in the order its sections show them. */
const FIELD_ORDER: (keyof TransitFormValues)[] = [
  'loading_date',
  'loading_time',
  'unloading_date',
  'unloading_time',
  'sender_client',
  'sender_employee',
  'sender_location',
  'carrier',
  'receivers',
  'sender_instruction',
  'special_agreements',
];

const orderOf = (path: string) =>
  FIELD_ORDER.indexOf(path.split('.')[0] as keyof TransitFormValues);

/** The fields changed in `typed` since `loaded` in the form's order, named as its errors are. */
export function transitChanges(
  loaded: TransitFormValues,
  typed: TransitFormValues,
  t: TFunction<'transit_form'>,
): UnsavedChange[] {
  const changes = changedValues(loaded, typed, {
    // A picked contractor, person, driver or vehicle is one value.
    isLeaf: (value) => 'label' in value || 'vies' in value,
    // Row ids and a place's contractor id: its address fields show what was picked.
    isSkipped: (key, value) => key === 'id' || typeof value === 'number',
  });
  const inFormOrder = [...changes].sort((a, b) => orderOf(a.path) - orderOf(b.path));
  return inFormOrder.map(({ path, value, isRemoved }) => ({
    path,
    field: describePath(path, t),
    value: isRemoved ? t('conflict.removed') : shownValue(value, t),
  }));
}
