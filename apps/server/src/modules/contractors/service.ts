import {
  ContractorAutoSend,
  contractorVies,
  isValidZip,
  type Client,
  type ClientCreateRequest,
  type ClientCreateResponse,
  type ClientUpdateRequest,
  type CompanyLookupResponse,
  type EventCircumstances,
} from '@transitdocs/domain';
import { nowIso, type Executor } from '../../db/index.ts';
import type { ClientRow, ClientUpdate, CompanyRow, NewClient } from '../../db/schema.ts';
import { type Caller, circumstancesOf, requireAccountAction } from '../../platform/auth.ts';
import type { Deps } from '../../platform/context.ts';
import { fieldError, nonFieldError, notFound } from '../../platform/errors.ts';
import type { Page, PageWindow } from '../../platform/paging.ts';
import { companyByVies, getCompany } from '../accounts/index.ts';
import * as repo from './repo.ts';
import { writeTransaction } from '../../platform/events/index.ts';

export function toClient(row: ClientRow): Client {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    zip_code: row.zip_code,
    town: row.town,
    country: row.country,
    nip: row.nip,
    vies: row.vies,
    phone: row.phone,
    vat_group: row.vat_group,
    pesel: row.pesel,
    email: row.email,
    is_online: row.linked_company_id !== null,
    gt_id: row.linked_company_id,
    last_auto_send: lastAutoSendOf(row),
  };
}

/** The stored outcome of the last link sent by itself, as the list shows it (spec 2 §4). */
function lastAutoSendOf(row: ClientRow): ContractorAutoSend | null {
  const parsed = ContractorAutoSend.safeParse({
    status: row.last_auto_send_status,
    channel: row.last_auto_send_channel,
    reason: row.last_auto_send_reason,
    at: row.last_auto_send_at,
    transit_number: row.last_auto_send_transit,
  });
  return parsed.success ? parsed.data : null;
}

export async function listClients(
  deps: Deps,
  caller: Caller,
  filters: repo.ClientFilters,
  window: PageWindow,
): Promise<Page<Client>> {
  const page = await repo.listClients(deps.db, caller.companyId, filters, window);
  return { count: page.count, results: page.results.map(toClient) };
}

async function findOwnClient(deps: Deps, caller: Caller, id: number): Promise<ClientRow> {
  const row = await repo.findClient(deps.db, caller.companyId, id);
  if (!row) throw notFound();
  return row;
}

export async function getClient(deps: Deps, caller: Caller, id: number): Promise<Client> {
  return toClient(await findOwnClient(deps, caller, id));
}

/** Invites a company in the product to partner with `senderCompanyId`, in the caller's transaction. */
export type InviteCompany = (
  trx: Executor,
  senderCompanyId: number,
  receiver: CompanyRow,
  clientId: number,
  circumstances: EventCircumstances,
) => Promise<'pending' | 'accepted'>;

/** Invites a company not in the product by its contractor's e-mail, in the caller's transaction. */
export type InviteByEmail = (
  trx: Executor,
  senderCompanyId: number,
  email: string,
  clientId: number,
  circumstances: EventCircumstances,
) => Promise<'pending' | null>;

declare module '../../platform/context.ts' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface ModuleDeps {
    /**
     * How a contractor that is a company in the product is invited (set by the invitations
     * module, which itself links contractors on an accepted invitation).
     */
    inviteCompany?: InviteCompany;
    /** How a contractor with an e-mail and no company in the product is invited (0116). */
    inviteByEmail?: InviteByEmail;
  }
}

/**
 * A contractor that is itself a company in the product (same VIES id) is linked to it, and that
 * company gets an invitation, in the same transaction; one that is not, but has an e-mail, is
 * invited to sign up. One contractor per VIES id and company.
 */
export async function createClient(
  deps: Pick<Deps, 'db' | 'events' | 'inviteCompany' | 'inviteByEmail'>,
  caller: Caller,
  input: ClientCreateRequest,
  meta: { ip: string | null; userAgent: string | null },
): Promise<ClientCreateResponse> {
  requireAccountAction(caller, 'write_contractors');
  const vies = contractorVies(input);
  if (vies && (await repo.findClientByVies(deps.db, caller.companyId, vies))) {
    throw fieldError(input.vies ? 'vies' : 'nip', 'client_already_exists');
  }
  const linked = vies ? await companyByVies(deps.db, vies) : undefined;
  const other = linked && linked.id !== caller.companyId ? linked : undefined;
  const now = nowIso();
  return writeTransaction(deps, async (trx) => {
    const row = await repo.insertClient(trx, {
      company_id: caller.companyId,
      name: input.name,
      address: input.address,
      zip_code: input.zip_code,
      town: input.town,
      country: input.country,
      nip: vies ? vies.slice(2) : '',
      vies,
      // With a tax number the PESEL is not kept (the form's has-NIP toggle).
      pesel: vies ? '' : (input.pesel ?? ''),
      vat_group: input.vat_group ?? '',
      email: (input.email ?? '').toLowerCase(),
      phone: input.phone ?? '',
      linked_company_id: other?.id ?? null,
      created_at: now,
      updated_at: now,
    });
    const circumstances = circumstancesOf(caller, meta, now);
    let invitationStatus: 'pending' | 'accepted' | null = null;
    if (other && deps.inviteCompany) {
      invitationStatus = await deps.inviteCompany(
        trx,
        caller.companyId,
        other,
        row.id,
        circumstances,
      );
    } else if (!linked && row.email && deps.inviteByEmail) {
      // Not in the product: invited to sign up by e-mail (spec 3 §3 receiver_unregistered).
      invitationStatus = await deps.inviteByEmail(
        trx,
        caller.companyId,
        row.email,
        row.id,
        circumstances,
      );
    }
    return { ...toClient(row), invitation_status: invitationStatus };
  });
}

/** Names, address and contact change; the tax identity (nip, vies, pesel) does not. */
export async function updateClient(
  deps: Deps,
  caller: Caller,
  id: number,
  input: ClientUpdateRequest,
): Promise<Client> {
  const row = await findOwnClient(deps, caller, id);
  requireAccountAction(caller, 'write_contractors');
  const patch: ClientUpdate = {};
  if (input.name !== undefined) patch.name = input.name;
  if (input.address !== undefined) patch.address = input.address;
  if (input.zip_code !== undefined) patch.zip_code = input.zip_code;
  if (input.town !== undefined) patch.town = input.town;
  if (input.country !== undefined) patch.country = input.country;
  if (input.phone !== undefined) patch.phone = input.phone;
  if (input.vat_group !== undefined) patch.vat_group = input.vat_group;
  if (input.email !== undefined) patch.email = input.email.toLowerCase();
  const merged = { ...row, ...patch };
  if (!isValidZip(merged.country, merged.zip_code)) {
    throw fieldError('zip_code', 'zip_code_incorrect');
  }
  if (Object.keys(patch).length > 0) {
    await repo.updateClient(deps.db, caller.companyId, id, { ...patch, updated_at: nowIso() });
  }
  return toClient(merged);
}

export async function deleteClient(deps: Deps, caller: Caller, id: number): Promise<void> {
  await findOwnClient(deps, caller, id);
  requireAccountAction(caller, 'delete_contractors');
  if (await repo.isClientInUse(deps.db, id)) throw nonFieldError('client_in_use');
  await repo.deleteClient(deps.db, caller.companyId, id);
}

/** GET company?id=: a company in the product by id, as the contractor form fills it. */
export async function lookupCompany(deps: Deps, id: number): Promise<CompanyLookupResponse> {
  const company = await getCompany(deps.db, id);
  if (!company) throw nonFieldError('vies_unable_retriving_from_database');
  return {
    results: [
      {
        name: company.name,
        country: company.country,
        vies: company.vies,
        town: company.town,
        zip_code: company.zip_code,
        address: company.address,
      },
    ],
  };
}

/*
 * Data access for other modules (clients are this module's table); they decide nothing.
 */

/**
 * A client row of `ownerCompanyId` for `other`: linked if one exists by VIES, else created (an
 * accepted invitation, inside its transaction).
 */
export async function linkClientToCompany(
  trx: Executor,
  ownerCompanyId: number,
  other: CompanyRow,
  now: string,
): Promise<void> {
  if (await repo.findClientLinkedTo(trx, ownerCompanyId, other.id)) return;
  const byVies = other.vies
    ? await repo.findClientByVies(trx, ownerCompanyId, other.vies)
    : undefined;
  if (byVies) {
    await repo.updateClient(trx, ownerCompanyId, byVies.id, {
      linked_company_id: other.id,
      updated_at: now,
    });
    return;
  }
  await repo.insertClient(trx, {
    company_id: ownerCompanyId,
    name: other.name,
    address: other.address,
    zip_code: other.zip_code,
    town: other.town,
    country: other.country,
    nip: other.nip,
    vies: other.vies,
    pesel: '',
    vat_group: other.vat_group,
    email: '',
    phone: other.phone,
    linked_company_id: other.id,
    created_at: now,
    updated_at: now,
  });
}

/** A company's contractor row by id, for a module that has already decided it may read it. */
export function clientRowOf(
  db: Executor,
  ownerCompanyId: number,
  id: number,
): Promise<ClientRow | undefined> {
  return repo.findClient(db, ownerCompanyId, id);
}

/**
 * The contractor row that led to an invitation by e-mail becomes the invited company's once it
 * signs up (inside that transaction), so accepting finds it instead of adding a second row.
 */
export async function linkClientRow(
  trx: Executor,
  ownerCompanyId: number,
  clientId: number,
  companyId: number,
  now: string,
): Promise<void> {
  await repo.updateClient(trx, ownerCompanyId, clientId, {
    linked_company_id: companyId,
    updated_at: now,
  });
}

/** Inserts a client row the CSV import creates, in its transaction. */
export function insertImportedClient(trx: Executor, row: NewClient): Promise<ClientRow> {
  return repo.insertClient(trx, row);
}

/** Keeps the outcome of the last link sent by itself on the contractor, for its list row. */
export async function recordAutoSend(
  db: Executor,
  companyId: number,
  clientId: number,
  outcome: ContractorAutoSend,
): Promise<void> {
  await repo.updateClient(db, companyId, clientId, {
    last_auto_send_status: outcome.status,
    last_auto_send_channel: outcome.channel,
    last_auto_send_reason: outcome.reason,
    last_auto_send_at: outcome.at,
    last_auto_send_transit: outcome.transit_number,
  });
}

/** The company's contractor with this tax number (upper case, country prefix), the oldest. */
export function findClientByTaxNumber(
  db: Executor,
  companyId: number,
  taxNumber: string,
): Promise<ClientRow | undefined> {
  return repo.findClientByVies(db, companyId, taxNumber);
}
