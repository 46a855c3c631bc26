import {
  CSV_PARTIES,
  buildCsvTransit,
  columnOfField,
  contractorDraftOf,
  contractorKey,
  decideContractor,
  driverPhoneOf,
  nameKeyOf,
  type CsvFieldProblem,
  type CsvImportFields,
  type CsvParty,
  type CsvRowError,
  type CsvRowValues,
} from '@transitdocs/domain';
import { createLookup, type NewClientData } from './contractors.ts';
import type { AcceptedRow, ImportContext } from './import-context.ts';
import * as repo from './repo.ts';

function rowError(row: number, problem: CsvFieldProblem, fields: CsvImportFields): CsvRowError {
  return {
    row,
    field: problem.field,
    column: columnOfField(problem.field, fields.mapping),
    message: problem.message,
  };
}

/**
 * Validates every row in memory (contractors, driver, transit rules) and returns the rows to
 * write; nothing is written here.
 */
export async function acceptRows(
  ctx: ImportContext,
  fields: CsvImportFields,
  rows: { row: number; values: CsvRowValues }[],
  errors: CsvRowError[],
): Promise<AcceptedRow[]> {
  const { deps, caller, company, registry } = ctx;
  const settings = fields.settings;

  // What the company has already: contractors by NIP or by name, drivers by phone.
  const vies = new Set<string>();
  const names = new Set<string>();
  const phones = new Set<string>();
  for (const { values } of rows) {
    for (const party of CSV_PARTIES) {
      const draft = contractorDraftOf(values, party);
      const key = contractorKey(draft);
      if (key?.startsWith('vies:')) vies.add(key.slice(5));
      else if (key) names.add(draft.name);
    }
    const phone = driverPhoneOf(values, settings);
    if (phone) phones.add(phone);
  }
  const existing = await repo.findClientsByViesOrName(
    deps.db,
    caller.companyId,
    [...vies],
    [...names],
  );
  for (const client of existing) {
    const handle = registry.add({ id: client.id, create: null });
    if (client.vies) registry.register(`vies:${client.vies}`, handle);
    registry.register(`name:${nameKeyOf(client)}`, handle);
  }
  ctx.linkedCompanies = await repo.findCompaniesByVies(deps.db, [...vies]);
  const drivers = await repo.findDriversByPhone(deps.db, caller.companyId, [...phones]);
  const lookup = createLookup(deps);
  let ownHandle: number | undefined;
  const ownCompany = async (): Promise<number> => {
    if (ownHandle !== undefined) return ownHandle;
    const id = await repo.findOwnCompanyClient(deps.db, company.id, company.vies);
    ownHandle = registry.add(
      id !== undefined
        ? { id, create: null }
        : {
            id: null,
            create: {
              name: company.name,
              address: company.address,
              zip_code: company.zip_code,
              town: company.town,
              country: company.country,
              nip: company.vies ? company.nip : '',
              vies: company.vies,
              phone: company.phone,
              email: '',
            },
          },
    );
    return ownHandle;
  };

  const accepted: AcceptedRow[] = [];
  for (const { row, values } of rows) {
    const problems: CsvFieldProblem[] = [];
    const refs: Record<CsvParty, number | null> = { sender: null, receiver: null, carrier: null };
    // Contractors this row would create, registered only when the row is accepted.
    const created = new Map<string, number>();
    for (const party of CSV_PARTIES) {
      const decision = decideContractor(
        contractorDraftOf(values, party),
        party,
        settings,
        registry.known,
      );
      switch (decision.kind) {
        case 'reuse':
          refs[party] = registry.handleOf(decision.key) ?? null;
          break;
        case 'create':
        case 'lookup': {
          const own = created.get(decision.key);
          if (own !== undefined) {
            refs[party] = own;
            break;
          }
          let data: NewClientData | null;
          if (decision.kind === 'create') {
            const client = decision.client;
            data = {
              name: client.name,
              address: client.address,
              zip_code: client.zip_code,
              town: client.town,
              country: client.country,
              nip: client.vies ? client.vies.slice(2) : '',
              vies: client.vies ?? null,
              phone: client.phone ?? '',
              email: (client.email ?? '').toLowerCase(),
            };
          } else {
            data = await lookup(decision.vies);
            if (!data) {
              problems.push({
                field: `${party}_nip`,
                message: 'vies_unable_retriving_from_database',
              });
              break;
            }
          }
          const handle = registry.add({ id: null, create: data });
          created.set(decision.key, handle);
          refs[party] = handle;
          break;
        }
        case 'my_company':
          refs[party] = await ownCompany();
          break;
        case 'none':
          break;
        case 'error':
          problems.push(...decision.problems);
          break;
      }
    }
    let driver: number | null = null;
    const phone = driverPhoneOf(values, settings);
    if (phone) {
      driver = drivers.get(phone) ?? null;
      if (driver === null) problems.push({ field: 'driver_phone', message: 'driver_incorrect' });
    }
    if (problems.length === 0) {
      const built = buildCsvTransit(values, { ...refs, driver }, settings);
      if (built.ok) {
        for (const [key, handle] of created) registry.register(key, handle);
        accepted.push({ row, transit: built.transit });
        continue;
      }
      problems.push(...built.problems);
    }
    for (const problem of problems) errors.push(rowError(row, problem, fields));
  }
  return accepted;
}
