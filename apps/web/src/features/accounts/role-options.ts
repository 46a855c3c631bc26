import { ROLES, type Role } from '@transitdocs/domain';
import type { TFunction } from '../../i18n/translator.ts';
import type { SelectOption } from '../../ui/index.ts';

export function roleOptions(t: TFunction<'accounts'>): SelectOption[] {
  return ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }));
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
