import type { TFunction } from '../../i18n/translator.ts';

/** Form fields whose label differs from their last path segment. */
const FIELD_LABELS: Record<string, string> = {
  client: 'fields.contractor',
  employee: 'fields.person',
  sender_client: 'fields.contractor',
  sender_employee: 'fields.person',
  driver_not_from_system: 'fields.driver',
  vehicle_not_from_system: 'fields.vehicle',
  semitrailer_not_from_system: 'fields.semitrailer',
};

const GROUPS: Record<string, string> = {
  sender_location: 'groups.loading_place',
  receivers: 'groups.receiver',
  cargo: 'groups.cargo',
  destiny_places: 'groups.unloading_place',
  carrier: 'groups.carrier',
};

/**
 * A form path as people read it: `receivers.1.cargo.0.weight_gross_kg` ->
 * "Receiver 2 › Cargo line 1 › Weight (kg)". For the save error dialog (spec 1 §8).
 */
export function describePath(path: string, t: TFunction<'transit_form'>): string {
  const parts = path.split('.');
  const names: string[] = [];
  if (parts[0] === 'sender_client' || parts[0] === 'sender_employee')
    names.push(t('groups.sender'));
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i] ?? '';
    const next = parts[i + 1];
    const group = GROUPS[part];
    if (group && next !== undefined && /^\d+$/.test(next)) {
      names.push(t(group, { n: Number(next) + 1 }));
      i += 1;
    } else if (part !== 'other') {
      const key = FIELD_LABELS[part] ?? `fields.${part}`;
      names.push(t(key, { defaultValue: part }));
    }
  }
  return names.join(' › ');
}
