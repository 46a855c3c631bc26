import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { toCount, type Executor } from '../index.ts';
import type { Database, UserRow } from '../schema.ts';
import type { Page, PageWindow } from '../../platform/paging.ts';

export type UsersWhere = (eb: ExpressionBuilder<Database, 'users'>) => Expression<SqlBool>;

/** One page of people, by name: the employees and drivers lists differ only in their filters. */
export async function listUsersPage(
  db: Executor,
  where: UsersWhere,
  window: PageWindow,
): Promise<Page<UserRow>> {
  const total = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('n'))
    .where(where)
    .executeTakeFirstOrThrow();
  const results = await db
    .selectFrom('users')
    .selectAll()
    .where(where)
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return { count: toCount(total.n), results };
}
