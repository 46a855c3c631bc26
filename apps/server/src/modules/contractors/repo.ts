import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { containsText, toCount, type Executor } from '../../db/index.ts';
import type { ClientRow, ClientUpdate, Database, NewClient } from '../../db/schema.ts';
import type { Page, PageWindow } from '../../platform/paging.ts';

export type ClientFilters = {
  vies?: string | undefined;
  gtId?: number | undefined;
  name?: string | undefined;
  town?: string | undefined;
  country?: string | undefined;
  isOnline?: boolean | undefined;
  /** name, NIP or VIES contains */
  search?: string | undefined;
};

function clientConditions(companyId: number, filters: ClientFilters) {
  return (eb: ExpressionBuilder<Database, 'clients'>) => {
    const conditions: Expression<SqlBool>[] = [eb('clients.company_id', '=', companyId)];
    if (filters.vies) conditions.push(containsText('clients.vies', filters.vies));
    if (filters.gtId !== undefined) {
      conditions.push(eb('clients.linked_company_id', '=', filters.gtId));
    }
    if (filters.name) conditions.push(containsText('clients.name', filters.name));
    if (filters.town) conditions.push(containsText('clients.town', filters.town));
    if (filters.country) conditions.push(eb('clients.country', '=', filters.country.toUpperCase()));
    if (filters.isOnline === true) conditions.push(eb('clients.linked_company_id', 'is not', null));
    if (filters.isOnline === false) conditions.push(eb('clients.linked_company_id', 'is', null));
    if (filters.search) {
      conditions.push(
        eb.or([
          containsText('clients.name', filters.search),
          containsText('clients.nip', filters.search),
          containsText('clients.vies', filters.search),
        ]),
      );
    }
    return eb.and(conditions);
  };
}

export async function listClients(
  db: Executor,
  companyId: number,
  filters: ClientFilters,
  window: PageWindow,
): Promise<Page<ClientRow>> {
  const where = clientConditions(companyId, filters);
  const total = await db
    .selectFrom('clients')
    .select((eb) => eb.fn.countAll().as('n'))
    .where(where)
    .executeTakeFirstOrThrow();
  const results = await db
    .selectFrom('clients')
    .selectAll()
    .where(where)
    .orderBy('name')
    .orderBy('id')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return { count: toCount(total.n), results };
}

export async function findClient(
  db: Executor,
  companyId: number,
  id: number,
): Promise<ClientRow | undefined> {
  return db
    .selectFrom('clients')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findClientByVies(
  db: Executor,
  companyId: number,
  vies: string,
): Promise<ClientRow | undefined> {
  return db
    .selectFrom('clients')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('vies', '=', vies)
    .orderBy('id')
    .executeTakeFirst();
}

export async function findClientLinkedTo(
  db: Executor,
  companyId: number,
  linkedCompanyId: number,
): Promise<ClientRow | undefined> {
  return db
    .selectFrom('clients')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('linked_company_id', '=', linkedCompanyId)
    .orderBy('id')
    .executeTakeFirst();
}

export async function insertClient(db: Executor, row: NewClient): Promise<ClientRow> {
  return db.insertInto('clients').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateClient(
  db: Executor,
  companyId: number,
  id: number,
  patch: ClientUpdate,
): Promise<void> {
  await db
    .updateTable('clients')
    .set(patch)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}

export async function deleteClient(db: Executor, companyId: number, id: number): Promise<void> {
  await db.deleteFrom('clients').where('company_id', '=', companyId).where('id', '=', id).execute();
}

/**
 * Whether something still refers to the contractor: an invitation of a company in the product it
 * caused that is still pending, or a transit that names it (sender, receiver, carrier or a place).
 * An invitation by e-mail does not hold it: deleting the row withdraws that one (0116).
 */
export async function isClientInUse(db: Executor, clientId: number): Promise<boolean> {
  const [invitation, sender, receiver, carrier, place] = await Promise.all([
    db
      .selectFrom('invitations')
      .select('id')
      .where('client_id', '=', clientId)
      .where('status', '=', 'pending')
      .where('receiver_company_id', 'is not', null)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('transits')
      .select('id')
      .where('sender_client_id', '=', clientId)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('transit_receivers')
      .select('id')
      .where('client_id', '=', clientId)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('transit_carriers')
      .select('id')
      .where('client_id', '=', clientId)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('transit_places')
      .select('id')
      .where('client_id', '=', clientId)
      .limit(1)
      .executeTakeFirst(),
  ]);
  return Boolean(invitation ?? sender ?? receiver ?? carrier ?? place);
}

/** A company in the product by its VIES id (country prefix plus number, upper case). */
