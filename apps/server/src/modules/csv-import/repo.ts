import { sql } from 'kysely';
import type { Role } from '@transitdocs/domain';
import type { Executor } from '../../db/index.ts';
import type { NewTransit, NewTransitReceiver } from '../../db/schema.ts';

/** users.role of a driver (the domain's ROLES). */
const DRIVER_ROLE: Role = 'Kierowca';

/** IN lists are sent in slices so neither database meets its parameter limit. */
const SLICE = 500;

function slices<T>(values: readonly T[], size = SLICE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += size) out.push(values.slice(i, i + size));
  return out;
}

export type ClientKeyRow = {
  id: number;
  name: string;
  address: string;
  zip_code: string;
  town: string;
  vies: string | null;
};

/** The company's contractors with one of these VIES ids or names (for NIP and name reuse). */
export async function findClientsByViesOrName(
  db: Executor,
  companyId: number,
  vies: readonly string[],
  names: readonly string[],
): Promise<ClientKeyRow[]> {
  const rows: ClientKeyRow[] = [];
  const columns = ['id', 'name', 'address', 'zip_code', 'town', 'vies'] as const;
  for (const part of slices(vies)) {
    rows.push(
      ...(await db
        .selectFrom('clients')
        .select(columns)
        .where('company_id', '=', companyId)
        .where('vies', 'in', part)
        .orderBy('id')
        .execute()),
    );
  }
  for (const part of slices(names)) {
    rows.push(
      ...(await db
        .selectFrom('clients')
        .select(columns)
        .where('company_id', '=', companyId)
        .where('name', 'in', part)
        .orderBy('id')
        .execute()),
    );
  }
  return rows;
}

/** The company's own entry among its contractors: linked to it, or with its VIES id. */
export async function findOwnCompanyClient(
  db: Executor,
  companyId: number,
  vies: string | null,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('clients')
    .select('id')
    .where('company_id', '=', companyId)
    .where((eb) =>
      vies
        ? eb.or([eb('linked_company_id', '=', companyId), eb('vies', '=', vies)])
        : eb('linked_company_id', '=', companyId),
    )
    .orderBy('id')
    .executeTakeFirst();
  return row?.id;
}

/** Companies in the product with these VIES ids (a new contractor is linked to its company). */
export async function findCompaniesByVies(
  db: Executor,
  vies: readonly string[],
): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (const part of slices(vies)) {
    const rows = await db
      .selectFrom('companies')
      .select(['id', 'vies'])
      .where('vies', 'in', part)
      .orderBy('id', 'desc')
      .execute();
    for (const row of rows) if (row.vies) found.set(row.vies, row.id);
  }
  return found;
}

/** The company's drivers by normalised phone. */
export async function findDriversByPhone(
  db: Executor,
  companyId: number,
  phones: readonly string[],
): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (const part of slices(phones)) {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'phone'])
      .where('company_id', '=', companyId)
      .where('role', '=', DRIVER_ROLE)
      .where('is_active', '=', 1)
      .where('phone', 'in', part)
      .orderBy('id')
      .execute();
    for (const row of rows) if (row.phone && !found.has(row.phone)) found.set(row.phone, row.id);
  }
  return found;
}

/**
 * Reserves `count` numbers of the company's yearly counter at once (the same upsert as one
 * transit takes); returns the first.
 */
export async function reserveTransitNumbers(
  db: Executor,
  companyId: number,
  year: number,
  count: number,
): Promise<number> {
  const row = await db
    .insertInto('transit_counters')
    .values({ company_id: companyId, year, last_number: count })
    .onConflict((oc) =>
      oc.columns(['company_id', 'year']).doUpdateSet({
        last_number: sql<number>`transit_counters.last_number + ${count}`,
      }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return row.last_number - count + 1;
}

/** Inserts transits; ids come back by transit number (unique per company). */
export async function insertTransits(
  db: Executor,
  rows: NewTransit[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const part of slices(rows, 200)) {
    const inserted = await db
      .insertInto('transits')
      .values(part)
      .returning(['id', 'transit_number'])
      .execute();
    for (const row of inserted) ids.set(row.transit_number, row.id);
  }
  return ids;
}

/** Inserts one receiver per transit; ids come back by transit id. */
export async function insertReceivers(
  db: Executor,
  rows: NewTransitReceiver[],
): Promise<Map<number, number>> {
  const ids = new Map<number, number>();
  for (const part of slices(rows)) {
    const inserted = await db
      .insertInto('transit_receivers')
      .values(part)
      .returning(['id', 'transit_id'])
      .execute();
    for (const row of inserted) ids.set(row.transit_id, row.id);
  }
  return ids;
}

/** Inserts rows in slices of `size` with the given insert. */
export async function insertSliced<T>(
  db: Executor,
  rows: T[],
  insert: (db: Executor, rows: T[]) => Promise<void>,
  size = 300,
): Promise<void> {
  for (const part of slices(rows, size)) await insert(db, part);
}
