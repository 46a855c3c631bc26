import { ROLES, type Employee } from '@transitdocs/domain';

/** The role filter's choices: any role first. */
export const ROLES_WITH_ANY = ['', ...ROLES] as const;

export function accountName(employee: Pick<Employee, 'user'>): string {
  return `${employee.user.first_name} ${employee.user.last_name}`.trim();
}
