import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { containsText, personNameContains, type Executor } from '../../db/index.ts';
import type { Database, UserRow } from '../../db/schema.ts';
import type { Page, PageWindow } from '../../platform/paging.ts';
import { listUsersPage } from '../../db/queries/users-page.ts';

export type EmployeeFilters = {
  role?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  /** first and last name, either order, contains */
  name?: string | undefined;
};

function employeeConditions(companyId: number, filters: EmployeeFilters) {
  return (eb: ExpressionBuilder<Database, 'users'>) => {
    const conditions: Expression<SqlBool>[] = [eb('users.company_id', '=', companyId)];
    if (filters.role) conditions.push(eb('users.role', '=', filters.role));
    if (filters.firstName) conditions.push(containsText('users.first_name', filters.firstName));
    if (filters.lastName) conditions.push(containsText('users.last_name', filters.lastName));
    if (filters.name) conditions.push(personNameContains('users', filters.name));
    return eb.and(conditions);
  };
}

export async function listEmployees(
  db: Executor,
  companyId: number,
  filters: EmployeeFilters,
  window: PageWindow,
): Promise<Page<UserRow>> {
  return listUsersPage(db, employeeConditions(companyId, filters), window);
}

export async function findCompanyUser(
  db: Executor,
  companyId: number,
  id: number,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}
