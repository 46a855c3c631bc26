// The parties of an imported message as the company's contractors: the one with the same tax
// number, else a new one (docs/decisions/0132-ecmr-import.md).
import type { Executor } from '../../db/index.ts';
import { findClientByTaxNumber, insertImportedClient } from '../contractors/index.ts';
import type { ImportedClient } from './message.ts';

/** Tax numbers as the contractors' `vies` column keeps them: upper case, no spaces or dashes. */
export function taxNumberOf(client: ImportedClient): string | null {
  const number = (client.vies ?? '').replace(/[\s.-]+/g, '').toUpperCase();
  return number === '' ? null : number;
}

/** The contractor id for a party; one created per distinct party within one import. */
export async function contractorFor(
  trx: Executor,
  companyId: number,
  client: ImportedClient,
  now: string,
  created: Map<string, number>,
): Promise<number> {
  const taxNumber = taxNumberOf(client);
  const key = taxNumber ?? `name:${client.name ?? ''}`;
  const known = created.get(key);
  if (known !== undefined) return known;
  const existing = taxNumber ? await findClientByTaxNumber(trx, companyId, taxNumber) : undefined;
  if (existing) {
    created.set(key, existing.id);
    return existing.id;
  }
  const country = client.country?.[0] ?? '';
  const row = await insertImportedClient(trx, {
    company_id: companyId,
    name: client.name ?? taxNumber ?? '—',
    address: client.address ?? '',
    zip_code: client.postCode ?? '',
    town: client.city ?? '',
    country,
    nip: taxNumber && /^[A-Z]{2}/.test(taxNumber) ? taxNumber.slice(2) : '',
    vies: taxNumber,
    pesel: client.pesel ?? '',
    vat_group: client.vatGroup ?? '',
    email: '',
    phone: '',
    linked_company_id: null,
    created_at: now,
    updated_at: now,
  });
  created.set(key, row.id);
  return row.id;
}
