import { sql } from 'kysely';
import { nowIso, type Db } from '../src/db/index.ts';
import * as contractorsRepo from '../src/modules/contractors/repo.ts';
import * as fleetRepo from '../src/modules/fleet/repo.ts';
import type { TestApp } from './harness.ts';
import {
  auth,
  createEmployee,
  createOwner,
  json,
  uniqueNip,
  type Employee,
  type Owner,
} from './factories.ts';

export const TRANSITS = '/company/api/v1/all-transit/';
export const transitUrl = (id: number) => `${TRANSITS}${id}/`;

export async function insertClient(
  db: Db,
  companyId: number,
  name: string,
  overrides: { country?: string; town?: string } = {},
): Promise<{ id: number; vies: string; name: string }> {
  const nip = uniqueNip();
  const now = nowIso();
  const row = await contractorsRepo.insertClient(db, {
    company_id: companyId,
    name,
    address: 'ul. Polna 5',
    zip_code: '31-000',
    town: overrides.town ?? 'Kraków',
    country: overrides.country ?? 'PL',
    nip,
    vies: `PL${nip}`,
    pesel: '',
    vat_group: '',
    email: '',
    phone: '',
    linked_company_id: null,
    created_at: now,
    updated_at: now,
  });
  return { id: row.id, vies: `PL${nip}`, name };
}

export async function insertVehicle(
  db: Db,
  companyId: number,
  number: string,
  type: string,
  options: { driverId?: number | null; attachedTo?: number | null } = {},
): Promise<number> {
  const now = nowIso();
  const row = await fleetRepo.insertVehicle(db, {
    company_id: companyId,
    number,
    type,
    status: 'available',
    driver_id: options.driverId ?? null,
    attached_vehicle_id: options.attachedTo ?? null,
    current_pos_latitude: null,
    current_pos_longitude: null,
    created_at: now,
    updated_at: now,
  });
  return row.id;
}

/** A company with contractors, a driver on a tractor with a semitrailer, and a dispatcher. */
export type Fleet = {
  owner: Owner;
  sender: { id: number; vies: string; name: string };
  receiverA: { id: number; vies: string; name: string };
  receiverB: { id: number; vies: string; name: string };
  carrier: { id: number; vies: string; name: string };
  driver: Employee;
  tractor: number;
  semitrailer: number;
};

let plate = 0;
function nextPlate(prefix: string): string {
  plate += 1;
  return `${prefix} ${String(Date.now() % 100000).padStart(5, '0')}${plate}`;
}

export async function createFleet(t: TestApp): Promise<Fleet> {
  const owner = await createOwner(t.app);
  const driver = await createEmployee(t.app, t.db, owner.companyId, { role: 'Kierowca' });
  await t.db
    .updateTable('users')
    .set({ first_name: 'Piotr', last_name: 'Wolski' })
    .where('id', '=', driver.id)
    .execute();
  const tractor = await insertVehicle(t.db, owner.companyId, nextPlate('WA'), 'tractor_unit', {
    driverId: driver.id,
  });
  const semitrailer = await insertVehicle(t.db, owner.companyId, nextPlate('WN'), 'semitrailer', {
    attachedTo: tractor,
  });
  return {
    owner,
    sender: await insertClient(t.db, owner.companyId, 'Nadawca Sp. z o.o.'),
    receiverA: await insertClient(t.db, owner.companyId, 'Odbiorca Alfa', { town: 'Gdańsk' }),
    receiverB: await insertClient(t.db, owner.companyId, 'Empfänger Beta GmbH', {
      country: 'DE',
      town: 'Berlin',
    }),
    carrier: await insertClient(t.db, owner.companyId, 'Przewoźnik Gamma'),
    driver,
    tractor,
    semitrailer,
  };
}

export const place = (overrides: Record<string, unknown> = {}) => ({
  address: 'ul. Portowa 1',
  zip_code: '81-300',
  town: 'Gdynia',
  country: 'PL',
  latitude: '54.5189',
  longitude: '18.5305',
  ...overrides,
});

/** 2 receivers with 3 and 1 cargo lines, 2 carriers (main with driver/vehicle/trailer). */
export function fullPayload(f: Fleet, overrides: Record<string, unknown> = {}) {
  return {
    loading_date: '2030-05-10',
    unloading_date: '2030-05-12',
    loading_time: '08:30',
    unloading_time: '16:00',
    sender_client: f.sender.id,
    sender_employee: f.owner.userId,
    sender_location: [place({ place: 'Magazyn główny' })],
    receivers: [
      {
        client: f.receiverA.id,
        cargo: [
          {
            name: 'Palety',
            quantity: 33,
            other: { weight_gross_kg: 12000, method_of_packaging: 'EUR', marks: 'A1' },
          },
          { name: 'Kartony', quantity: 10 },
          { name: 'Beczki', quantity: 4, other: { capacity: 2.5 } },
        ],
        destiny_places: [place({ town: 'Gdańsk', address: 'ul. Długa 2', zip_code: '80-001' })],
      },
      {
        client: f.receiverB.id,
        cargo: [{ name: 'Stal', quantity: 1 }],
        destiny_places: [
          place({
            town: 'Berlin',
            address: 'Hafenweg 3',
            zip_code: '10115',
            country: 'DE',
            latitude: 52.52,
            longitude: 13.405,
          }),
        ],
      },
    ],
    carrier: [
      {
        client: f.carrier.id,
        driver: f.driver.id,
        vehicle: f.tractor,
        semitrailer: f.semitrailer,
        is_forwarder: false,
      },
      {
        client: f.receiverB.id,
        driver_not_from_system: 'Hans Meier',
        vehicle_not_from_system: 'b xy 123',
        is_forwarder: true,
      },
    ],
    sender_instruction: 'Ostrożnie',
    special_agreements: '',
    ...overrides,
  };
}

export type TransitBody = {
  id: number;
  transit_number: string;
  status: string;
  type: string;
  created_at: string;
  has_signed_documents: boolean;
  can_send_alert: boolean;
  receivers: { id: number; client: { id: number }; cargo: { id: number; name: string }[] }[];
  carrier: { id: number; client: { id: number }; driver: { id: number } | null }[];
  sender_location: {
    id: number;
    town: string;
    latitude: number | null;
    longitude: number | null;
  }[];
  [key: string]: unknown;
};

export async function postTransit(
  t: TestApp,
  token: string,
  payload: Record<string, unknown>,
): Promise<TransitBody> {
  const response = await t.app.inject({
    method: 'POST',
    url: TRANSITS,
    headers: auth(token),
    payload,
  });
  if (response.statusCode !== 201) throw new Error(`transit: ${response.body}`);
  return json(response) as TransitBody;
}

/** POST share-transit/: the owner shares a transit with another company (by its id). */
export function shareTransit(
  t: TestApp,
  token: string,
  transitId: number,
  companyId: number,
  as: 'receiver' | 'sender' = 'receiver',
) {
  return t.app.inject({
    method: 'POST',
    url: '/company/api/v1/share-transit/',
    headers: auth(token),
    payload: { transit: transitId, company_gt_id: companyId, as },
  });
}

/**
 * The child rows of a company's transits with the key each carries and the transit's own
 * `created_at` (0023_child_sort_keys: the two must be equal).
 */
export async function childSortKeys(
  db: Db,
  companyId: number,
): Promise<{ table: string; key: string; created_at: string }[]> {
  const rows = [];
  for (const table of ['transit_places', 'transit_receivers', 'transit_carriers']) {
    const { rows: keyed } = await sql<{ key: string; created_at: string }>`
      select c.transit_created_at as key, t.created_at from ${sql.table(table)} c
      join transits t on t.id = c.transit_id
      where c.company_id = ${companyId} order by c.id`.execute(db);
    rows.push(...keyed.map((row) => ({ table, ...row })));
  }
  return rows;
}
