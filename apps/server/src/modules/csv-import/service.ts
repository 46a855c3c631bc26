import {
  CSV_EXAMPLE_ROWS,
  CSV_MAPPING_OPTIONS,
  CSV_PARTIES,
  CsvImportFields,
  CsvMetadataFields,
  CsvUploadSettings,
  DEFAULT_CSV_COMPANY_SETTINGS,
  buildCsvTransit,
  columnOfField,
  contractorDraftOf,
  contractorKey,
  decideContractor,
  driverPhoneOf,
  nameKeyOf,
  polishDate,
  readCsvRow,
  resolveCsvMapping,
  toCompanySettings,
  viesPrefixToCountry,
  type CsvCompanySettings,
  type CsvFieldProblem,
  type CsvImportResponse,
  type CsvMetadataResponse,
  type CsvParty,
  type CsvRowError,
  type CsvRowValues,
  type TransitSubmitRequest,
} from '@transitdocs/domain';
import type { z } from 'zod';
import { nowIso, type Executor } from '../../db/index.ts';
import type {
  CompanyRow,
  NewTransitCargo,
  NewTransitCarrier,
  NewTransitPlace,
} from '../../db/schema.ts';
import { type Caller, eventActorOf, requireAccountAction } from '../../platform/auth.ts';
import type { Deps, RequestMeta } from '../../platform/context.ts';
import { AppError, RequestValidationError, fieldError, notFound } from '../../platform/errors.ts';
import { getCompany } from '../accounts/service.ts';
import { insertImportedClient } from '../contractors/service.ts';
import { createEftiDatasets } from '../efti/datasets.ts';
import * as invitations from '../invitations/service.ts';
import { updateCompanySettings } from '../settings/service.ts';
import {
  enqueueTransitEvent,
  insertTransitCargo,
  insertTransitCarriers,
  insertTransitPlaces,
} from '../transits/service.ts';
import { WEBHOOK_READER, wantsWebhookEvent } from '../webhooks/events.ts';
import { readCsvFile } from './csv-file.ts';
import * as repo from './repo.ts';

/** What the routes read from the multipart form. */
export type CsvForm = { fields: Map<string, string>; file: Buffer | undefined };

/** Rows written per transaction; a failing slice is retried row by row. */
const WRITE_SLICE = 250;

function parseFields<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new RequestValidationError(parsed.error);
  return parsed.data;
}

function jsonField(form: CsvForm, name: 'mapping' | 'settings'): unknown {
  const text = form.fields.get(name);
  if (text === undefined || text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw fieldError(name, 'malformed_json');
  }
}

function ensureImporter(caller: Caller): void {
  requireAccountAction(caller, 'import_csv');
}

export function readMetadata(caller: Caller, form: CsvForm): CsvMetadataResponse {
  ensureImporter(caller);
  const fields = parseFields(CsvMetadataFields, {
    delimiter: form.fields.get('delimiter'),
    encoding: form.fields.get('encoding') || undefined,
  });
  const csv = readCsvFile(form.file, fields.delimiter, fields.encoding);
  return {
    columns: csv.header,
    example_rows: csv.rows
      .slice(0, CSV_EXAMPLE_ROWS)
      .map(({ cells }) => csv.header.map((_, index) => (cells[index] ?? '').trim())),
    mapping_options: CSV_MAPPING_OPTIONS,
    row_count: csv.rows.length,
    encoding: csv.encoding,
  };
}

// ---------------------------------------------------------------------------------------------
// Contractors the rows point at

type NewClientData = {
  name: string;
  address: string;
  zip_code: string;
  town: string;
  country: string;
  nip: string;
  vies: string | null;
  phone: string;
  email: string;
};

/**
 * A contractor a row uses: an existing one (id) or one to create when the first accepted row
 * that needs it is written. Transit payloads carry `index + 1` of this list as the client id
 * until they are written.
 */
type ContractorRef = { id: number | null; create: NewClientData | null };

class ContractorRegistry {
  readonly refs: ContractorRef[] = [];
  private readonly byKey = new Map<string, number>();

  add(ref: ContractorRef, key?: string): number {
    this.refs.push(ref);
    const handle = this.refs.length;
    if (key) this.byKey.set(key, handle);
    return handle;
  }

  handleOf(key: string): number | undefined {
    return this.byKey.get(key);
  }

  register(key: string, handle: number): void {
    if (!this.byKey.has(key)) this.byKey.set(key, handle);
  }

  /** Whether a contractor with this key is known (for decideContractor). */
  readonly known = { has: (key: string): boolean => this.byKey.has(key) };

  ref(handle: number): ContractorRef {
    const ref = this.refs[handle - 1];
    if (!ref) throw new Error(`no contractor ${handle}`);
    return ref;
  }
}

type AcceptedRow = { row: number; transit: TransitSubmitRequest };

type ImportContext = {
  deps: Deps;
  caller: Caller;
  meta: RequestMeta;
  company: CompanyRow;
  registry: ContractorRegistry;
  linkedCompanies: Map<string, number>;
  addedClients: CsvImportResponse['added_clients'];
};

function rowError(row: number, problem: CsvFieldProblem, fields: CsvImportFields): CsvRowError {
  return {
    row,
    field: problem.field,
    column: columnOfField(problem.field, fields.mapping),
    message: problem.message,
  };
}

/** One lookup per NIP for use_nip_when_contractor_missing, cached for the file. */
function createLookup(deps: Deps) {
  const cache = new Map<string, Promise<NewClientData | null>>();
  return (vies: string): Promise<NewClientData | null> => {
    let pending = cache.get(vies);
    if (!pending) {
      const prefix = vies.slice(0, 2);
      const number = vies.slice(2);
      pending = (prefix === 'PL' ? deps.lookups.byNip(number) : deps.lookups.byVies(prefix, number))
        .then((facts) =>
          facts
            ? {
                ...facts,
                country: viesPrefixToCountry(prefix),
                nip: number,
                vies,
                phone: '',
                email: '',
              }
            : null,
        )
        .catch(() => null);
      cache.set(vies, pending);
    }
    return pending;
  };
}

/**
 * Validates every row in memory (contractors, driver, transit rules) and returns the rows to
 * write; nothing is written here.
 */
async function acceptRows(
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

// ---------------------------------------------------------------------------------------------
// Writing

const text = (value: string | undefined | null) => value ?? '';
const nullable = (value: string | null | undefined) =>
  value === undefined || value === null || value === '' ? null : value;

/** Creates the slice's new contractors (the first time one is needed); returns the undo. */
async function ensureContractors(
  trx: Executor,
  ctx: ImportContext,
  handles: Set<number>,
  now: string,
): Promise<() => void> {
  const done: ContractorRef[] = [];
  const added = ctx.addedClients.length;
  for (const handle of handles) {
    const ref = ctx.registry.ref(handle);
    if (ref.id !== null || !ref.create) continue;
    const data = ref.create;
    const linked = data.vies ? ctx.linkedCompanies.get(data.vies) : undefined;
    const other = linked !== undefined && linked !== ctx.caller.companyId ? linked : undefined;
    const row = await insertImportedClient(trx, {
      company_id: ctx.caller.companyId,
      ...data,
      pesel: '',
      vat_group: '',
      linked_company_id: other ?? null,
      created_at: now,
      updated_at: now,
    });
    if (other !== undefined) {
      const company = await getCompany(trx, other);
      if (company) await invitations.inviteCompany(trx, ctx.caller.companyId, company, row.id, now);
    }
    ref.id = row.id;
    done.push(ref);
    ctx.addedClients.push({ id: row.id, name: row.name, vies: row.vies });
  }
  return () => {
    for (const ref of done) ref.id = null;
    ctx.addedClients.length = added;
  };
}

function clientHandles(transit: TransitSubmitRequest): number[] {
  const handles: (number | null | undefined)[] = [transit.sender_client];
  transit.sender_location?.forEach((place) => handles.push(place.client));
  transit.receivers?.forEach((receiver) => {
    handles.push(receiver.client);
    receiver.destiny_places?.forEach((place) => handles.push(place.client));
  });
  transit.carrier?.forEach((carrier) => handles.push(carrier.client));
  return handles.filter((handle): handle is number => typeof handle === 'number');
}

type PlaceInput = NonNullable<TransitSubmitRequest['sender_location']>[number];

/** Writes one slice of accepted rows in one transaction: all of them or none. */
async function writeSlice(
  ctx: ImportContext,
  slice: AcceptedRow[],
  now: string,
  year: number,
): Promise<{ row: number; id: number; transit_number: string }[]> {
  const { deps, caller, meta, registry } = ctx;
  let undo: () => void = () => undefined;
  try {
    return await deps.db.transaction().execute(async (trx) => {
      undo = await ensureContractors(
        trx,
        ctx,
        new Set(slice.flatMap((r) => clientHandles(r.transit))),
        now,
      );
      const client = (handle: number | null | undefined): number | null =>
        handle === null || handle === undefined ? null : registry.ref(handle).id;
      const first = await repo.reserveTransitNumbers(trx, caller.companyId, year, slice.length);
      const numbered = slice.map((accepted, index) => ({
        ...accepted,
        number: `${year}/${String(first + index).padStart(6, '0')}`,
      }));
      const ids = await repo.insertTransits(
        trx,
        numbered.map(({ transit, number }) => ({
          company_id: caller.companyId,
          transit_number: number,
          status: 'pending',
          type: 'generated',
          has_signed_documents: 0,
          loading_date: nullable(transit.loading_date),
          unloading_date: nullable(transit.unloading_date),
          loading_time: nullable(transit.loading_time),
          unloading_time: nullable(transit.unloading_time),
          sender_client_id: client(transit.sender_client),
          sender_employee_id: transit.sender_employee ?? null,
          sender_instruction: text(transit.sender_instruction),
          special_agreements: text(transit.special_agreements),
          remarks: '',
          created_by: caller.userId,
          created_at: now,
          updated_at: now,
          finished_at: null,
        })),
      );
      const written = numbered.map(({ row, transit, number }) => {
        const id = ids.get(number);
        if (id === undefined) throw new Error(`transit ${number} not returned`);
        return { row, transit, id, transit_number: number };
      });
      const placeRow = (
        place: PlaceInput,
        transitId: number,
        kind: 'loading' | 'unloading',
        receiverId: number | null,
        position: number,
      ): NewTransitPlace => ({
        transit_id: transitId,
        company_id: caller.companyId,
        kind,
        receiver_id: receiverId,
        position,
        place: text(place.place),
        address: text(place.address),
        zip_code: text(place.zip_code),
        town: text(place.town),
        country: text(place.country).toUpperCase(),
        additional_data: text(place.additional_data),
        client_id: client(place.client),
        latitude: place.latitude ?? null,
        longitude: place.longitude ?? null,
      });
      // One receiver per row at most (the import's shape); a receiver needs a contractor.
      const receiverIds = await repo.insertReceivers(
        trx,
        written.flatMap(({ transit, id }) => {
          const receiver = transit.receivers?.[0];
          const clientId = client(receiver?.client);
          return receiver && clientId !== null
            ? [
                {
                  transit_id: id,
                  company_id: caller.companyId,
                  position: 0,
                  client_id: clientId,
                  employee_id: receiver.employee ?? null,
                },
              ]
            : [];
        }),
      );
      const places: NewTransitPlace[] = [];
      const cargo: NewTransitCargo[] = [];
      const carriers: NewTransitCarrier[] = [];
      for (const { transit, id } of written) {
        transit.sender_location?.forEach((place, i) => {
          places.push(placeRow(place, id, 'loading', null, i));
        });
        const receiverId = receiverIds.get(id);
        const receiver = transit.receivers?.[0];
        if (receiver && receiverId !== undefined) {
          receiver.destiny_places?.forEach((place, i) => {
            places.push(placeRow(place, id, 'unloading', receiverId, i));
          });
          receiver.cargo?.forEach((line, i) => {
            cargo.push({
              transit_id: id,
              company_id: caller.companyId,
              receiver_id: receiverId,
              position: i,
              name: text(line.name),
              quantity: line.quantity ?? null,
              capacity: line.other?.capacity ?? null,
              method_of_packaging: text(line.other?.method_of_packaging),
              weight_gross_kg: line.other?.weight_gross_kg ?? null,
              origin_country: text(line.other?.origin_country).toUpperCase(),
              destination_country: text(line.other?.destination_country).toUpperCase(),
              statistical_number: text(line.other?.statistical_number),
              marks: text(line.other?.marks),
            });
          });
        }
        // No vehicle ids come from a file, so no driver is marked busy (spec 3 §4 needs one).
        transit.carrier?.forEach((carrier, i) => {
          const clientId = client(carrier.client);
          if (clientId === null) return;
          carriers.push({
            transit_id: id,
            company_id: caller.companyId,
            position: i,
            client_id: clientId,
            employee_id: carrier.employee ?? null,
            driver_id: carrier.driver ?? null,
            driver_not_from_system: nullable(carrier.driver_not_from_system),
            is_forwarder: carrier.is_forwarder ? 1 : 0,
            vehicle_id: null,
            vehicle_not_from_system:
              nullable(carrier.vehicle_not_from_system)?.toUpperCase() ?? null,
            semitrailer_id: null,
            semitrailer_not_from_system:
              nullable(carrier.semitrailer_not_from_system)?.toUpperCase() ?? null,
          });
        });
      }
      await repo.insertSliced(trx, places, insertTransitPlaces);
      await repo.insertSliced(trx, cargo, insertTransitCargo);
      await repo.insertSliced(trx, carriers, insertTransitCarriers);
      await repo.insertTransitEvents(
        trx,
        written.map(({ id, transit_number }) => ({
          transit_id: id,
          company_id: caller.companyId,
          type: 'transit_created',
          actor_user_id: caller.userId,
          actor_api_key_id: eventActorOf(caller).actorApiKeyId,
          actor_name: null,
          ip: meta.ip,
          user_agent: meta.userAgent,
          data: JSON.stringify({ type: 'transit_created', transit_number }),
          created_at: now,
        })),
      );
      await createEftiDatasets(
        trx,
        written.map(({ id }) => ({ id, company_id: caller.companyId })),
      );
      // transit.created as for a transit made through the API ('transit.changed' kicks the sender).
      if (await wantsWebhookEvent(trx, caller.companyId, 'transit.created')) {
        for (const { id } of written) {
          await enqueueTransitEvent(trx, caller.companyId, 'transit.created', id, WEBHOOK_READER);
        }
      }
      return written.map(({ row, id, transit_number }) => ({ row, id, transit_number }));
    });
  } catch (error) {
    undo();
    throw error;
  }
}

/**
 * csv/import/: every row is validated first; the accepted ones are written in slices, each in
 * one transaction. A slice that fails anyway is written again row by row, so one bad row never
 * takes the others with it; a row that cannot be written is reported as server_error.
 */
export async function importCsv(
  deps: Deps,
  caller: Caller,
  form: CsvForm,
  meta: RequestMeta,
): Promise<CsvImportResponse> {
  ensureImporter(caller);
  const fields = parseFields(CsvImportFields, {
    delimiter: form.fields.get('delimiter'),
    encoding: form.fields.get('encoding') || undefined,
    mapping: jsonField(form, 'mapping'),
    settings: jsonField(form, 'settings'),
  });
  const csv = readCsvFile(form.file, fields.delimiter, fields.encoding);
  const resolved = resolveCsvMapping(csv.header, fields.mapping);
  if (!resolved.ok) throw new AppError(400, 'invalid_choice', { mapping: resolved.errors });

  const company = await getCompany(deps.db, caller.companyId);
  if (!company) throw notFound();
  // The last settings and mapping are kept for the next import (spec 3 §3).
  await updateCompanySettings(deps.db, company.id, {
    csv_upload_settings: JSON.stringify(toCompanySettings(fields)),
  });

  const ctx: ImportContext = {
    deps,
    caller,
    meta,
    company,
    registry: new ContractorRegistry(),
    linkedCompanies: new Map(),
    addedClients: [],
  };
  const errors: CsvRowError[] = [];
  const rows = csv.rows.map(({ row, cells }) => ({
    row,
    values: readCsvRow(cells, resolved.columns),
  }));
  const accepted = await acceptRows(ctx, fields, rows, errors);

  const now = nowIso();
  const year = Number(polishDate(new Date(now)).slice(0, 4));
  const added: CsvImportResponse['added_transits'] = [];
  for (let i = 0; i < accepted.length; i += WRITE_SLICE) {
    const slice = accepted.slice(i, i + WRITE_SLICE);
    try {
      added.push(...(await writeSlice(ctx, slice, now, year)));
    } catch (sliceError) {
      deps.log.warn({ err: sliceError }, 'csv import slice failed; writing row by row');
      for (const one of slice) {
        try {
          added.push(...(await writeSlice(ctx, [one], now, year)));
        } catch (rowFailure) {
          deps.log.error({ err: rowFailure, row: one.row }, 'csv import row failed');
          errors.push({
            row: one.row,
            field: 'non_field_errors',
            column: null,
            message: 'server_error',
          });
        }
      }
    }
  }
  for (const transit of added) {
    await deps.pubsub.publish('transit.changed', {
      transit_id: transit.id,
      company_id: caller.companyId,
      type: 'transit_created',
    });
  }
  errors.sort((a, b) => a.row - b.row);
  return { added_transits: added, added_clients: ctx.addedClients, errors };
}

// ---------------------------------------------------------------------------------------------
// csv/company-settings/

export async function getCompanySettings(deps: Deps, caller: Caller): Promise<CsvCompanySettings> {
  const company = await getCompany(deps.db, caller.companyId);
  if (!company) throw notFound();
  let stored: unknown;
  try {
    stored = company.csv_upload_settings
      ? (JSON.parse(company.csv_upload_settings) as unknown)
      : undefined;
  } catch {
    stored = undefined;
  }
  const parsed = CsvUploadSettings.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_CSV_COMPANY_SETTINGS;
}

/** Company settings belong to the primary account, as in profile-settings/. */
export async function putCompanySettings(
  deps: Deps,
  caller: Caller,
  input: CsvCompanySettings,
): Promise<CsvCompanySettings> {
  requireAccountAction(caller, 'company_settings');
  await updateCompanySettings(deps.db, caller.companyId, {
    csv_upload_settings: JSON.stringify(input),
  });
  return getCompanySettings(deps, caller);
}
