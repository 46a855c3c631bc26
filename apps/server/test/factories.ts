import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Role } from '@transitdocs/domain';
import type { Db } from '../src/db/index.ts';
import { nowIso } from '../src/db/index.ts';
import { insertUser } from '../src/modules/accounts/repo.ts';
import { hashSecret } from '../src/platform/crypto.ts';

let counter = 0;
const run = Math.floor(Math.random() * 9000) + 1000;

export function unique(): number {
  counter += 1;
  return counter;
}

/** A phone no other test uses: +48 5 plus run and counter digits (9 digits after +48). */
export function uniquePhone(): string {
  return `+485${String(run).padStart(4, '0')}${String(unique()).padStart(4, '0')}`;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${run}.${unique()}@example.com`;
}

export const PASSWORD = 'Secret123!';
export const VALID_NIP = '5260250274';

export type RegisterPayload = {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  regulations_accepted: boolean;
  company: Record<string, unknown>;
  [extra: string]: unknown;
};

export function registerPayload(overrides: Partial<RegisterPayload> = {}): RegisterPayload {
  const { company, ...rest } = overrides;
  return {
    first_name: 'Anna',
    last_name: 'Nowak',
    email: uniqueEmail('owner'),
    password: PASSWORD,
    regulations_accepted: true,
    ...rest,
    company: {
      name: 'Nowak Trans Sp. z o.o.',
      address: 'ul. Długa 1',
      zip_code: '00-950',
      town: 'Warszawa',
      country: 'PL',
      nip: VALID_NIP,
      vies: `PL${VALID_NIP}`,
      vat_group: '',
      phone: uniquePhone(),
      ...company,
    },
  };
}

export function json(response: LightMyRequestResponse): Record<string, unknown> {
  return response.json<Record<string, unknown>>();
}

export function auth(token: string, extra: Record<string, string> = {}): Record<string, string> {
  return { authorization: `Token ${token}`, ...extra };
}

export async function login(
  app: FastifyInstance,
  loginName: string,
  password = PASSWORD,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/auth/api/v1/login/',
    payload: { login: loginName, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json<{ token: string }>().token;
}

export type Owner = {
  email: string;
  phone: string;
  token: string;
  userId: number;
  companyId: number;
};

/** Registers a company through the API and signs its owner in. */
export async function createOwner(
  app: FastifyInstance,
  overrides: Partial<RegisterPayload> = {},
  headers: Record<string, string> = {},
): Promise<Owner> {
  const payload = registerPayload(overrides);
  const response = await app.inject({
    method: 'POST',
    url: '/auth/api/v1/admin-user/',
    payload,
    headers,
  });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.body}`);
  const token = await login(app, payload.email);
  const me = await app.inject({
    method: 'GET',
    url: '/auth/api/v1/user/me/',
    headers: auth(token),
  });
  const user = me.json<{ id: number; company: { id: number } }>();
  return {
    email: payload.email,
    phone: String(payload.company.phone),
    token,
    userId: user.id,
    companyId: user.company.id,
  };
}

export type Employee = { id: number; email: string | null; phone: string | null; token: string };

/**
 * Inserts a sub-account directly, active and with a known password (the employee API sends an
 * activation link instead, spec 3 §4), and signs in.
 */
export async function createEmployee(
  app: FastifyInstance,
  db: Db,
  companyId: number,
  options: {
    role?: Role;
    pin?: string | null;
    email?: string | null;
    phone?: string | null;
    language?: string;
  } = {},
): Promise<Employee> {
  const email = options.email === undefined ? uniqueEmail('employee') : options.email;
  const phone = options.phone === undefined ? null : options.phone;
  const now = nowIso();
  const id = await insertUser(db, {
    company_id: companyId,
    email,
    phone,
    password_hash: await hashSecret(PASSWORD),
    pin_hash: options.pin ? await hashSecret(options.pin) : null,
    first_name: 'Jan',
    last_name: 'Kowalski',
    role: options.role ?? 'Magazynier',
    ownership: 'secondary',
    is_active: 1,
    language: options.language ?? 'pl',
    inspecto_linking_token: null,
    default_document: 'NONE',
    created_at: now,
    updated_at: now,
  });
  const token = await login(app, email ?? phone ?? '');
  return { id, email, phone, token };
}

export async function countRows(
  db: Db,
  table:
    | 'companies'
    | 'users'
    | 'auth_tokens'
    | 'link_tokens'
    | 'regulations_acceptances'
    | 'alert_types'
    | 'outbound_messages'
    | 'clients'
    | 'vehicles'
    | 'invitations'
    | 'usage_records'
    | 'transits'
    | 'transit_events'
    | 'documents'
    | 'notifications',
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A valid Polish NIP built from 9 digits (tries the next number until the checksum fits). */
export function makeNip(seed: number): string {
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  for (let n = seed; ; n++) {
    const base = String(100_000_000 + (n % 899_999_999)).slice(0, 9);
    const sum = weights.reduce((acc, w, i) => acc + w * Number(base[i]), 0);
    const check = sum % 11;
    if (check !== 10) return `${base}${check}`;
  }
}

/** A NIP no other test uses. */
export function uniqueNip(): string {
  return makeNip(run * 100_000 + unique() * 7);
}

/** Registers a company with its own NIP (so contractors can find it by VIES). */
export async function createCompany(
  app: FastifyInstance,
  options: { name?: string; nip?: string } = {},
): Promise<Owner & { nip: string; vies: string; name: string }> {
  const nip = options.nip ?? uniqueNip();
  const name = options.name ?? `Firma ${nip}`;
  const owner = await createOwner(app, { company: { nip, vies: `PL${nip}`, name } });
  return { ...owner, nip, vies: `PL${nip}`, name };
}

export function clientPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Kontrahent Sp. z o.o.',
    address: 'ul. Polna 5',
    zip_code: '31-000',
    town: 'Kraków',
    country: 'PL',
    phone: '+48 600 100 200',
    vat_group: '',
    email: 'biuro@kontrahent.pl',
    ...overrides,
  };
}
