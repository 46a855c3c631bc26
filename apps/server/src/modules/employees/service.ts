import {
  employeeAnswers,
  normalizePhone,
  type Employee,
  type EmployeeCreateRequest,
  type EmployeeCreateResponse,
  type Person,
} from '@transitdocs/domain';
import { isUniqueViolation, nowIso } from '../../db/index.ts';
import type { UserRow } from '../../db/schema.ts';
import {
  asOwnership,
  asRole,
  type Caller,
  memberOf,
  requireAccountAction,
} from '../../platform/auth.ts';
import type { Deps, RequestMeta } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Page, PageWindow } from '../../platform/paging.ts';
import {
  createActivationLink,
  createUser,
  getUser,
  normalizeEmail,
  removeUser,
  userByEmail,
  userByPhone,
} from '../accounts/index.ts';
import { resolveVisibleCompany } from '../invitations/index.ts';
import * as repo from './repo.ts';

/** An account as the caller sees it, with what he may do to it (the rulebook's answers). */
export function toEmployee(user: UserRow, caller: Caller): Employee {
  const ownership = asOwnership(user.ownership);
  const answers = employeeAnswers(memberOf(caller), {
    isSelf: user.id === caller.userId,
    primary: ownership === 'primary',
  });
  return {
    id: user.id,
    user: {
      id: user.id,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      phone: user.phone,
      role: asRole(user.role),
      is_active: user.is_active === 1,
    },
    company: user.company_id,
    ownership,
    ...answers,
  };
}

function toPerson(user: UserRow): Person {
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    phone: user.phone,
    role: asRole(user.role),
    company: user.company_id,
  };
}

export async function listEmployees(
  deps: Deps,
  caller: Caller,
  filters: repo.EmployeeFilters,
  window: PageWindow,
): Promise<Page<Employee>> {
  requireAccountAction(caller, 'manage_accounts');
  const page = await repo.listEmployees(deps.db, caller.companyId, filters, window);
  return { count: page.count, results: page.results.map((user) => toEmployee(user, caller)) };
}

/** An Admin sees every account of the company; anyone else only their own. */
export async function getEmployee(deps: Deps, caller: Caller, id: number): Promise<Employee> {
  const user = await repo.findCompanyUser(deps.db, caller.companyId, id);
  if (!user) throw notFound();
  const isSelf = user.id === caller.userId;
  if (!isSelf) requireAccountAction(caller, 'manage_accounts');
  return toEmployee(user, caller);
}

/** Person autocomplete: the caller's company or a connected one (company_vies). */
export async function listPeople(
  deps: Deps,
  caller: Caller,
  companyVies: string | undefined,
  name: string | undefined,
  window: PageWindow,
): Promise<Page<Person>> {
  const companyId = await resolveVisibleCompany(deps, caller, companyVies);
  if (companyId === null) return { count: 0, results: [] };
  const page = await repo.listEmployees(deps.db, companyId, { name }, window);
  return { count: page.count, results: page.results.map(toPerson) };
}

function taken(field: 'email' | 'phone'): AppError {
  return new AppError(400, field === 'email' ? 'email_taken' : 'phone_taken', {
    user: { [field]: [field === 'email' ? 'email_taken' : 'phone_taken'] },
  });
}

/**
 * Admin only. The account has no password: an activation link goes by e-mail if given, else by
 * SMS, to /first-login/password-reset/{uid}/{token}. If the link cannot be sent the account is
 * removed again, so a failed request leaves nothing behind.
 */
export async function createEmployee(
  deps: Deps,
  caller: Caller,
  input: EmployeeCreateRequest,
  meta: RequestMeta,
): Promise<EmployeeCreateResponse> {
  requireAccountAction(caller, 'manage_accounts');
  const account = input.user;
  const email = account.email ? normalizeEmail(account.email) : null;
  const phone = account.phone ? normalizePhone(account.phone) : null;
  if (email && (await userByEmail(deps.db, email))) throw taken('email');
  if (phone && (await userByPhone(deps.db, phone))) throw taken('phone');
  const inviter = await getUser(deps.db, caller.userId);
  const now = nowIso();
  let userId: number;
  try {
    userId = await deps.db.transaction().execute((trx) =>
      createUser(trx, {
        company_id: caller.companyId,
        email,
        phone,
        password_hash: null,
        pin_hash: null,
        first_name: account.first_name,
        last_name: account.last_name,
        role: account.role,
        ownership: 'secondary',
        is_active: 1,
        language: inviter?.language ?? meta.language ?? 'pl',
        inspecto_linking_token: account.inspecto_linking_token ?? null,
        default_document: 'NONE',
        created_at: now,
        updated_at: now,
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw taken(email ? 'email' : 'phone');
    throw error;
  }
  let channel: 'email' | 'sms' | null;
  try {
    channel = (await createActivationLink(deps, userId)).channel;
  } catch (error) {
    await removeUser(deps.db, userId);
    throw error;
  }
  if (!channel) {
    await removeUser(deps.db, userId);
    throw new AppError(400, 'email_or_phone_required', {
      user: { email: ['email_or_phone_required'] },
    });
  }
  const user = await getUser(deps.db, userId);
  if (!user) throw notFound();
  return { ...toEmployee(user, caller), activation_channel: channel };
}
