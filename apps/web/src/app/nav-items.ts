import { visibleNavLinks, type NavLink, type Role } from '@transitdocs/domain';

export type NavItem = { link: NavLink; to: string; labelKey: string };

const NAV_ITEMS: Record<NavLink, NavItem> = {
  documents: { link: 'documents', to: '/documents', labelKey: 'nav.documents' },
  cars: { link: 'cars', to: '/cars', labelKey: 'nav.cars' },
  drivers: { link: 'drivers', to: '/drivers', labelKey: 'nav.drivers' },
  clients: { link: 'clients', to: '/clients', labelKey: 'nav.clients' },
};

/** Top-bar links of a role, in the spec's order (spec 3 §6). */
export function navItemsFor(role: Role): NavItem[] {
  return visibleNavLinks(role).map((link) => NAV_ITEMS[link]);
}
