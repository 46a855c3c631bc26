import type { Executor } from '../../db/index.ts';

/** Our company with a Polish NIP (the first registered, if several). */
export async function companyIdByNip(db: Executor, nip: string): Promise<number | null> {
  const row = await db
    .selectFrom('companies')
    .select('id')
    .where('tax_country', '=', 'PL')
    .where('nip', '=', nip)
    .orderBy('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Our company with a VIES id (country prefix plus number, upper case). */
export async function companyIdByVies(db: Executor, vies: string): Promise<number | null> {
  const row = await db
    .selectFrom('companies')
    .select('id')
    .where('vies', '=', vies)
    .orderBy('id')
    .executeTakeFirst();
  return row?.id ?? null;
}
