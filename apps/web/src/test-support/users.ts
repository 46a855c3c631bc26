import type { User } from '@transitdocs/domain';

const COMPANY: User['company'] = { id: 3, name: 'Trans-Pol', phone: '+48221234567' };

/** A user as `GET /auth/api/v1/user/me/` and the login answer them. */
function user(
  fields: Pick<User, 'id' | 'first_name' | 'last_name' | 'role'> & Partial<User>,
): User {
  return {
    email: `${fields.first_name}.${fields.last_name}@example.com`.toLowerCase(),
    phone: '+48600100200',
    avatar: null,
    language: 'en-GB',
    is_active: true,
    has_pin: true,
    inspecto_linking_token: null,
    company: COMPANY,
    employee_data: { id: fields.id + 2, ownership: 'secondary' },
    ...fields,
  };
}

/** The company's primary account (its owner). */
export const OWNER: User = user({
  id: 1,
  first_name: 'Jan',
  last_name: 'Nowak',
  role: 'Admin',
  has_pin: false,
  employee_data: { id: 1, ownership: 'primary' },
});

export const DISPATCHER: User = user({
  id: 7,
  first_name: 'Anna',
  last_name: 'Nowak',
  role: 'Dyspozytor',
});

export const WAREHOUSEMAN: User = user({
  id: 8,
  first_name: 'Marek',
  last_name: 'Magazynier',
  role: 'Magazynier',
});

export const DRIVER_USER: User = user({
  id: 14,
  first_name: 'Jan',
  last_name: 'Kowalski',
  role: 'Kierowca',
});
