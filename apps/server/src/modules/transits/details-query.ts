import { sql, type CompiledQuery } from 'kysely';
import type { TransitDocumentSummary } from '@transitdocs/domain';
import { isPostgres, type Executor } from '../../db/index.ts';
import type {
  TransitCargoRow,
  TransitCarrierRow,
  TransitPlaceRow,
  TransitReceiverRow,
  TransitRow,
} from '../../db/schema.ts';

/*
 * What a transit's response is built from besides its own row: child rows, document summaries
 * and the contractors, people and vehicles they name. The list reads them in its own statement
 * (list/query.ts builds on PAGE_DETAILS); a single transit and other callers read them here.
 */

export type TransitChildren = {
  places: TransitPlaceRow[];
  receivers: TransitReceiverRow[];
  cargo: TransitCargoRow[];
  carriers: TransitCarrierRow[];
};

/** Every child row of the given transits, four queries whatever their number. */
export async function loadTransitChildren(
  db: Executor,
  transitIds: number[],
): Promise<TransitChildren> {
  if (transitIds.length === 0) return { places: [], receivers: [], cargo: [], carriers: [] };
  const [places, receivers, cargo, carriers] = await Promise.all([
    db
      .selectFrom('transit_places')
      .selectAll()
      .where('transit_id', 'in', transitIds)
      .orderBy('transit_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('transit_receivers')
      .selectAll()
      .where('transit_id', 'in', transitIds)
      .orderBy('transit_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('transit_cargo')
      .selectAll()
      .where('transit_id', 'in', transitIds)
      .orderBy('transit_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('transit_carriers')
      .selectAll()
      .where('transit_id', 'in', transitIds)
      .orderBy('transit_id')
      .orderBy('position')
      .execute(),
  ]);
  return { places, receivers, cargo, carriers };
}

/** The child rows and document summaries of some transits, as responses are built from them. */
export type TransitDetails = {
  children: TransitChildren;
  documents: Map<number, TransitDocumentSummary[]>;
  /** the contractors, people and vehicles the rows name */
  references: References;
};

/** Every column of `transits` (the object makes the compiler check none is missing). */
export const TRANSIT_COLUMNS = Object.keys({
  id: true,
  company_id: true,
  transit_number: true,
  status: true,
  type: true,
  has_signed_documents: true,
  loading_date: true,
  unloading_date: true,
  loading_time: true,
  unloading_time: true,
  sender_client_id: true,
  sender_employee_id: true,
  sender_instruction: true,
  special_agreements: true,
  remarks: true,
  created_by: true,
  created_at: true,
  updated_at: true,
  finished_at: true,
  version: true,
} satisfies Record<keyof TransitRow, true>);
/**
 * A JSON array per column (`jsonColumns`). PostgreSQL's driver parses json columns, SQLite
 * answers the text; a column of no rows is `null` on PostgreSQL.
 */
export type JsonColumns = string | (unknown[] | null)[];

const PLACE_COLUMNS = [
  'id',
  'transit_id',
  'company_id',
  'kind',
  'receiver_id',
  'position',
  'place',
  'address',
  'zip_code',
  'town',
  'country',
  'additional_data',
  'client_id',
  'latitude',
  'longitude',
] as const;
const RECEIVER_COLUMNS = [
  'id',
  'transit_id',
  'company_id',
  'position',
  'client_id',
  'employee_id',
] as const;
const CARGO_COLUMNS = [
  'id',
  'transit_id',
  'company_id',
  'receiver_id',
  'position',
  'name',
  'quantity',
  'capacity',
  'method_of_packaging',
  'weight_gross_kg',
  'origin_country',
  'destination_country',
  'statistical_number',
  'marks',
] as const;
const CARRIER_COLUMNS = [
  'id',
  'transit_id',
  'company_id',
  'position',
  'client_id',
  'employee_id',
  'driver_id',
  'driver_not_from_system',
  'is_forwarder',
  'vehicle_id',
  'vehicle_not_from_system',
  'semitrailer_id',
  'semitrailer_not_from_system',
] as const;

const CLIENT_SUMMARY_COLUMNS = [
  'id',
  'name',
  'vies',
  'address',
  'zip_code',
  'town',
  'country',
  'phone',
  'pesel',
  'linked_company_id',
] as const;
const PERSON_COLUMNS = ['id', 'company_id', 'first_name', 'last_name', 'phone', 'role'] as const;
const VEHICLE_SUMMARY_COLUMNS = ['id', 'company_id', 'number', 'type'] as const;
const DOCUMENT_SUMMARY_COLUMNS = [
  'id',
  'transit_id',
  'name',
  'type',
  'is_main_document',
  'parent_document_id',
] as const;

type DocumentSummaryRow = {
  id: number;
  transit_id: number;
  name: string;
  type: number;
  is_main_document: number;
  parent_document_id: number | null;
};
const SIGNATURE_SUMMARY_COLUMNS = ['id', 'document_id', 'signed_by_type', 'receiver_id'] as const;
type SignatureSummaryRow = {
  id: number;
  document_id: number;
  signed_by_type: string;
  receiver_id: number | null;
};

/** What the details part of a page query answers: JSON columns per kind of row. */
export type DetailJson = Record<
  | 'd_places'
  | 'd_receivers'
  | 'd_cargo'
  | 'd_carriers'
  | 'd_documents'
  | 'd_signatures'
  | 'd_clients'
  | 'd_users'
  | 'd_vehicles',
  JsonColumns
>;

/**
 * Rows of `from` as one JSON array per column, in `columns` order: `[[ids...], [names...]]`.
 * PostgreSQL types each column once per array instead of once per value, which cost a fifth of
 * the page statement's CPU with an array per row; every column's aggregate reads the rows in
 * the same order, so the arrays line up. No rows give `null` columns (PostgreSQL) or empty ones.
 */
export function jsonColumns(
  postgres: boolean,
  columns: readonly string[],
  alias: string,
  from: string,
) {
  const each = columns.map((column) =>
    postgres ? `array_agg(${alias}.${column})` : `json_group_array(${alias}.${column})`,
  );
  return `(select ${postgres ? 'json_build_array' : 'json_array'}(${each.join(', ')}) ${from})`;
}

/** The page's transits as JSON columns, in the page's order (PostgreSQL). */

/**
 * Which rows of `alias` belong to a transit of the `page` CTE. PostgreSQL: `= some(array(...))`
 * is one index scan over the page's ids; `in (select ...)` planned a hash of the page, a nested
 * loop and a scan per id, each node set up again on every execution.
 */
const inPage = (postgres: boolean, alias: string) =>
  postgres
    ? `${alias}.transit_id = some(array(select id from page))`
    : `${alias}.transit_id in (select id from page)`;

/**
 * The child rows of the transits of a `page` CTE as JSON columns, each read once for the whole
 * page, so a page and everything its responses need come in one query (PostgreSQL: one round
 * trip; SQLite: one statement). JSON columns cost less to build and parse than the drivers' own
 * row objects on both databases. Written once as SQL per dialect: the text has no parameters,
 * and building these nine subqueries with the query builder on every request cost more CPU than
 * the database spent running them. Order is restored in `detailsOf`.
 */
function pageDetailsSql(postgres: boolean) {
  const json = (columns: readonly string[], alias: string, from: string) =>
    jsonColumns(postgres, columns, alias, from);
  const childOf = (table: string, columns: readonly string[]) =>
    json(columns, 'c', `from ${table} c where ${inPage(postgres, 'c')}`);
  // Receivers and carriers are read once (PAGE_DETAIL_ROWS) for their own JSON and for the
  // contractors, people and vehicles they name: read again per use they cost a fifth more.
  const receiverColumn = (column: string) => `select r.${column} from page_receivers r`;
  const carrierColumn = (column: string) => `select k.${column} from page_carriers k`;
  const named = (table: string, columns: readonly string[], ids: string[]) =>
    json(
      columns,
      'n',
      // PostgreSQL: `= some(array(...))` reads the ids once and looks them up by primary key; as
      // `in (...)` or a join the planner scanned the whole table. SQLite plans `in` that way.
      postgres
        ? `from ${table} n where n.id = some(array(${ids.join(' union all ')}))`
        : `from ${table} n where n.id in (${ids.join(' union all ')})`,
    );
  const columns: Record<keyof DetailJson, string> = {
    d_places: childOf('transit_places', PLACE_COLUMNS),
    d_receivers: json(RECEIVER_COLUMNS, 'c', 'from page_receivers c'),
    d_cargo: childOf('transit_cargo', CARGO_COLUMNS),
    d_carriers: json(CARRIER_COLUMNS, 'c', 'from page_carriers c'),
    d_documents: json(
      DOCUMENT_SUMMARY_COLUMNS,
      'd',
      `from documents d where ${inPage(postgres, 'd')}`,
    ),
    d_signatures: json(
      SIGNATURE_SUMMARY_COLUMNS,
      's',
      `from document_signatures s join documents sd on sd.id = s.document_id where ${inPage(postgres, 'sd')}`,
    ),
    d_clients: named('clients', CLIENT_SUMMARY_COLUMNS, [
      'select sender_client_id from page',
      receiverColumn('client_id'),
      carrierColumn('client_id'),
    ]),
    d_users: named('users', PERSON_COLUMNS, [
      'select sender_employee_id from page',
      receiverColumn('employee_id'),
      carrierColumn('employee_id'),
      carrierColumn('driver_id'),
    ]),
    d_vehicles: named('vehicles', VEHICLE_SUMMARY_COLUMNS, [
      carrierColumn('vehicle_id'),
      carrierColumn('semitrailer_id'),
    ]),
  };
  return sql.raw(
    Object.entries(columns)
      .map(([alias, subquery]) => `${subquery} as ${alias}`)
      .join(',\n'),
  );
}
export const PAGE_DETAILS = { postgres: pageDetailsSql(true), sqlite: pageDetailsSql(false) };

/** The common table expressions PAGE_DETAILS reads, to follow the `page` one. */
function pageDetailRowsSql(postgres: boolean) {
  return sql.raw(`,
  page_receivers as materialized (
    select * from transit_receivers r where ${inPage(postgres, 'r')}),
  page_carriers as materialized (
    select * from transit_carriers k where ${inPage(postgres, 'k')})`);
}
export const PAGE_DETAIL_ROWS = {
  postgres: pageDetailRowsSql(true),
  sqlite: pageDetailRowsSql(false),
};

const byPosition = (a: { transit_id: number; position: number }, b: typeof a) =>
  a.transit_id - b.transit_id || a.position - b.position;

/**
 * JSON columns (`jsonColumns`) back into rows keyed by `columns` (the list the SQL selected in
 * that order). The row types are the tables' own, as for every query result.
 */
export function rowsOf<Row>(columns: readonly string[], value: JsonColumns): Row[] {
  const values = typeof value === 'string' ? (JSON.parse(value) as JsonColumns) : value;
  const count = values[0]?.length ?? 0;
  const rows: Row[] = [];
  for (let r = 0; r < count; r += 1) {
    const row: Record<string, unknown> = {};
    for (let c = 0; c < columns.length; c += 1) row[columns[c] as string] = values[c]?.[r];
    rows.push(row as Row);
  }
  return rows;
}

/** The JSON columns of a page, in the order responses list them. */
export function detailsOf(row: DetailJson): TransitDetails {
  const children: TransitChildren = {
    places: rowsOf<TransitPlaceRow>(PLACE_COLUMNS, row.d_places).sort(byPosition),
    receivers: rowsOf<TransitReceiverRow>(RECEIVER_COLUMNS, row.d_receivers).sort(byPosition),
    cargo: rowsOf<TransitCargoRow>(CARGO_COLUMNS, row.d_cargo).sort(byPosition),
    carriers: rowsOf<TransitCarrierRow>(CARRIER_COLUMNS, row.d_carriers).sort(byPosition),
  };
  const references = {
    clients: rowsOf<ClientSummaryRow>(CLIENT_SUMMARY_COLUMNS, row.d_clients),
    users: rowsOf<PersonRow>(PERSON_COLUMNS, row.d_users),
    vehicles: rowsOf<VehicleSummaryRow>(VEHICLE_SUMMARY_COLUMNS, row.d_vehicles),
  };
  const documents = documentSummaries(
    rowsOf<DocumentSummaryRow>(DOCUMENT_SUMMARY_COLUMNS, row.d_documents),
    rowsOf<SignatureSummaryRow>(SIGNATURE_SUMMARY_COLUMNS, row.d_signatures),
  );
  return { children, documents, references };
}

export function noDetails(): TransitDetails {
  return {
    children: { places: [], receivers: [], cargo: [], carriers: [] },
    documents: new Map(),
    references: { clients: [], users: [], vehicles: [] },
  };
}

/**
 * The details statement of the given transits. The ids are one array (PostgreSQL) or JSON
 * (SQLite) parameter: one statement text whatever their number.
 */
export function compileDetailsStatement(db: Executor, transitIds: number[]): CompiledQuery {
  return isPostgres(db)
    ? sql<DetailJson>`
        with page as materialized (
          select * from transits where id = some(${transitIds}::integer[]))${PAGE_DETAIL_ROWS.postgres}
        select ${PAGE_DETAILS.postgres}`.compile(db)
    : sql<DetailJson>`
        with page as materialized (
          select * from transits where id in (select value from json_each(${JSON.stringify(transitIds)})))${PAGE_DETAIL_ROWS.sqlite}
        select ${PAGE_DETAILS.sqlite}`.compile(db);
}

/** Details of the given transits (whichever company: callers have checked access). */
export async function loadTransitDetails(
  db: Executor,
  transitIds: number[],
): Promise<TransitDetails> {
  if (transitIds.length === 0) return noDetails();
  const { rows } = await db.executeQuery<DetailJson>(compileDetailsStatement(db, transitIds));
  const row = rows[0];
  if (!row) throw new Error('the details query answers one row');
  return detailsOf(row);
}

/** spec 1 §3 `document[]` of each transit: sub-documents after their parent, with who signed. */
function documentSummaries(
  documents: DocumentSummaryRow[],
  signatures: SignatureSummaryRow[],
): Map<number, TransitDocumentSummary[]> {
  const result = new Map<number, TransitDocumentSummary[]>();
  const signedBy = new Map<number, { signed_by_type: string; receiver_id: number | null }[]>();
  for (const s of [...signatures].sort((a, b) => a.id - b.id)) {
    const list = signedBy.get(s.document_id) ?? [];
    list.push({ signed_by_type: s.signed_by_type, receiver_id: s.receiver_id });
    signedBy.set(s.document_id, list);
  }
  const mainIds = new Set(documents.filter((d) => d.is_main_document === 1).map((d) => d.id));
  for (const d of orderWithSubDocuments(documents)) {
    const list = result.get(d.transit_id) ?? [];
    list.push({
      id: d.id,
      name: d.name,
      type: d.type,
      is_main_document: d.is_main_document === 1,
      parent_document_is_main_document:
        d.parent_document_id !== null && mainIds.has(d.parent_document_id),
      signed_by: signedBy.get(d.id) ?? [],
    });
    result.set(d.transit_id, list);
  }
  return result;
}

export type ClientSummaryRow = {
  id: number;
  name: string;
  vies: string | null;
  address: string;
  zip_code: string;
  town: string;
  country: string;
  phone: string;
  pesel: string;
  linked_company_id: number | null;
};
export type PersonRow = {
  id: number;
  company_id: number;
  first_name: string;
  last_name: string;
  phone: string | null;
  role: string;
};
export type VehicleSummaryRow = { id: number; company_id: number; number: string; type: string };
export type References = {
  clients: ClientSummaryRow[];
  users: PersonRow[];
  vehicles: VehicleSummaryRow[];
};

/** Which of the ids are contractors, people, drivers, vehicles and trailers of the company. */
/**
 * Rows ordered by id with each document's sub-documents right after it (spec 2 §7). A
 * sub-document whose parent is not among the rows keeps its place by id.
 */
export function orderWithSubDocuments<T extends { id: number; parent_document_id: number | null }>(
  rows: T[],
): T[] {
  const byId = [...rows].sort((a, b) => a.id - b.id);
  const present = new Set(byId.map((row) => row.id));
  const children = new Map<number, T[]>();
  for (const row of byId) {
    if (row.parent_document_id !== null && present.has(row.parent_document_id)) {
      const list = children.get(row.parent_document_id) ?? [];
      list.push(row);
      children.set(row.parent_document_id, list);
    }
  }
  const ordered: T[] = [];
  const visit = (row: T) => {
    ordered.push(row);
    for (const child of children.get(row.id) ?? []) visit(child);
  };
  for (const row of byId) {
    if (row.parent_document_id === null || !present.has(row.parent_document_id)) visit(row);
  }
  return ordered;
}
