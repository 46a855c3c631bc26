import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from '../src/db/index.ts';
import type { TestApp } from './harness.ts';

/** Who took part in a scripted day, and the random strings its fixtures made. */
export type DayCast = {
  companies: { id: number; name: string }[];
  users: { id: number; name: string }[];
  /** [random text, its stand-in]: emails, phones, NIPs, link tokens */
  secrets: [string, string][];
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Tables whose ids the rows refer to, each numbered in id order within the test's companies. */
type Kind =
  | 'company'
  | 'user'
  | 'transit'
  | 'document'
  | 'receiver'
  | 'carrier'
  | 'place'
  | 'cargo'
  | 'client'
  | 'vehicle'
  | 'signature'
  | 'remark'
  | 'alert'
  | 'share_token'
  | 'webhook_endpoint';

/** The kind of id a JSON key (or column) holds. */
const KEY_KINDS: Record<string, Kind> = {
  company: 'company',
  company_id: 'company',
  actor_company_id: 'company',
  owner_company_id: 'company',
  user: 'user',
  user_id: 'user',
  actor_user_id: 'user',
  signed_by_user_id: 'user',
  created_by: 'user',
  sender_employee: 'user',
  sender_employee_id: 'user',
  employee: 'user',
  employee_id: 'user',
  driver: 'user',
  driver_id: 'user',
  transit: 'transit',
  transit_id: 'transit',
  document: 'document',
  document_id: 'document',
  parent_document: 'document',
  parent_document_id: 'document',
  receiver: 'receiver',
  receiver_id: 'receiver',
  carrier_id: 'carrier',
  client: 'client',
  client_id: 'client',
  sender_client: 'client',
  sender_client_id: 'client',
  vehicle: 'vehicle',
  vehicle_id: 'vehicle',
  semitrailer: 'vehicle',
  semitrailer_id: 'vehicle',
  signature_id: 'signature',
  remark: 'remark',
  remark_id: 'remark',
  alert_id: 'alert',
  share_token_id: 'share_token',
  share_link_id: 'share_token',
  endpoint_id: 'webhook_endpoint',
};

const ISO_TIME = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})?/g;
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
const SHA256 = /\b[0-9a-f]{64}\b/g;
/** A transit number starts with the year it was made in. */
const TRANSIT_NUMBER = /\b\d{4}\/(\d{6})\b/g;

export type Labels = {
  ids: Map<Kind, Map<number, string>>;
  secrets: [string, string][];
};

function label(labels: Labels, kind: Kind, id: number): string {
  return labels.ids.get(kind)?.get(id) ?? `${kind}#other(${String(id)})`;
}

function normaliseText(labels: Labels, text: string): string {
  let out = text;
  for (const [secret, standIn] of labels.secrets) {
    if (secret) out = out.split(secret).join(standIn);
  }
  return out
    .replace(ISO_TIME, '<time>')
    .replace(UUID, '<uuid>')
    .replace(SHA256, '<sha256>')
    .replace(TRANSIT_NUMBER, '<year>/$1');
}

/** A row or JSON value with ids as labels and the random or time-dependent parts replaced. */
export function normalise(labels: Labels, value: unknown, key = ''): Json {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') {
    const kind = KEY_KINDS[key];
    return kind ? label(labels, kind, value) : value;
  }
  if (typeof value === 'string') return normaliseText(labels, value);
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map((item) => normalise(labels, item, key));
  if (typeof value === 'object') {
    const out: Record<string, Json> = {};
    for (const [k, v] of Object.entries(value)) out[k] = normalise(labels, v, k);
    return out;
  }
  // JSON text and these columns hold nothing else (no bigint, no functions).
  return null;
}

function parsed(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A gate that accepts every identifiers request unchecked (efti-gate.ts validates with xmllint,
 * which a machine may lack; the snapshot needs only that the outbox empties).
 */
export async function startAcceptingGate(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.end('<saveIdentifiersResponse/>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Drains the webhook and eFTI workers: passes until no delivery and no outbox row is waiting, twice
 * in a row (a pass of one may queue work for the other).
 */
export async function waitForWorkers(t: TestApp, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let quiet = 0;
  while (quiet < 2) {
    if (Date.now() > until) {
      const waiting = await t.db
        .selectFrom('efti_outbox')
        .select(['transit_id', 'attempts', 'last_error'])
        .where('sent_at', 'is', null)
        .execute();
      throw new Error(`the webhook and eFTI workers did not finish: ${JSON.stringify(waiting)}`);
    }
    await t.deps.efti?.flush();
    await t.deps.webhooks?.flush();
    const deliveries = await t.db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('delivered_at', 'is', null)
      .where('failed_at', 'is', null)
      .execute();
    const outbox = await t.db
      .selectFrom('efti_outbox')
      .select('transit_id')
      .where('sent_at', 'is', null)
      .execute();
    if (deliveries.length === 0 && outbox.length === 0) quiet += 1;
    else {
      quiet = 0;
      await pause(25);
    }
  }
}

async function idsOf(
  db: Db,
  table:
    | 'transits'
    | 'clients'
    | 'vehicles'
    | 'users'
    | 'alerts'
    | 'share_tokens'
    | 'webhook_endpoints'
    | 'document_remarks'
    | 'document_signatures'
    | 'documents',
  companyIds: number[],
): Promise<number[]> {
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('company_id', 'in', companyIds)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

async function childIds(
  db: Db,
  table: 'transit_receivers' | 'transit_carriers' | 'transit_places' | 'transit_cargo',
  transitIds: number[],
): Promise<number[]> {
  if (transitIds.length === 0) return [];
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('transit_id', 'in', transitIds)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

function numbered(kind: Kind, ids: number[], named = new Map<number, string>()) {
  const map = new Map(named);
  let n = 0;
  for (const id of ids) {
    if (!map.has(id)) map.set(id, `${kind}#${String((n += 1))}`);
  }
  return map;
}

/** Labels for every id of the test's companies (in id order), and the strings to hide. */
export async function labelsOf(db: Db, cast: DayCast): Promise<Labels> {
  const companyIds = cast.companies.map((c) => c.id);
  const transits = await idsOf(db, 'transits', companyIds);
  const vehicles = await db
    .selectFrom('vehicles')
    .select(['id', 'number'])
    .where('company_id', 'in', companyIds)
    .orderBy('id')
    .execute();
  const clients = await db
    .selectFrom('clients')
    .select(['id', 'nip'])
    .where('company_id', 'in', companyIds)
    .orderBy('id')
    .execute();
  const vehicleLabels = numbered(
    'vehicle',
    vehicles.map((v) => v.id),
  );
  const clientLabels = numbered(
    'client',
    clients.map((c) => c.id),
  );
  const ids = new Map<Kind, Map<number, string>>([
    ['company', new Map(cast.companies.map((c) => [c.id, c.name]))],
    [
      'user',
      numbered(
        'user',
        await idsOf(db, 'users', companyIds),
        new Map(cast.users.map((u) => [u.id, u.name])),
      ),
    ],
    ['transit', numbered('transit', transits)],
    ['document', numbered('document', await idsOf(db, 'documents', companyIds))],
    ['receiver', numbered('receiver', await childIds(db, 'transit_receivers', transits))],
    ['carrier', numbered('carrier', await childIds(db, 'transit_carriers', transits))],
    ['place', numbered('place', await childIds(db, 'transit_places', transits))],
    ['cargo', numbered('cargo', await childIds(db, 'transit_cargo', transits))],
    ['client', clientLabels],
    ['vehicle', vehicleLabels],
    ['signature', numbered('signature', await idsOf(db, 'document_signatures', companyIds))],
    ['remark', numbered('remark', await idsOf(db, 'document_remarks', companyIds))],
    ['alert', numbered('alert', await idsOf(db, 'alerts', companyIds))],
    ['share_token', numbered('share_token', await idsOf(db, 'share_tokens', companyIds))],
    [
      'webhook_endpoint',
      numbered('webhook_endpoint', await idsOf(db, 'webhook_endpoints', companyIds)),
    ],
  ]);
  // Plates and NIPs are random per run; longer secrets first so none is cut by a shorter one.
  const secrets: [string, string][] = [
    ...cast.secrets,
    ...vehicles.map((v): [string, string] => [
      v.number,
      `<${vehicleLabels.get(v.id) ?? ''}.number>`,
    ]),
    ...clients.map((c): [string, string] => [c.nip, `<${clientLabels.get(c.id) ?? ''}.nip>`]),
  ].filter(([secret]) => secret.length > 0);
  secrets.sort((a, b) => b[0].length - a[0].length);
  return { ids, secrets };
}

type NotificationGroup = {
  type: string;
  transit: Json;
  document: Json;
  data: Json;
  recipients: string[];
};

/**
 * Notifications grouped by the event that made them: one event's rows are one insert, in the
 * audience query's order (no ORDER BY), so the recipients are sorted by name. A new group starts
 * where the content or the creation time changes, or a recipient comes twice.
 */
function notificationsByEvent(
  labels: Labels,
  rows: {
    user_id: number;
    type: string;
    transit_id: number | null;
    document_id: number | null;
    data: string;
    read_at: string | null;
    created_at: string;
  }[],
): NotificationGroup[] {
  const groups: NotificationGroup[] = [];
  let key = '';
  for (const row of rows) {
    const recipient = `${label(labels, 'user', row.user_id)}${row.read_at === null ? '' : ' (read)'}`;
    const rowKey = JSON.stringify([
      row.type,
      row.transit_id,
      row.document_id,
      row.data,
      row.created_at,
    ]);
    const last = groups.at(-1);
    if (last && rowKey === key && !last.recipients.includes(recipient)) {
      last.recipients.push(recipient);
      continue;
    }
    key = rowKey;
    groups.push({
      type: row.type,
      transit: normalise(labels, row.transit_id, 'transit_id'),
      document: normalise(labels, row.document_id, 'document_id'),
      data: normalise(labels, parsed(row.data)),
      recipients: [recipient],
    });
  }
  for (const group of groups) group.recipients.sort();
  return groups;
}

/**
 * The rows a scripted day's side effects left for its companies, normalised: the history of
 * transits and documents, notifications, webhook deliveries, the eFTI outbox and data sets, and
 * the stored driver and vehicle positions.
 */
export async function collectDay(t: TestApp, cast: DayCast): Promise<Record<string, Json>> {
  await waitForWorkers(t);
  const { db } = t;
  const labels = await labelsOf(db, cast);
  const companyIds = cast.companies.map((c) => c.id);
  const n = (value: unknown, key = '') => normalise(labels, value, key);

  const transitEvents = await db
    .selectFrom('transit_events')
    .selectAll()
    .where('company_id', 'in', companyIds)
    .orderBy('id')
    .execute();
  const documentEvents = await db
    .selectFrom('document_events')
    .selectAll()
    .where('company_id', 'in', companyIds)
    .orderBy('id')
    .execute();
  const notifications = await db
    .selectFrom('notifications')
    .selectAll()
    .where('company_id', 'in', companyIds)
    .orderBy('id')
    .execute();
  const deliveries = await db
    .selectFrom('webhook_deliveries')
    .innerJoin('webhook_endpoints', 'webhook_endpoints.id', 'webhook_deliveries.endpoint_id')
    .select([
      'webhook_deliveries.id',
      'webhook_endpoints.company_id',
      'webhook_deliveries.event',
      'webhook_deliveries.object_type',
      'webhook_deliveries.object_id',
      'webhook_deliveries.body',
      'webhook_deliveries.attempts',
      'webhook_deliveries.last_status_code',
      'webhook_deliveries.delivered_at',
      'webhook_deliveries.failed_at',
    ])
    .where('webhook_endpoints.company_id', 'in', companyIds)
    .orderBy('webhook_deliveries.id')
    .execute();
  const transitIds = [...(labels.ids.get('transit')?.keys() ?? [])];
  const outbox =
    transitIds.length === 0
      ? []
      : await db
          .selectFrom('efti_outbox')
          .selectAll()
          .where('transit_id', 'in', transitIds)
          .orderBy('transit_id')
          .execute();
  const datasets = await db
    .selectFrom('efti_datasets')
    .selectAll()
    .where('company_id', 'in', companyIds)
    .orderBy('transit_id')
    .execute();
  const drivers = await db
    .selectFrom('users')
    .select([
      'id',
      'current_pos_latitude',
      'current_pos_longitude',
      'current_pos_accuracy',
      'current_pos_at',
    ])
    .where('company_id', 'in', companyIds)
    .where('current_pos_at', 'is not', null)
    .orderBy('id')
    .execute();
  const vehicles = await db
    .selectFrom('vehicles')
    .select([
      'id',
      'current_pos_latitude',
      'current_pos_longitude',
      'current_pos_accuracy',
      'current_pos_at',
    ])
    .where('company_id', 'in', companyIds)
    .orderBy('id')
    .execute();

  const actor = (row: {
    actor_user_id: number | null;
    actor_api_key_id: number | null;
    actor_name: string | null;
  }) =>
    row.actor_user_id !== null
      ? label(labels, 'user', row.actor_user_id)
      : row.actor_api_key_id !== null
        ? 'api key'
        : `link: ${row.actor_name ?? ''}`;

  return {
    transit_events: transitEvents.map((row) => ({
      transit: label(labels, 'transit', row.transit_id),
      company: label(labels, 'company', row.company_id),
      type: row.type,
      actor: actor(row),
      data: n(parsed(row.data)),
    })),
    document_events: documentEvents.map((row) => ({
      document: label(labels, 'document', row.document_id),
      transit: label(labels, 'transit', row.transit_id),
      company: label(labels, 'company', row.company_id),
      type: row.type,
      actor: actor(row),
      actor_company: n(row.actor_company_id, 'actor_company_id'),
      data: n(parsed(row.data)),
      geolocation: n(parsed(row.geolocation)),
    })),
    notifications: notificationsByEvent(labels, notifications),
    webhook_deliveries: deliveries.map((row) => {
      const body = parsed(row.body) as { data?: Record<string, unknown> } | null;
      return {
        company: label(labels, 'company', row.company_id),
        event: row.event,
        object_type: row.object_type,
        object: n(row.object_id, `${row.object_type}_id`),
        // One line: the keys of the object sent, not its values (which hold times and ids).
        data_keys: Object.keys(body?.data ?? {})
          .sort()
          .join(' '),
        status:
          row.delivered_at !== null ? 'delivered' : row.failed_at !== null ? 'failed' : 'waiting',
        last_status_code: row.last_status_code,
        attempts: row.attempts,
      };
    }),
    efti_outbox: outbox.map((row) => ({
      transit: label(labels, 'transit', row.transit_id),
      status: row.sent_at !== null ? 'sent' : 'waiting',
      attempts: row.attempts,
      last_error: row.last_error,
      identifiers_sha256: n(row.identifiers_sha256),
    })),
    efti_datasets: datasets.map((row) => ({
      transit: label(labels, 'transit', row.transit_id),
      company: label(labels, 'company', row.company_id),
      status: row.status,
      identifiers_queued: row.identifiers_sha256 !== null,
      checked: row.checked_at !== null,
    })),
    driver_positions: drivers.map((row) => ({
      user: label(labels, 'user', row.id),
      latitude: row.current_pos_latitude,
      longitude: row.current_pos_longitude,
      accuracy: row.current_pos_accuracy,
      at: n(row.current_pos_at),
    })),
    vehicle_positions: vehicles.map((row) => ({
      vehicle: label(labels, 'vehicle', row.id),
      latitude: row.current_pos_latitude,
      longitude: row.current_pos_longitude,
      accuracy: row.current_pos_accuracy,
      at: n(row.current_pos_at),
    })),
  };
}
