// A transit row -> its API answer, with what the viewer may do to it and why not.

import {
  hasMainDocument,
  polishDate,
  transitAnswers,
  type Actor,
  type Transit,
  type TransitFacts,
} from '@transitdocs/domain';
import type { Executor } from '../../db/index.ts';
import type { TransitRow } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { versionOf } from '../../platform/row-version.ts';
import * as detailsQuery from './details-query.ts';
import { asTransitType, transitFactsOf } from './guard.ts';

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

export async function toTransit(db: Executor, row: TransitRow, actor: Actor): Promise<Transit> {
  const [transit] = await toTransits(db, [row], actor);
  if (!transit) throw notFound();
  return transit;
}
