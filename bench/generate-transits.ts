/**
 * Dataset for the transit list benchmark: COMPANIES companies (default 200) with contractors,
 * drivers, vehicles and TRANSITS transits (default 100,000; 2 receivers, 3 cargo lines, 3 places
 * and 2 carriers each), written straight through Kysely in batched multi-row inserts, one
 * transaction per batch. Company 1 is a large tenant (BIG_COMPANY_TRANSITS, default 10,000);
 * the rest share the remainder. Companies 1-5 get an Admin `bench.owner<n>@transitdocs.test`
 * and a driver `bench.driver<n>@transitdocs.test`, password `Bench123!`.
 *
 * Target: PostgreSQL when DATABASE_URL is set, else the SQLite file in DATA_DIR. The database
 * must not hold bench data yet. Usage: `npm run bench:generate -w @transitdocs/bench`.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { loadConfig, type Config } from '../apps/server/src/config.ts';
import { openAndMigrate, type Db, type DialectName } from '../apps/server/src/db/index.ts';
import { reconcileDataset } from '../apps/server/src/modules/efti/datasets.ts';
import { createGateRegistry } from '../apps/server/src/modules/efti/gate-registry.ts';
import { startTextIndexUpkeep } from '../apps/server/src/db/text-index-upkeep.ts';
import type {
  NewClient,
  NewTransit,
  NewTransitCargo,
  NewTransitCarrier,
  NewTransitPlace,
  NewTransitReceiver,
  NewUser,
  NewVehicle,
} from '../apps/server/src/db/schema.ts';
import { hashSecret } from '../apps/server/src/platform/crypto.ts';

export const BENCH_PASSWORD = 'Bench123!';
export const benchOwnerEmail = (n: number) => `bench.owner${n}@transitdocs.test`;
export const benchDriverEmail = (n: number) => `bench.driver${n}@transitdocs.test`;

const COMPANIES = Number(process.env.COMPANIES ?? 200);
const TRANSITS = Number(process.env.TRANSITS ?? 100_000);
const BIG = Math.min(Number(process.env.BIG_COMPANY_TRANSITS ?? 10_000), TRANSITS);
const CLIENTS_PER_COMPANY = 30;
const DRIVERS_PER_COMPANY = 12;
const LOGIN_COMPANIES = 5;
const BATCH = 2_000;

const TOWNS: [string, string, string, number, number][] = [
  ['Warszawa', '00-001', 'PL', 52.2297, 21.0122],
  ['Kraków', '30-001', 'PL', 50.0647, 19.945],
  ['Gdańsk', '80-001', 'PL', 54.352, 18.6466],
  ['Poznań', '60-001', 'PL', 52.4064, 16.9252],
  ['Wrocław', '50-001', 'PL', 51.1079, 17.0385],
  ['Łódź', '90-001', 'PL', 51.7592, 19.456],
  ['Szczecin', '70-001', 'PL', 53.4285, 14.5528],
  ['Berlin', '10115', 'DE', 52.52, 13.405],
  ['Hamburg', '20457', 'DE', 53.5511, 9.9937],
  ['Praha', '11000', 'CZ', 50.0755, 14.4378],
  ['Wien', '1010', 'AT', 48.2082, 16.3738],
  ['Vilnius', '01001', 'LT', 54.6872, 25.2797],
];
const GOODS = ['Palety EUR', 'Kartony', 'Stal', 'Cement', 'Owoce', 'Meble', 'Papier', 'Części'];
const FIRST = ['Jan', 'Piotr', 'Adam', 'Marek', 'Tomasz', 'Paweł', 'Michał', 'Krzysztof'];
const LAST = ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kamiński', 'Lewandowski', 'Zieliński'];

/** Deterministic pseudo-random numbers (mulberry32), so runs are comparable. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = random(20261121);
const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;

/** Multi-row inserts of at most `size` rows (parameter limits: SQLite 32766, PostgreSQL 65535). */
async function inChunks<T>(rows: T[], size: number, insert: (part: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

async function nextId(db: Db, table: string): Promise<number> {
  const row = await sql<{
    n: number | string | null;
  }>`select max(id) as n from ${sql.table(table)}`.execute(db);
  return Number(row.rows[0]?.n ?? 0) + 1;
}

type CompanyData = {
  id: number;
  clients: number[];
  drivers: { id: number; tractor: number; trailer: number }[];
  officeUsers: number[];
  transits: number;
  sequence: Map<number, number>;
};

async function createCompanies(db: Db, passwordHash: string): Promise<CompanyData[]> {
  const now = new Date().toISOString();
  const companies: CompanyData[] = [];
  const rest = COMPANIES > 1 ? TRANSITS - BIG : 0;
  for (let c = 1; c <= COMPANIES; c++) {
    const nip = String(7_000_000_000 + c).slice(0, 10);
    const company = await db
      .insertInto('companies')
      .values({
        name: `Bench Transport ${c} Sp. z o.o.`,
        nip,
        tax_country: 'PL',
        vies: `PL${nip}`,
        address: `ul. Testowa ${c}`,
        zip_code: '00-001',
        town: 'Warszawa',
        country: 'PL',
        vat_group: '',
        phone: `+4870${String(c).padStart(7, '0')}`,
        is_auto_accept_notifications: 0,
        csv_upload_settings: null,
        report_settings: null,
        document_types: '["WZ","CMR","LP","KW","PS","OSTSPED"]',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = (role: string, index: number, email: string | null): NewUser => ({
      company_id: company.id,
      email,
      phone: null,
      password_hash: email ? passwordHash : null,
      pin_hash: null,
      first_name: pick(FIRST),
      last_name: `${pick(LAST)}-${index}`,
      role,
      ownership: role === 'Admin' ? 'primary' : 'secondary',
      is_active: 1,
      language: 'pl',
      inspecto_linking_token: null,
      default_document: 'NONE',
      created_at: now,
      updated_at: now,
    });
    const login = c <= LOGIN_COMPANIES;
    const office = await db
      .insertInto('users')
      .values([user('Admin', 0, login ? benchOwnerEmail(c) : null), user('Dyspozytor', 1, null)])
      .returning('id')
      .execute();
    const drivers = await db
      .insertInto('users')
      .values(
        Array.from({ length: DRIVERS_PER_COMPANY }, (_, i) =>
          user('Kierowca', i + 2, login && i === 0 ? benchDriverEmail(c) : null),
        ),
      )
      .returning('id')
      .execute();
    const clients = await db
      .insertInto('clients')
      .values(
        Array.from({ length: CLIENTS_PER_COMPANY }, (_, i): NewClient => {
          const [town, zip, country] = pick(TOWNS);
          const clientNip = String(5_000_000_000 + c * 1000 + i);
          return {
            company_id: company.id,
            name: `Kontrahent ${String(c).padStart(3, '0')}-${String(i).padStart(2, '0')} ${pick(GOODS)}`,
            address: `ul. Handlowa ${i + 1}`,
            zip_code: zip,
            town,
            country,
            nip: clientNip,
            vies: `${country}${clientNip}`,
            pesel: '',
            vat_group: '',
            email: '',
            phone: '',
            linked_company_id: null,
            created_at: now,
            updated_at: now,
          };
        }),
      )
      .returning('id')
      .execute();
    const driverData: CompanyData['drivers'] = [];
    for (const [i, driver] of drivers.entries()) {
      const vehicle = (number: string, type: string, extra: Partial<NewVehicle>): NewVehicle => ({
        company_id: company.id,
        number,
        type,
        status: 'available',
        driver_id: null,
        attached_vehicle_id: null,
        current_pos_latitude: null,
        current_pos_longitude: null,
        created_at: now,
        updated_at: now,
        ...extra,
      });
      const tractor = await db
        .insertInto('vehicles')
        .values(
          vehicle(
            `WB ${String(c).padStart(3, '0')}${String(i).padStart(2, '0')}A`,
            'tractor_unit',
            { driver_id: driver.id },
          ),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      const trailer = await db
        .insertInto('vehicles')
        .values(
          vehicle(`WB ${String(c).padStart(3, '0')}${String(i).padStart(2, '0')}N`, 'semitrailer', {
            attached_vehicle_id: tractor.id,
          }),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      driverData.push({ id: driver.id, tractor: tractor.id, trailer: trailer.id });
    }
    companies.push({
      id: company.id,
      clients: clients.map((row) => row.id),
      drivers: driverData,
      officeUsers: office.map((row) => row.id),
      transits:
        c === 1
          ? COMPANIES > 1
            ? BIG
            : TRANSITS
          : Math.floor(rest / (COMPANIES - 1)) + (c - 2 < rest % (COMPANIES - 1) ? 1 : 0),
      sequence: new Map(),
    });
  }
  return companies;
}

function placeOf(
  base: { transit_id: number; company_id: number; transit_created_at: string },
  id: number,
  kind: 'loading' | 'unloading',
  receiverId: number | null,
  clientId: number | null,
): NewTransitPlace {
  const [town, zip, country, lat, lon] = pick(TOWNS);
  return {
    id,
    ...base,
    kind,
    receiver_id: receiverId,
    position: 0,
    place: kind === 'loading' ? 'Magazyn' : '',
    address: `ul. ${pick(['Portowa', 'Fabryczna', 'Składowa', 'Kolejowa'])} ${Math.floor(rnd() * 90) + 1}`,
    zip_code: zip,
    town,
    country,
    additional_data: '',
    client_id: clientId,
    latitude: Math.round((lat + rnd() * 0.1) * 1e6) / 1e6,
    longitude: Math.round((lon + rnd() * 0.1) * 1e6) / 1e6,
  };
}

/**
 * Each transit's eFTI data set, as the server writes it when a transit is created. Without them
 * a server started on the bench data spends its first minutes writing 109,500 of them (its
 * start-up sweep), and the list's benchmark measured that sweep beside the list: 49 against 188
 * req/s for the 10,000-transit tenant's place and status on SQLite, whose reader threads' page
 * caches every commit emptied.
 */
async function reconcileEftiDatasets(
  db: Db,
  config: Config,
  dialect: DialectName,
  started: number,
): Promise<void> {
  const ids = (await db.selectFrom('transits').select('id').orderBy('id').execute()).map(
    (row) => row.id,
  );
  // PostgreSQL takes several at once on its pool; SQLite has one writer.
  const lanes = dialect === 'postgres' ? 8 : 1;
  let next = 0;
  const gates = createGateRegistry({ config, log: console });
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < ids.length) {
        const id = ids[next++] as number;
        await reconcileDataset({ db, config, gates }, id);
      }
    }),
  );
  console.log(`eFTI data sets: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const target = config.databaseUrl ? 'PostgreSQL' : `SQLite ${config.sqliteFile}`;
  const started = performance.now();
  const { db, dialect } = await openAndMigrate(config);
  try {
    const existing = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', benchOwnerEmail(1))
      .executeTakeFirst();
    if (existing) throw new Error(`${target} already holds bench data; use an empty database`);
    console.log(`Generating ${TRANSITS} transits over ${COMPANIES} companies into ${target}`);
    const passwordHash = await hashSecret(BENCH_PASSWORD);
    const companies = await createCompanies(db, passwordHash);
    console.log(`master data: ${((performance.now() - started) / 1000).toFixed(1)} s`);

    // Ids are assigned here so children can point at parents without a round trip.
    let transitId = await nextId(db, 'transits');
    let receiverId = await nextId(db, 'transit_receivers');
    let placeId = await nextId(db, 'transit_places');
    let cargoId = await nextId(db, 'transit_cargo');
    let carrierId = await nextId(db, 'transit_carriers');

    // Transits spread over the last 365 days, companies interleaved in time.
    const plan: CompanyData[] = [];
    for (const company of companies) for (let i = 0; i < company.transits; i++) plan.push(company);
    for (let i = plan.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [plan[i], plan[j]] = [plan[j] as CompanyData, plan[i] as CompanyData];
    }
    const start = Date.now() - 365 * 86_400_000;
    const step = (365 * 86_400_000) / Math.max(1, plan.length);

    for (let offset = 0; offset < plan.length; offset += BATCH) {
      const transits: NewTransit[] = [];
      const receivers: NewTransitReceiver[] = [];
      const places: NewTransitPlace[] = [];
      const cargo: NewTransitCargo[] = [];
      const carriers: NewTransitCarrier[] = [];
      for (let k = offset; k < Math.min(plan.length, offset + BATCH); k++) {
        const company = plan[k] as CompanyData;
        const created = new Date(start + k * step + Math.floor(rnd() * 1000));
        const year = created.getUTCFullYear();
        const sequence = (company.sequence.get(year) ?? 0) + 1;
        company.sequence.set(year, sequence);
        const day = (shift: number) =>
          new Date(created.getTime() + shift * 86_400_000).toISOString().slice(0, 10);
        const finished = rnd() < 0.4;
        const signed = finished || rnd() < 0.3;
        const id = transitId++;
        const base = { transit_id: id, company_id: company.id };
        const keyed = { ...base, transit_created_at: created.toISOString() };
        transits.push({
          id,
          company_id: company.id,
          transit_number: `${year}/${String(sequence).padStart(6, '0')}`,
          status: finished ? 'finished' : signed ? 'running' : 'pending',
          type: rnd() < 0.05 ? 'send' : 'generated',
          has_signed_documents: signed ? 1 : 0,
          loading_date: day(Math.floor(rnd() * 4)),
          unloading_date: day(2 + Math.floor(rnd() * 4)),
          loading_time: '08:00',
          unloading_time: '15:30',
          sender_client_id: pick(company.clients),
          sender_employee_id: pick(company.officeUsers),
          sender_instruction: rnd() < 0.3 ? 'Ostrożnie, ładunek kruchy.' : '',
          special_agreements: '',
          remarks: '',
          created_by: company.officeUsers[0] ?? null,
          created_at: created.toISOString(),
          updated_at: created.toISOString(),
          finished_at: finished ? day(6) : null,
        });
        places.push(placeOf(keyed, placeId++, 'loading', null, null));
        for (let r = 0; r < 2; r++) {
          const rid = receiverId++;
          const client = pick(company.clients);
          receivers.push({ id: rid, ...keyed, position: r, client_id: client, employee_id: null });
          places.push({ ...placeOf(keyed, placeId++, 'unloading', rid, client) });
          for (let line = 0; line < (r === 0 ? 2 : 1); line++) {
            cargo.push({
              id: cargoId++,
              ...base,
              receiver_id: rid,
              position: line,
              name: pick(GOODS),
              quantity: 1 + Math.floor(rnd() * 33),
              capacity: null,
              method_of_packaging: 'EUR',
              weight_gross_kg: 100 + Math.floor(rnd() * 20000),
              origin_country: 'PL',
              destination_country: 'PL',
              statistical_number: '',
              marks: '',
            });
          }
        }
        const driver = pick(company.drivers);
        carriers.push({
          id: carrierId++,
          ...keyed,
          position: 0,
          client_id: pick(company.clients),
          employee_id: null,
          driver_id: driver.id,
          driver_not_from_system: null,
          is_forwarder: 0,
          vehicle_id: driver.tractor,
          vehicle_not_from_system: null,
          semitrailer_id: driver.trailer,
          semitrailer_not_from_system: null,
        });
        carriers.push({
          id: carrierId++,
          ...keyed,
          position: 1,
          client_id: pick(company.clients),
          employee_id: null,
          driver_id: null,
          driver_not_from_system: `${pick(FIRST)} ${pick(LAST)}`,
          is_forwarder: 1,
          vehicle_id: null,
          vehicle_not_from_system: `PO ${Math.floor(rnd() * 90000) + 10000}`,
          semitrailer_id: null,
          semitrailer_not_from_system: null,
        });
      }
      await db.transaction().execute(async (trx) => {
        await inChunks(transits, 1000, (part) => trx.insertInto('transits').values(part).execute());
        await inChunks(receivers, 2000, (part) =>
          trx.insertInto('transit_receivers').values(part).execute(),
        );
        await inChunks(places, 1000, (part) =>
          trx.insertInto('transit_places').values(part).execute(),
        );
        await inChunks(cargo, 1000, (part) =>
          trx.insertInto('transit_cargo').values(part).execute(),
        );
        await inChunks(carriers, 1000, (part) =>
          trx.insertInto('transit_carriers').values(part).execute(),
        );
      });
      const done = Math.min(plan.length, offset + BATCH);
      if (done % 20_000 === 0 || done === plan.length) {
        console.log(`${done} transits, ${((performance.now() - started) / 1000).toFixed(1)} s`);
      }
    }

    for (const company of companies) {
      for (const [year, last] of company.sequence) {
        await db
          .insertInto('transit_counters')
          .values({ company_id: company.id, year, last_number: last })
          .execute();
      }
    }
    await reconcileEftiDatasets(db, config, dialect, started);
    if (dialect === 'postgres') {
      for (const table of [
        'transits',
        'transit_receivers',
        'transit_places',
        'transit_cargo',
        'transit_carriers',
      ]) {
        await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
          db,
        );
      }
      // VACUUM sets the visibility map, so counts are index-only scans as in a settled database.
      await sql`vacuum analyze`.execute(db);
    } else {
      // The text indexes as the server's upkeep keeps them (db/text-index-upkeep.ts), not the
      // many segments of a bulk load.
      const upkeep = startTextIndexUpkeep(db, dialect, { error: console.error });
      await upkeep.mergeNow();
      await upkeep.close();
      await sql`analyze`.execute(db);
    }
    console.log(
      `done in ${((performance.now() - started) / 1000).toFixed(1)} s; sign in as ${benchOwnerEmail(1)} / ${BENCH_PASSWORD}`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
