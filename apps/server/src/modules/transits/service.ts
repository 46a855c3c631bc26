import {
  decideTransit,
  hasMainDocument,
  polishDate,
  seesEftiDataset,
  transitAnswers,
  type Actor,
  type AlertRequest,
  type AlertResponse,
  type ErrorKey,
  type NotificationData,
  type Transit,
  type TransitAlertTypesResponse,
  type TransitEventData,
  type TransitSection,
  type TransitAction,
  type TransitFacts,
  type TransitListQuery,
  type TransitPatchSubmitRequest,
  type TransitSubmitRequest,
} from '@transitdocs/domain';
import { nowIso, type Executor } from '../../db/index.ts';
import type {
  AlertRow,
  NewTransitCargo,
  NewTransitCarrier,
  NewTransitPlace,
  TransitRow,
} from '../../db/schema.ts';
import { type Caller, eventActorOf, requireAccountAction } from '../../platform/auth.ts';
import type { Deps, RequestMeta } from '../../platform/context.ts';
import {
  enforce,
  fieldError,
  fieldErrors,
  nonFieldError,
  notFound,
  verdictError,
} from '../../platform/errors.ts';
import {
  requireVersion,
  versionGiven,
  versionOf,
  type ExpectedVersion,
} from '../../platform/row-version.ts';
import { getCompany, getUser } from '../accounts/service.ts';
import {
  clearTransitNotifications,
  notifyTransitEvent,
  publishCleared,
  publishNotifications,
  storeNotifications,
} from '../notifications/notify.ts';
import { createEftiDatasets, withEfti } from '../efti/datasets.ts';
import { enqueueWebhookEvent, sendQueuedWebhooks } from '../webhooks/events.ts';
import { alertTypesOf } from '../settings/service.ts';
import type { Requester } from '../sharing/actor.ts';
import {
  asTransitType,
  callerActorOf,
  requireTransit,
  scopeOf,
  transitFactsOf,
  userRequester,
} from './guard.ts';
import * as detailsQuery from './details-query.ts';
import { parseFilters, type TransitFilters } from './list/filters.ts';
import { listTransits as listPage, type ListWindow, type TransitKey } from './list/query.ts';
import { visibleTransits as visibleTransitsOf, type TransitVisibility } from './list/visibility.ts';
import * as repo from './repo.ts';

export { scopeOf };
export { orderWithSubDocuments } from './details-query.ts';

// ---------------------------------------------------------------------------------------------
// Responses

function unique(values: (number | null)[]): number[] {
  return [...new Set(values.filter((value): value is number => value !== null))];
}

function placeOut(row: detailsQuery.TransitChildren['places'][number]) {
  return {
    id: row.id,
    place: row.place,
    address: row.address,
    zip_code: row.zip_code,
    town: row.town,
    country: row.country,
    additional_data: row.additional_data,
    client: row.client_id,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** Whose answers a response carries: one actor, or each row's (a list of own and shared-in rows). */
export type TransitViewer = Actor | ((row: TransitRow) => Actor);

type TransitAnswers = ReturnType<typeof transitAnswers>;

/**
 * The rulebook's actions (and refusals) for each row. Within a list the actor takes a few values
 * and the facts a few combinations, so the answers are computed once per combination.
 */
function answersFor(): (actor: Actor, facts: TransitFacts) => TransitAnswers {
  const memo = new Map<string, TransitAnswers>();
  const ids = new Map<Actor, number>();
  return (actor, facts) => {
    let id = ids.get(actor);
    if (id === undefined) {
      id = ids.size;
      ids.set(actor, id);
    }
    const key = `${id}|${facts.status}|${facts.type}|${facts.has_signed_documents}|${hasMainDocument(facts)}`;
    let answers = memo.get(key);
    if (!answers) {
      answers = transitAnswers(actor, facts);
      memo.set(key, answers);
    }
    return answers;
  };
}

/**
 * Rows -> responses: their child rows, documents and the contractors, people and vehicles they
 * name come in one query (or as the list query already read them). Each carries what `viewer`
 * may do to it (`actions`) and why not (`refusals`).
 */
export async function toTransits(
  db: Executor,
  rows: TransitRow[],
  viewer: TransitViewer,
  loaded?: detailsQuery.TransitDetails,
): Promise<Transit[]> {
  if (rows.length === 0) return [];
  const details =
    loaded ??
    (await detailsQuery.loadTransitDetails(
      db,
      rows.map((row) => row.id),
    ));
  const { children, documents } = details;
  const { places, receivers, cargo, carriers } = children;
  const refs = details.references;
  const clients = new Map(refs.clients.map((c) => [c.id, c]));
  const users = new Map(refs.users.map((u) => [u.id, u]));
  const vehicles = new Map(refs.vehicles.map((v) => [v.id, v]));
  const client = (id: number | null) => {
    const row = id === null ? undefined : clients.get(id);
    return row
      ? {
          id: row.id,
          name: row.name,
          vies: row.vies,
          address: row.address,
          zip_code: row.zip_code,
          town: row.town,
          country: row.country,
          phone: row.phone,
          pesel: row.pesel,
          is_online: row.linked_company_id !== null,
        }
      : null;
  };
  /** Contractors are kept by a foreign key; the fallback only guards the response shape. */
  const requiredClient = (id: number) =>
    client(id) ?? {
      id,
      name: '',
      vies: null,
      address: '',
      zip_code: '',
      town: '',
      country: '',
      phone: '',
      pesel: '',
      is_online: false,
    };
  const person = (id: number | null) => {
    const row = id === null ? undefined : users.get(id);
    return row
      ? {
          id: row.id,
          user: { first_name: row.first_name, last_name: row.last_name, phone: row.phone },
        }
      : null;
  };
  const vehicle = (id: number | null) => {
    const row = id === null ? undefined : vehicles.get(id);
    return row ? { id: row.id, number: row.number, type: row.type } : null;
  };

  const loadingByTransit = groupBy(
    places.filter((p) => p.kind === 'loading'),
    (p) => p.transit_id,
  );
  const unloadingByReceiver = groupBy(
    places.filter((p) => p.kind === 'unloading'),
    (p) => p.receiver_id,
  );
  const cargoByReceiver = groupBy(cargo, (c) => c.receiver_id);
  const receiversByTransit = groupBy(receivers, (r) => r.transit_id);
  const carriersByTransit = groupBy(carriers, (c) => c.transit_id);
  const today = polishDate();
  const actorOf = typeof viewer === 'function' ? viewer : () => viewer;
  const answer = answersFor();

  return rows.map((row) => {
    const document = documents.get(row.id) ?? [];
    const facts = transitFactsOf(row, today, document);
    const { actions, refusals } = answer(actorOf(row), facts);
    return {
      id: row.id,
      transit_number: row.transit_number,
      status: facts.status,
      type: asTransitType(row.type),
      loading_date: row.loading_date,
      unloading_date: row.unloading_date,
      loading_time: row.loading_time,
      unloading_time: row.unloading_time,
      sender_client: client(row.sender_client_id),
      sender_employee: person(row.sender_employee_id),
      sender_location: (loadingByTransit.get(row.id) ?? []).map(placeOut),
      receivers: (receiversByTransit.get(row.id) ?? []).map((receiver) => ({
        id: receiver.id,
        client: requiredClient(receiver.client_id),
        employee: person(receiver.employee_id),
        cargo: (cargoByReceiver.get(receiver.id) ?? []).map((line) => ({
          id: line.id,
          name: line.name,
          quantity: line.quantity,
          other: {
            capacity: line.capacity,
            method_of_packaging: line.method_of_packaging,
            weight_gross_kg: line.weight_gross_kg,
            origin_country: line.origin_country,
            destination_country: line.destination_country,
            statistical_number: line.statistical_number,
            marks: line.marks,
          },
        })),
        destiny_places: (unloadingByReceiver.get(receiver.id) ?? []).map(placeOut),
      })),
      carrier: (carriersByTransit.get(row.id) ?? []).map((c) => ({
        id: c.id,
        client: requiredClient(c.client_id),
        employee: person(c.employee_id),
        driver: person(c.driver_id),
        driver_not_from_system: c.driver_not_from_system,
        is_forwarder: c.is_forwarder === 1,
        vehicle: vehicle(c.vehicle_id),
        vehicle_not_from_system: c.vehicle_not_from_system,
        semitrailer: vehicle(c.semitrailer_id),
        semitrailer_not_from_system: c.semitrailer_not_from_system,
      })),
      sender_instruction: row.sender_instruction,
      special_agreements: row.special_agreements,
      created_at: row.created_at,
      has_signed_documents: row.has_signed_documents === 1,
      remarks: row.remarks,
      can_send_alert: actions.alert,
      document,
      actions,
      refusals,
      version: versionOf(row),
    };
  });
}

async function toTransit(db: Executor, row: TransitRow, actor: Actor): Promise<Transit> {
  const [transit] = await toTransits(db, [row], actor);
  if (!transit) throw notFound();
  return transit;
}

/** Queues a transit's webhook event in the change's transaction, with the transit as GET answers. */
export async function enqueueTransitEvent(
  trx: Executor,
  companyId: number,
  event: 'transit.created' | 'transit.updated' | 'transit.finished',
  id: number,
  actor: Actor,
): Promise<void> {
  await enqueueWebhookEvent(trx, companyId, event, {
    type: 'transit',
    id,
    data: async () => {
      const row = await repo.findTransit(trx, { companyId }, id);
      if (!row) throw notFound();
      return withEfti(trx, await toTransit(trx, row, actor), companyId);
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Reading

export type ListRequest = {
  filters: TransitFilters;
  window: ListWindow;
};

/** A page of the list as the route sends it: the results already JSON, built where the query ran. */
export type ListedTransits = {
  count: number;
  hasOlder: boolean;
  hasNewer: boolean;
  /** order keys of the page's first and last transit (cursor links) */
  first: TransitKey | null;
  last: TransitKey | null;
  /** the results as UTF-8 JSON: moves between threads without a copy and goes out as it is */
  resultsJson: Uint8Array<ArrayBuffer>;
};

const utf8 = new TextEncoder();

export async function listTransits(
  db: Executor,
  caller: Caller,
  request: ListRequest,
): Promise<ListedTransits> {
  const page = await listPage(db, scopeOf(caller), request.filters, request.window, polishDate());
  const results = await toTransits(db, page.rows, callerActorOf(caller), page.details);
  const keyOf = (transit: Transit | undefined) =>
    transit ? { createdAt: transit.created_at, id: transit.id } : null;
  return {
    count: page.count,
    hasOlder: page.hasOlder,
    hasNewer: page.hasNewer,
    first: keyOf(results[0]),
    last: keyOf(results[results.length - 1]),
    // Each page its own buffer (never a pooled slab): a reader thread hands it over whole.
    resultsJson: utf8.encode(JSON.stringify(results)),
  };
}

/**
 * A page of the list for the route: the query's filters (filters.ts), read in a reader thread
 * when the app has them (list-reader.ts), else here.
 */
export function readTransitList(
  deps: Deps,
  caller: Caller,
  query: TransitListQuery,
  window: ListWindow,
): Promise<ListedTransits> {
  const request = { filters: parseFilters(query), window };
  return deps.listReader
    ? deps.listReader.list(caller, request)
    : listTransits(deps.db, caller, request);
}

export async function getTransit(
  deps: Pick<Deps, 'db'>,
  caller: Caller,
  id: number,
): Promise<Transit> {
  return getTransitFor(deps, userRequester(caller), id);
}

/**
 * GET one transit as the requester sees it (a user, or a share link's visitor), with the eFTI
 * data set when the rulebook shows it to him.
 */
export async function getTransitFor(
  deps: Pick<Deps, 'db'>,
  requester: Requester,
  id: number,
): Promise<Transit> {
  const { transit, actor } = await requireTransit(deps.db, requester, id, 'view');
  const answer = await toTransit(deps.db, transit, actor);
  return seesEftiDataset(actor) ? withEfti(deps.db, answer, transit.company_id) : answer;
}

// ---------------------------------------------------------------------------------------------
// Writing

type Problem = { path: (string | number)[]; key: ErrorKey };

/**
 * Every contractor must be the company's; every person, driver, vehicle and trailer must be the
 * company's too (a driver of another company is refused, not 404). Returns the problems found.
 */
async function checkReferences(
  db: Executor,
  companyId: number,
  input: TransitSubmitRequest,
): Promise<Problem[]> {
  const clientRefs: { path: (string | number)[]; id: number }[] = [];
  const personRefs: { path: (string | number)[]; id: number; driver: boolean }[] = [];
  const vehicleRefs: { path: (string | number)[]; id: number; trailer: boolean }[] = [];
  const addClient = (path: (string | number)[], id: number | null | undefined) => {
    if (id !== null && id !== undefined) clientRefs.push({ path, id });
  };
  const addPerson = (path: (string | number)[], id: number | null | undefined, driver = false) => {
    if (id !== null && id !== undefined) personRefs.push({ path, id, driver });
  };
  const addVehicle = (
    path: (string | number)[],
    id: number | null | undefined,
    trailer: boolean,
  ) => {
    if (id !== null && id !== undefined) vehicleRefs.push({ path, id, trailer });
  };
  addClient(['sender_client'], input.sender_client);
  addPerson(['sender_employee'], input.sender_employee);
  input.sender_location?.forEach((place, i) => {
    addClient(['sender_location', i, 'client'], place.client);
  });
  input.receivers?.forEach((receiver, i) => {
    addClient(['receivers', i, 'client'], receiver.client);
    addPerson(['receivers', i, 'employee'], receiver.employee);
    receiver.destiny_places?.forEach((place, j) => {
      addClient(['receivers', i, 'destiny_places', j, 'client'], place.client);
    });
  });
  input.carrier?.forEach((carrier, i) => {
    addClient(['carrier', i, 'client'], carrier.client);
    addPerson(['carrier', i, 'employee'], carrier.employee);
    addPerson(['carrier', i, 'driver'], carrier.driver, true);
    addVehicle(['carrier', i, 'vehicle'], carrier.vehicle, false);
    addVehicle(['carrier', i, 'semitrailer'], carrier.semitrailer, true);
  });
  const own = await repo.findOwnReferences(db, companyId, {
    clients: unique(clientRefs.map((ref) => ref.id)),
    users: unique(personRefs.map((ref) => ref.id)),
    vehicles: unique(vehicleRefs.map((ref) => ref.id)),
  });
  const users = new Map(own.users.map((user) => [user.id, user]));
  const vehicles = new Map(own.vehicles.map((vehicle) => [vehicle.id, vehicle]));
  const problems: Problem[] = [];
  for (const ref of clientRefs) {
    if (!own.clients.has(ref.id)) problems.push({ path: ref.path, key: 'client_incorrect' });
  }
  for (const ref of personRefs) {
    const user = users.get(ref.id);
    if (ref.driver && user?.role !== repo.DRIVER_ROLE) {
      problems.push({ path: ref.path, key: 'driver_incorrect' });
    } else if (!user) {
      problems.push({ path: ref.path, key: 'employee_incorrect' });
    }
  }
  for (const ref of vehicleRefs) {
    const vehicle = vehicles.get(ref.id);
    if (!vehicle || repo.isTrailerType(vehicle.type) !== ref.trailer) {
      problems.push({
        path: ref.path,
        key: ref.trailer ? 'semitrailer_incorrect' : 'vehicle_incorrect',
      });
    }
  }
  return problems;
}

const text = (value: string | undefined) => value ?? '';
const nullable = (value: string | null | undefined) =>
  value === undefined || value === null || value === '' ? null : value;

type OldIds = Awaited<ReturnType<typeof repo.sectionIds>>;
const EMPTY_IDS: OldIds = {
  loading: new Set(),
  unloading: new Set(),
  receivers: new Set(),
  cargo: new Set(),
  carriers: new Set(),
};

/** An id the client sent back is kept when it was this section's row before. */
function keptId(id: number | null | undefined, old: Set<number>): { id?: number } {
  return id !== null && id !== undefined && old.has(id) ? { id } : {};
}

type PlaceInput = NonNullable<TransitSubmitRequest['sender_location']>[number];

function placeRow(
  place: PlaceInput,
  base: { transit_id: number; company_id: number; kind: string; receiver_id: number | null },
  position: number,
  old: Set<number>,
): NewTransitPlace {
  return {
    ...keptId(place.id, old),
    ...base,
    position,
    place: text(place.place),
    address: text(place.address),
    zip_code: text(place.zip_code),
    town: text(place.town),
    country: text(place.country).toUpperCase(),
    additional_data: text(place.additional_data),
    client_id: place.client ?? null,
    latitude: place.latitude ?? null,
    longitude: place.longitude ?? null,
  };
}

/** Writes the sections the request names (all of them on create), replacing what was there. */
async function writeSections(
  trx: Executor,
  transit: { id: number; company_id: number },
  input: TransitSubmitRequest,
  old: OldIds,
): Promise<void> {
  const base = { transit_id: transit.id, company_id: transit.company_id };
  if (input.sender_location !== undefined) {
    await repo.deleteSection(trx, transit.id, 'sender_location');
    await repo.insertPlaces(
      trx,
      input.sender_location.map((place, i) =>
        placeRow(place, { ...base, kind: 'loading', receiver_id: null }, i, old.loading),
      ),
    );
  }
  if (input.receivers !== undefined) {
    await repo.deleteSection(trx, transit.id, 'receivers');
    const places: NewTransitPlace[] = [];
    const cargo: NewTransitCargo[] = [];
    for (const [i, receiver] of input.receivers.entries()) {
      // A receiver without a contractor fails validation; the check keeps the types honest.
      if (!receiver.client) continue;
      const receiverId = await repo.insertReceiver(trx, {
        ...keptId(receiver.id, old.receivers),
        ...base,
        position: i,
        client_id: receiver.client,
        employee_id: receiver.employee ?? null,
      });
      receiver.destiny_places?.forEach((place, j) => {
        places.push(
          placeRow(
            place,
            { ...base, kind: 'unloading', receiver_id: receiverId },
            j,
            old.unloading,
          ),
        );
      });
      receiver.cargo?.forEach((line, j) => {
        cargo.push({
          ...keptId(line.id, old.cargo),
          ...base,
          receiver_id: receiverId,
          position: j,
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
    await repo.insertPlaces(trx, places);
    await repo.insertCargo(trx, cargo);
  }
  if (input.carrier !== undefined) {
    await repo.deleteSection(trx, transit.id, 'carrier');
    await repo.insertCarriers(
      trx,
      input.carrier.flatMap((carrier, i) =>
        carrier.client
          ? [
              {
                ...keptId(carrier.id, old.carriers),
                ...base,
                position: i,
                client_id: carrier.client,
                employee_id: carrier.employee ?? null,
                driver_id: carrier.driver ?? null,
                driver_not_from_system: nullable(carrier.driver_not_from_system),
                is_forwarder: carrier.is_forwarder ? 1 : 0,
                vehicle_id: carrier.vehicle ?? null,
                vehicle_not_from_system:
                  nullable(carrier.vehicle_not_from_system)?.toUpperCase() ?? null,
                semitrailer_id: carrier.semitrailer ?? null,
                semitrailer_not_from_system:
                  nullable(carrier.semitrailer_not_from_system)?.toUpperCase() ?? null,
              },
            ]
          : [],
      ),
    );
    await markDriversBusy(trx, transit.company_id, input.carrier);
  }
}

/**
 * Choosing a vehicle for a carrier marks its driver unavailable (spec 3 §4): the carrier's driver,
 * else the vehicle's own driver; only drivers of the company.
 */
async function markDriversBusy(
  trx: Executor,
  companyId: number,
  carriers: NonNullable<TransitSubmitRequest['carrier']>,
): Promise<void> {
  const withVehicle = carriers.filter((c) => c.vehicle !== null && c.vehicle !== undefined);
  if (withVehicle.length === 0) return;
  const vehicleDrivers = await repo.findVehicleDrivers(
    trx,
    companyId,
    unique(withVehicle.map((c) => c.vehicle ?? null)),
  );
  const driverIds = unique(
    withVehicle.map((c) => c.driver ?? (c.vehicle ? vehicleDrivers.get(c.vehicle) : null) ?? null),
  );
  await repo.setDriversAvailability(trx, companyId, driverIds, false);
}

function eventMeta(caller: Caller, meta: RequestMeta, now: string) {
  return { ...eventActorOf(caller), ip: meta.ip, userAgent: meta.userAgent, now };
}

export async function createTransit(
  deps: Pick<Deps, 'db' | 'pubsub'>,
  caller: Caller,
  input: TransitSubmitRequest,
  meta: RequestMeta,
): Promise<Transit> {
  requireAccountAction(caller, 'write_transits');
  const now = nowIso();
  const year = Number(polishDate(new Date(now)).slice(0, 4));
  const row = await deps.db.transaction().execute(async (trx) => {
    const problems = await checkReferences(trx, caller.companyId, input);
    if (problems.length > 0) throw fieldErrors(problems);
    const sequence = await repo.nextTransitSequence(trx, caller.companyId, year);
    const transitNumber = `${year}/${String(sequence).padStart(6, '0')}`;
    const inserted = await repo.insertTransit(trx, {
      company_id: caller.companyId,
      transit_number: transitNumber,
      status: 'pending',
      type: 'generated',
      has_signed_documents: 0,
      loading_date: nullable(input.loading_date),
      unloading_date: nullable(input.unloading_date),
      loading_time: nullable(input.loading_time),
      unloading_time: nullable(input.unloading_time),
      sender_client_id: input.sender_client ?? null,
      sender_employee_id: input.sender_employee ?? null,
      sender_instruction: text(input.sender_instruction),
      special_agreements: text(input.special_agreements),
      remarks: '',
      created_by: caller.userId,
      created_at: now,
      updated_at: now,
      finished_at: null,
    });
    await writeSections(
      trx,
      inserted,
      {
        ...input,
        sender_location: input.sender_location ?? [],
        receivers: input.receivers ?? [],
        carrier: input.carrier ?? [],
      },
      EMPTY_IDS,
    );
    await repo.insertTransitEvent(trx, {
      transitId: inserted.id,
      companyId: caller.companyId,
      ...eventMeta(caller, meta, now),
      data: { type: 'transit_created', transit_number: transitNumber },
    });
    await createEftiDatasets(trx, [inserted]);
    await enqueueTransitEvent(
      trx,
      caller.companyId,
      'transit.created',
      inserted.id,
      callerActorOf(caller)(inserted),
    );
    return inserted;
  });
  await deps.pubsub.publish('transit.changed', {
    transit_id: row.id,
    company_id: row.company_id,
    type: 'transit_created',
  });
  return withEfti(
    deps.db,
    await toTransit(deps.db, row, callerActorOf(caller)(row)),
    row.company_id,
  );
}

const DATE_FIELDS = ['loading_date', 'unloading_date', 'loading_time', 'unloading_time'] as const;
const SENDER_FIELDS = ['sender_client', 'sender_employee'] as const;
const ADDITIONAL_FIELDS = ['sender_instruction', 'special_agreements'] as const;

/** The sections a PATCH changes, and for a signed transit the fields it may not change. */
function changesOf(row: TransitRow, input: TransitSubmitRequest) {
  const sections = new Set<TransitSection>();
  const locked: string[] = [];
  const stored: Record<string, string | number | null> = {
    loading_date: row.loading_date,
    unloading_date: row.unloading_date,
    loading_time: row.loading_time,
    unloading_time: row.unloading_time,
    sender_client: row.sender_client_id,
    sender_employee: row.sender_employee_id,
    sender_instruction: row.sender_instruction,
    special_agreements: row.special_agreements,
  };
  const scalar = (field: keyof typeof stored, section: TransitSection) => {
    const value = input[field as keyof TransitSubmitRequest] as string | number | null | undefined;
    if (value === undefined) return;
    const normal = typeof value === 'string' && section !== 'additional' ? nullable(value) : value;
    // Sending a field's current value is not a change.
    if (normal === stored[field]) return;
    sections.add(section);
    locked.push(field);
  };
  for (const field of DATE_FIELDS) scalar(field, 'dates');
  for (const field of SENDER_FIELDS) scalar(field, 'sender');
  for (const field of ADDITIONAL_FIELDS) scalar(field, 'additional');
  if (input.sender_location !== undefined) {
    sections.add('sender');
    locked.push('sender_location');
  }
  if (input.receivers !== undefined) {
    sections.add('receivers');
    locked.push('receivers');
  }
  if (input.carrier !== undefined) sections.add('carriers');
  return { sections, locked };
}

/** After a race guard failed: the rulebook's answer on the row as it is now (404 once gone). */
async function refuseAsNow(
  trx: Executor,
  actor: Actor,
  action: TransitAction,
  row: TransitRow,
): Promise<never> {
  const now = await repo.findTransit(trx, { companyId: row.company_id }, row.id);
  if (now) enforce(decideTransit(actor, action, transitFactsOf(now, polishDate())));
  throw notFound();
}

/**
 * The row a write changes, as it is now: with a version given, held first (PostgreSQL) so a
 * concurrent write from the same version waits and then finds the version changed (409).
 */
async function currentForWrite(
  trx: Executor,
  companyId: number,
  id: number,
  expected: ExpectedVersion,
): Promise<TransitRow> {
  if (versionGiven(expected) && !(await repo.lockTransit(trx, companyId, id))) throw notFound();
  const current = await repo.findTransit(trx, { companyId }, id);
  if (!current) throw notFound();
  requireVersion(current, expected);
  return current;
}

export async function updateTransit(
  deps: Deps,
  caller: Caller,
  id: number,
  input: TransitPatchSubmitRequest,
  meta: RequestMeta,
  expected: ExpectedVersion,
): Promise<Transit> {
  // Changing the carriers alone is the lesser edit; the rulebook is asked again below for more.
  const { transit: before, actor } = await requireTransit(
    deps.db,
    userRequester(caller),
    id,
    'edit_carriers',
  );
  const now = nowIso();
  await deps.db.transaction().execute(async (trx) => {
    const current = await currentForWrite(trx, before.company_id, id, expected);
    const { sections, locked } = changesOf(current, input);
    const verdict = decideTransit(
      actor,
      locked.length > 0 ? 'edit' : 'edit_carriers',
      transitFactsOf(current, polishDate()),
    );
    if (!verdict.allowed) {
      // "Only the carriers once signed" names each field it refuses (spec 1 §4).
      if (verdict.key !== 'transit_signed_only_carriers') throw verdictError(verdict);
      throw fieldErrors(locked.map((field) => ({ path: [field], key: verdict.key })));
    }
    // Race guard of "a finished (or, for more than carriers, signed) transit is not edited":
    // the conditional update holds the row (PostgreSQL) so finish/sign cannot slip in between.
    if (!(await repo.lockOpenTransit(trx, current.company_id, id, locked.length > 0))) {
      return refuseAsNow(trx, actor, locked.length > 0 ? 'edit' : 'edit_carriers', current);
    }
    const problems = await checkReferences(trx, caller.companyId, input);
    if (problems.length > 0) throw fieldErrors(problems);
    await repo.updateTransit(trx, caller.companyId, id, {
      ...(input.loading_date !== undefined ? { loading_date: nullable(input.loading_date) } : {}),
      ...(input.unloading_date !== undefined
        ? { unloading_date: nullable(input.unloading_date) }
        : {}),
      ...(input.loading_time !== undefined ? { loading_time: nullable(input.loading_time) } : {}),
      ...(input.unloading_time !== undefined
        ? { unloading_time: nullable(input.unloading_time) }
        : {}),
      ...(input.sender_client !== undefined ? { sender_client_id: input.sender_client } : {}),
      ...(input.sender_employee !== undefined ? { sender_employee_id: input.sender_employee } : {}),
      ...(input.sender_instruction !== undefined
        ? { sender_instruction: input.sender_instruction }
        : {}),
      ...(input.special_agreements !== undefined
        ? { special_agreements: input.special_agreements }
        : {}),
      updated_at: now,
    });
    await writeSections(trx, current, input, await repo.sectionIds(trx, id));
    await repo.insertTransitEvent(trx, {
      transitId: id,
      companyId: caller.companyId,
      ...eventMeta(caller, meta, now),
      data: { type: 'transit_updated', sections: [...sections] },
    });
    await enqueueTransitEvent(trx, caller.companyId, 'transit.updated', id, actor);
  });
  await deps.pubsub.publish('transit.changed', {
    transit_id: id,
    company_id: before.company_id,
    type: 'transit_updated',
  });
  return getTransit(deps, caller, id);
}

/** Finishing frees the carriers' drivers that drive no other open transit. */
export async function finishTransit(
  deps: Deps,
  caller: Caller,
  id: number,
  meta: RequestMeta,
  expected: ExpectedVersion,
): Promise<Transit> {
  const { transit: row, actor } = await requireTransit(
    deps.db,
    userRequester(caller),
    id,
    'finish',
  );
  const now = nowIso();
  const notifications = await deps.db.transaction().execute(async (trx) => {
    if (versionGiven(expected)) await currentForWrite(trx, row.company_id, id, expected);
    // Race guard of "a finished transit is not finished again": only an open row is updated.
    if (!(await repo.finishTransit(trx, caller.companyId, id, now))) {
      return refuseAsNow(trx, actor, 'finish', row);
    }
    const { carriers } = await detailsQuery.loadTransitChildren(trx, [id]);
    const drivers = unique(carriers.filter((c) => c.vehicle_id !== null).map((c) => c.driver_id));
    const busy = await repo.driversStillBusy(trx, caller.companyId, drivers, id);
    await repo.setDriversAvailability(
      trx,
      caller.companyId,
      drivers.filter((driver) => !busy.has(driver)),
      true,
    );
    await repo.insertTransitEvent(trx, {
      transitId: id,
      companyId: caller.companyId,
      ...eventMeta(caller, meta, now),
      data: { type: 'transit_finished' },
    });
    await enqueueTransitEvent(trx, caller.companyId, 'transit.finished', id, actor);
    return notifyTransitEvent(trx, {
      type: 'transit_finished',
      transit: row,
      actorUserId: caller.userId,
    });
  });
  await deps.pubsub.publish('transit.changed', {
    transit_id: id,
    company_id: row.company_id,
    type: 'transit_finished',
  });
  await publishNotifications(deps.pubsub, notifications);
  return getTransit(deps, caller, id);
}

/** DELETE: as the rulebook's delete rule allows (spec 1 §4). */
export async function deleteTransit(
  deps: Deps,
  caller: Caller,
  id: number,
  meta: RequestMeta,
): Promise<void> {
  const { transit: row, actor } = await requireTransit(
    deps.db,
    userRequester(caller),
    id,
    'delete',
  );
  const now = nowIso();
  const cleared = await deps.db.transaction().execute(async (trx) => {
    // Race guard of the delete rule: the row goes only while it still allows it.
    if (!(await repo.deleteDeletableTransit(trx, caller.companyId, id))) {
      return refuseAsNow(trx, actor, 'delete', row);
    }
    await repo.insertTransitEvent(trx, {
      transitId: id,
      companyId: caller.companyId,
      ...eventMeta(caller, meta, now),
      data: { type: 'transit_deleted', transit_number: row.transit_number },
    });
    // The transit is gone: the event names it (no API answer exists for it any more).
    await enqueueWebhookEvent(trx, caller.companyId, 'transit.deleted', {
      type: 'transit',
      id,
      data: () => Promise.resolve({ id, transit_number: row.transit_number }),
    });
    return clearTransitNotifications(trx, id);
  });
  await deps.pubsub.publish('transit.changed', {
    transit_id: id,
    company_id: row.company_id,
    type: 'transit_deleted',
  });
  await publishCleared(deps.pubsub, cleared);
}

// ---------------------------------------------------------------------------------------------
// Alerts

export async function listAlertTypes(
  deps: Deps,
  caller: Caller,
  transitId: number,
): Promise<TransitAlertTypesResponse> {
  const { transit: row } = await requireTransit(deps.db, userRequester(caller), transitId, 'view');
  const types = await alertTypesOf(deps.db, row.company_id);
  return types.map((type) => ({ message: type.message, default: type.is_default === 1 }));
}

/**
 * An alert is one of the transit company's alert types; it is stored with a transit event and a
 * notification for each recipient (not the author) in one transaction, then published.
 */
export async function sendAlert(
  deps: Deps,
  caller: Caller,
  input: AlertRequest,
  meta: RequestMeta,
): Promise<AlertResponse> {
  const { transit: row } = await requireTransit(
    deps.db,
    userRequester(caller),
    input.transit_id,
    'alert',
  );
  const user = await getUser(deps.db, caller.userId);
  const company = await getCompany(deps.db, caller.companyId);
  const author = {
    company_name: input.company_name || company?.name || '',
    first_name: input.first_name || user?.first_name || '',
    last_name: input.last_name || user?.last_name || '',
  };
  return sendAlertOnTransit(
    deps,
    row,
    { userId: caller.userId, apiKeyId: eventActorOf(caller).actorApiKeyId, ...author },
    input.message,
    meta,
  );
}

/** Who sends an alert: a signed-in user, or a share-link visitor (userId null) by the given name. */
export type AlertAuthor = {
  userId: number | null;
  /** the API key a signed-in caller's request came with (`eventActorOf`) */
  apiKeyId?: number | null;
  company_name: string;
  first_name: string;
  last_name: string;
};

/**
 * The alert itself, on a transit whose access and `alert` action were checked (by a caller or
 * a share link: `requireTransit(…, 'alert')`).
 */
export async function sendAlertOnTransit(
  deps: Pick<Deps, 'db' | 'pubsub' | 'webhooks'>,
  row: TransitRow,
  sender: AlertAuthor,
  message: string,
  meta: RequestMeta,
): Promise<AlertResponse> {
  const { userId, apiKeyId, ...author } = sender;
  const types = await alertTypesOf(deps.db, row.company_id);
  const type = types.find((t) => t.message === message);
  if (!type) throw fieldError('message', 'invalid_choice');
  const now = nowIso();
  const isDefault = type.is_default === 1;
  const { alert, notifications, queued } = await deps.db.transaction().execute(async (trx) => {
    // Race guard of "alerts only while the transit is open": finishing cannot slip in between.
    if (!(await repo.lockOpenTransit(trx, row.company_id, row.id, false))) {
      throw nonFieldError('transit_finished');
    }
    const alert = await repo.insertAlert(trx, {
      transit_id: row.id,
      company_id: row.company_id,
      user_id: userId,
      message: type.message,
      is_default: isDefault ? 1 : 0,
      ...author,
      created_at: now,
    });
    const data: TransitEventData = {
      type: 'alert_sent',
      alert_id: alert.id,
      message: type.message,
      default: isDefault,
      ...author,
    };
    await repo.insertTransitEvent(trx, {
      transitId: row.id,
      companyId: row.company_id,
      actorUserId: userId,
      actorApiKeyId: apiKeyId ?? null,
      ip: meta.ip,
      userAgent: meta.userAgent,
      now,
      data,
    });
    const recipients = (await repo.alertRecipients(trx, row.company_id, row.id)).filter(
      (recipient) => recipient.id !== userId,
    );
    // The author as the alert names him, so the recipients see who sent it.
    const payload: NotificationData = {
      transit_id: row.id,
      transit_number: row.transit_number,
      alert_message: type.message,
      alert_default: isDefault,
      ...author,
    };
    const notifications = await storeNotifications(
      trx,
      recipients.map((recipient) => ({
        user_id: recipient.id,
        company_id: recipient.company_id,
        type: 'alert',
        transit_id: row.id,
        data: JSON.stringify(payload),
        created_at: now,
        read_at: null,
      })),
    );
    // The alert as POST alert/ answers it (alerts have no GET of their own).
    const queued = await enqueueWebhookEvent(trx, row.company_id, 'alert.sent', {
      type: 'alert',
      id: alert.id,
      data: () => Promise.resolve(toAlertResponse(alert)),
    });
    return {
      alert,
      notifications: notifications.map((n) => ({ ...n, data: payload })),
      queued,
    };
  });
  if (notifications.length > 0) {
    await deps.pubsub.publish('notifications.created', { notifications });
  }
  sendQueuedWebhooks(deps, queued);
  return toAlertResponse(alert);
}

function toAlertResponse(alert: AlertRow): AlertResponse {
  return {
    id: alert.id,
    transit_id: alert.transit_id,
    message: alert.message,
    default: alert.is_default === 1,
    company_name: alert.company_name,
    first_name: alert.first_name,
    last_name: alert.last_name,
    created_at: alert.created_at,
  };
}

// ---------------------------------------------------------------------------------------------
// Data access for other modules (transits are this module's table); they decide nothing.

/**
 * The condition selecting the transits the caller may read (its company's own and those shared
 * in; a driver's own that he drives), as the list decides: for the report's queries.
 */
export function visibleTransits(db: Executor, caller: Caller): Promise<TransitVisibility> {
  return visibleTransitsOf(db, scopeOf(caller));
}

/**
 * A transit row by id alone, whoever owns it: for a caller that holds its own authority over it
 * (a share link names its transit); a user's request goes through `requireTransit` instead.
 */
export function transitRowById(db: Executor, id: number): Promise<TransitRow | undefined> {
  return repo.findTransitById(db, id);
}

/**
 * Records that a document of the transit is signed (`has_signed_documents`, status running), in
 * the transaction that stores the signature.
 */
export async function markTransitSigned(
  trx: Executor,
  transitId: number,
  now: string,
): Promise<void> {
  await repo.markTransitSigned(trx, transitId, now);
}

/*
 * Place, cargo and carrier rows of transits the CSV import writes, in its transaction (it slices
 * the rows and passes these as the insert).
 */

export async function insertTransitPlaces(trx: Executor, rows: NewTransitPlace[]): Promise<void> {
  await repo.insertPlaces(trx, rows);
}

export async function insertTransitCargo(trx: Executor, rows: NewTransitCargo[]): Promise<void> {
  await repo.insertCargo(trx, rows);
}

export async function insertTransitCarriers(
  trx: Executor,
  rows: NewTransitCarrier[],
): Promise<void> {
  await repo.insertCarriers(trx, rows);
}
