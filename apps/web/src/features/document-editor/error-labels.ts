import type { TFunction } from '../../i18n/translator.ts';
import { isUnder } from './data-paths.ts';
import type { FieldSpec } from './wizard-config.ts';

const PAYMENT_CELLS = new Set(['sender', 'senderCurrency', 'consignee', 'consigneeCurrency']);

/** The field a path segment names: a picker shares its name with its group, the group wins. */
function fieldNamed(fields: FieldSpec[], name: string): FieldSpec | undefined {
  const named = fields.filter((field) => field.name === name);
  return named.find((field) => field.kind !== 'clientPicker') ?? named[0];
}

/**
 * The labels leading to the field at `path` in `fields` ('Loading place 1', 'City'), as far as
 * the fields describe it; list-level paths ('loading') name nothing beyond their parents.
 */
export function labelsOfPath(
  fields: FieldSpec[],
  path: string,
  t: TFunction<'document_editor'>,
): string[] {
  const labels: string[] = [];
  const segments = path === '' ? [] : path.split('.');
  let current: FieldSpec[] = fields;
  for (let index = 0; index < segments.length; index += 1) {
    const field = fieldNamed(current, segments[index] ?? '');
    if (!field) break;
    switch (field.kind) {
      case 'list': {
        const item = segments[index + 1];
        if (item === undefined || !/^\d+$/.test(item)) return labels;
        labels.push(t(`fields.${field.label}`, { number: Number(item) + 1 }));
        index += 1;
        current = field.fields;
        continue;
      }
      case 'group':
        labels.push(t(`fields.${field.label}`));
        current = field.fields;
        continue;
      case 'payments': {
        labels.push(t('fields.payments'));
        const cell = segments[index + 2];
        if (cell && PAYMENT_CELLS.has(cell)) labels.push(t(`fields.payment_${cell}`));
        return labels;
      }
      case 'pallets':
        labels.push(t('fields.pallets'));
        return labels;
      case 'transportMode':
        labels.push(t('fields.transportMode'));
        return labels;
      case 'clientPicker':
        return labels;
      case 'text':
      case 'multiline':
      case 'number':
      case 'integer':
      case 'date':
      case 'time':
      case 'country':
      case 'currency':
      case 'latitude':
      case 'longitude':
      case 'choice':
      case 'personPicker':
      case 'fleetPicker':
        labels.push(t(`fields.${field.label}`));
        return labels;
    }
  }
  return labels;
}

/**
 * Each error under the deepest shown field it lies under (`loading.0.country.0` under the
 * country input); errors no shown field holds are left out (the summary names them).
 */
export function placeErrors(
  errors: Record<string, string>,
  shown: readonly string[],
): Record<string, string> {
  const placed: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const holder = shown
      .filter((candidate) => isUnder(path, candidate))
      .reduce<string | null>(
        (deepest, candidate) =>
          deepest === null || candidate.length > deepest.length ? candidate : deepest,
        null,
      );
    if (holder !== null) placed[holder] ??= message;
  }
  return placed;
}
