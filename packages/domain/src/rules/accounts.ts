import type { Ownership, Role } from '../enums.ts';
import { mayAccount } from '../policy/account.ts';
import type { AccountAction } from '../policy/actions.ts';

/** The parts of a user that the account rules read. */
export type AccountSubject = {
  first_name: string;
  last_name: string;
  role: Role;
  has_pin: boolean;
  company: { name: string };
  employee_data: { ownership: Ownership };
};

export function isPrimary(user: Pick<AccountSubject, 'employee_data'>): boolean {
  return user.employee_data.ownership === 'primary';
}

/** Header shows the company for a primary Admin, otherwise the person (spec 1 §2). */
export function headerName(user: AccountSubject): string {
  if (user.role === 'Admin' && isPrimary(user)) return user.company.name;
  return `${user.first_name} ${user.last_name}`.trim();
}

/** Non-primary employees must set a PIN after their first sign-in (spec 3 §4). */
export function needsFirstPin(user: Pick<AccountSubject, 'employee_data' | 'has_pin'>): boolean {
  return !isPrimary(user) && !user.has_pin;
}

export const NAV_LINKS = ['documents', 'cars', 'drivers', 'clients'] as const;
export type NavLink = (typeof NAV_LINKS)[number];

/** Magazynier sees no Drivers link; Kierowca sees neither Cars nor Drivers (spec 3 §6). */
export function visibleNavLinks(role: Role): NavLink[] {
  const member = { role, primary: false };
  return NAV_LINKS.filter(
    (link) =>
      (link !== 'cars' || mayAccount(member, 'open_cars')) &&
      (link !== 'drivers' || mayAccount(member, 'open_drivers')),
  );
}

/** The rulebook's action behind each role-guarded screen; others are sent to /documents. */
const ROUTE_ACTIONS = {
  cars: 'open_cars',
  drivers: 'open_drivers',
  profileManagement: 'manage_accounts',
} as const satisfies Record<string, AccountAction>;

export type GuardedRoute = keyof typeof ROUTE_ACTIONS;

export function canOpenRoute(role: Role, route: GuardedRoute): boolean {
  return mayAccount({ role, primary: false }, ROUTE_ACTIONS[route]);
}
