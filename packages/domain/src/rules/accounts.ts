import type { Ownership, Role } from '../enums.ts';

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

export function canManageAccounts(user: Pick<AccountSubject, 'role'>): boolean {
  return user.role === 'Admin';
}

export function canAddDriver(role: Role): boolean {
  return role === 'Admin';
}

/** Only a primary employee outside a shared link may add alert types (spec 3 §6). */
export function canAddAlertType(
  user: Pick<AccountSubject, 'employee_data'>,
  isSharedLink: boolean,
): boolean {
  return !isSharedLink && isPrimary(user);
}

export const NAV_LINKS = ['documents', 'cars', 'drivers', 'clients'] as const;
export type NavLink = (typeof NAV_LINKS)[number];

/** Magazynier sees no Drivers link; Kierowca sees neither Cars nor Drivers (spec 3 §6). */
export function visibleNavLinks(role: Role): NavLink[] {
  switch (role) {
    case 'Admin':
    case 'Dyspozytor':
      return ['documents', 'cars', 'drivers', 'clients'];
    case 'Magazynier':
      return ['documents', 'cars', 'clients'];
    case 'Kierowca':
      return ['documents', 'clients'];
  }
}

/** Roles allowed on each role-guarded screen; others are sent to /documents. */
export const ROUTE_ROLES = {
  cars: ['Admin', 'Dyspozytor', 'Magazynier'],
  drivers: ['Admin', 'Dyspozytor'],
  profileManagement: ['Admin'],
} as const satisfies Record<string, readonly Role[]>;

export function canOpenRoute(role: Role, route: keyof typeof ROUTE_ROLES): boolean {
  return (ROUTE_ROLES[route] as readonly Role[]).includes(role);
}
