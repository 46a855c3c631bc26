import type { User } from '@transitdocs/domain';
import { mayUser } from './may-user.ts';

export type ProfileItem = { key: string; to: string; labelKey: string };

/** Profile menu of spec 1 §2: show profile, settings, manage accounts (Admin), logout. */
export function profileItemsFor(user: User): ProfileItem[] {
  const items: ProfileItem[] = [
    { key: 'profile', to: '/profile/settings', labelKey: 'menu.show_profile' },
    { key: 'settings', to: '/profile/settings', labelKey: 'menu.settings' },
  ];
  if (mayUser(user, 'manage_accounts')) {
    items.push({ key: 'accounts', to: '/profileManagement', labelKey: 'menu.manage_accounts' });
  }
  items.push({ key: 'logout', to: '/logout', labelKey: 'menu.logout' });
  return items;
}
