import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  ClientCreateRequest,
  DOCUMENT_TYPES,
  DocumentCreateRequest,
  TransitSubmitRequest,
  VehicleRequest,
  type Role,
} from '@transitdocs/domain';
import { loadConfig } from './config.ts';
import { nowIso, openAndMigrate } from './db/index.ts';
import type { Caller } from './platform/auth.ts';
import { createUser, registerCompany, userByEmail } from './modules/accounts/index.ts';
import { createClient } from './modules/contractors/index.ts';
import { createVehicle } from './modules/fleet/index.ts';
import * as documentsService from './modules/documents/index.ts';
import * as transitsService from './modules/transits/index.ts';
import { hashSecret } from './platform/crypto.ts';
import { AppError } from './platform/errors.ts';
import { subscribeAll } from './event-subscribers.ts';
import type { Deps } from './platform/context.ts';
import { createEventBus } from './platform/events/index.ts';
import { createMemoryPubSub } from './platform/pubsub.ts';

export const DEMO_PASSWORD = 'Demo123!';
export const DEMO_PIN = '1234';
export const DEMO_OWNER_EMAIL = 'demo@transitdocs.test';

const EMPLOYEES: {
  email: string;
  first_name: string;
  last_name: string;
  role: Role;
  phone: string | null;
}[] = [
  {
    email: 'dispatcher@transitdocs.test',
    first_name: 'Dorota',
    last_name: 'Dyspozytorska',
    role: 'Dyspozytor',
    phone: '+48600000002',
  },
  {
    email: 'warehouse@transitdocs.test',
    first_name: 'Marek',
    last_name: 'Magazynowy',
    role: 'Magazynier',
    phone: null,
  },
  {
    email: 'driver@transitdocs.test',
    first_name: 'Krzysztof',
    last_name: 'Kierowca',
    role: 'Kierowca',
    phone: '+48600000003',
  },
];

/**
 * Demo company with an owner and one account per other role, master data and transits. Does
 * nothing if it exists (a demo company from before transits existed gets its transits).
 */
export async function seedDemo(deps: Pick<Deps, 'db' | 'events'>): Promise<{ created: boolean }> {
  const existing = await userByEmail(deps.db, DEMO_OWNER_EMAIL);
  if (existing) {
    await seedTransits(deps, existing.company_id, existing.id);
    return { created: false };
  }
  let registered: Awaited<ReturnType<typeof registerCompany>>;
  try {
    registered = await registerCompany(
      deps,
      {
        first_name: 'Anna',
        last_name: 'Demo',
        email: DEMO_OWNER_EMAIL,
        password: DEMO_PASSWORD,
        regulations_accepted: true,
        company: {
          name: 'Demo Trans Sp. z o.o.',
          address: 'ul. Transportowa 1',
          zip_code: '00-001',
          town: 'Warszawa',
          country: 'PL',
          nip: '1234563218',
          vies: 'PL1234563218',
          vat_group: '',
          phone: '+48600000001',
        },
      },
      { ip: '127.0.0.1', userAgent: 'seed-demo', language: 'pl' },
    );
  } catch (error) {
    // Another instance starting at the same moment created the demo owner first: it seeds the rest.
    if (error instanceof AppError && error.key === 'email_taken') return { created: false };
    throw error;
  }
  const { companyId, userId: ownerId } = registered;
  const passwordHash = await hashSecret(DEMO_PASSWORD);
  const pinHash = await hashSecret(DEMO_PIN);
  const now = nowIso();
  let driverId: number | null = null;
  for (const employee of EMPLOYEES) {
    const id = await createUser(deps.db, {
      company_id: companyId,
      email: employee.email,
      phone: employee.phone,
      password_hash: passwordHash,
      pin_hash: pinHash,
      first_name: employee.first_name,
      last_name: employee.last_name,
      role: employee.role,
      ownership: 'secondary',
      is_active: 1,
      language: 'pl',
      inspecto_linking_token: null,
      default_document: 'NONE',
      created_at: now,
      updated_at: now,
    });
    if (employee.role === 'Kierowca') driverId = id;
  }
  await seedMasterData(deps, ownerOf(companyId, ownerId), driverId);
  await seedTransits(deps, companyId, ownerId);
  return { created: true };
}

const DEMO_CLIENTS = [
  {
    name: 'Hurtownia Budowlana Kowalski Sp. z o.o.',
    address: 'ul. Przemysłowa 12',
    zip_code: '30-701',
    town: 'Kraków',
    country: 'PL',
    nip: '6770065406',
    email: 'biuro@hurtownia-kowalski.test',
    phone: '+48126000000',
  },
  {
    name: 'Spedition Müller GmbH',
    address: 'Hafenstraße 8',
    zip_code: '20457',
    town: 'Hamburg',
    country: 'DE',
    nip: '811907980',
    email: '',
    phone: '+494030000000',
  },
  {
    name: 'Trans-Kurier Sp. z o.o.',
    address: 'ul. Spedycyjna 4',
    zip_code: '05-800',
    town: 'Pruszków',
    country: 'PL',
    nip: '5250007313',
    email: 'dyspozycja@trans-kurier.test',
    phone: '+48227000000',
  },
] as const;

/** The demo company's primary Admin, as the seed acts through the modules' services. */
function ownerOf(companyId: number, ownerId: number): Caller {
  return { userId: ownerId, companyId, role: 'Admin', ownership: 'primary', tokenHash: '' };
}

/**
 * A few contractors and a tractor unit with a semitrailer, driven by the demo driver: through
 * the contractors and fleet services, as the owner would add them.
 */
async function seedMasterData(
  deps: Pick<Deps, 'db' | 'events'>,
  owner: Caller,
  driverId: number | null,
): Promise<void> {
  for (const client of DEMO_CLIENTS) {
    await createClient(
      deps,
      owner,
      ClientCreateRequest.parse({ ...client, vies: `${client.country}${client.nip}` }),
      { ip: null, userAgent: 'seed-demo' },
    );
  }
  const tractor = await createVehicle(
    deps,
    owner,
    VehicleRequest.parse({ number: 'WA 12345', type: 'tractor_unit', driver: driverId }),
  );
  await createVehicle(
    deps,
    owner,
    VehicleRequest.parse({ number: 'WA 6789N', type: 'semitrailer', attached_vehicle: tractor.id }),
  );
  await createVehicle(deps, owner, VehicleRequest.parse({ number: 'WA 555AA', type: 'van' }));
}

function shiftDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Five transits through the transit service (numbering, events, driver availability): one
 * driven by the demo driver, one already loading, one finished. Only when the company has none.
 */
async function seedTransits(
  { db, events }: Pick<Deps, 'db' | 'events'>,
  companyId: number,
  ownerId: number,
): Promise<void> {
  const existingTransit = await db
    .selectFrom('transits')
    .select('id')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (existingTransit) return;
  const clients = await db
    .selectFrom('clients')
    .select(['id', 'name'])
    .where('company_id', '=', companyId)
    .execute();
  const clientId = (prefix: string) => clients.find((c) => c.name.startsWith(prefix))?.id ?? null;
  const wholesaler = clientId('Hurtownia');
  const forwarder = clientId('Spedition');
  const carrier = clientId('Trans-Kurier');
  const driver = await db
    .selectFrom('users')
    .select('id')
    .where('company_id', '=', companyId)
    .where('role', '=', 'Kierowca')
    .executeTakeFirst();
  const vehicles = await db
    .selectFrom('vehicles')
    .select(['id', 'number'])
    .where('company_id', '=', companyId)
    .execute();
  const vehicleId = (number: string) => vehicles.find((v) => v.number === number)?.id ?? null;
  if (!wholesaler || !forwarder || !carrier) return;
  const warsaw = {
    place: 'Magazyn centralny',
    address: 'ul. Transportowa 1',
    zip_code: '00-001',
    town: 'Warszawa',
    country: 'PL',
    latitude: 52.2297,
    longitude: 21.0122,
  };
  const krakow = {
    address: 'ul. Przemysłowa 12',
    zip_code: '30-701',
    town: 'Kraków',
    country: 'PL',
    latitude: 50.0497,
    longitude: 19.9601,
  };
  const hamburg = {
    address: 'Hafenstraße 8',
    zip_code: '20457',
    town: 'Hamburg',
    country: 'DE',
    latitude: 53.5461,
    longitude: 9.9661,
  };
  const pallets = (quantity: number) => ({
    name: 'Palety EUR',
    quantity,
    other: { weight_gross_kg: quantity * 450, method_of_packaging: 'EUR-paleta' },
  });
  const payloads: unknown[] = [
    {
      loading_date: shiftDays(1),
      unloading_date: shiftDays(2),
      loading_time: '07:00',
      unloading_time: '14:00',
      sender_client: wholesaler,
      sender_employee: ownerId,
      sender_location: [warsaw],
      receivers: [
        {
          client: wholesaler,
          cargo: [pallets(24), { name: 'Cement', quantity: 10 }],
          destiny_places: [krakow],
        },
      ],
      carrier: [
        {
          client: carrier,
          driver: driver?.id ?? null,
          vehicle: vehicleId('WA 12345'),
          semitrailer: vehicleId('WA 6789N'),
          is_forwarder: false,
        },
      ],
      sender_instruction: 'Rozładunek tylko w godzinach pracy magazynu.',
    },
    {
      loading_date: shiftDays(-1),
      unloading_date: shiftDays(1),
      sender_client: wholesaler,
      sender_location: [krakow],
      receivers: [
        { client: forwarder, cargo: [pallets(33)], destiny_places: [hamburg] },
        {
          client: wholesaler,
          cargo: [{ name: 'Kartony', quantity: 120 }],
          destiny_places: [warsaw],
        },
      ],
      carrier: [
        {
          client: carrier,
          driver_not_from_system: 'Tomasz Zieliński',
          vehicle_not_from_system: 'PO 4411K',
          is_forwarder: false,
        },
        { client: forwarder, is_forwarder: true },
      ],
      special_agreements: 'Temperatura 2-8 °C.',
    },
    {
      loading_date: shiftDays(5),
      sender_client: forwarder,
      sender_location: [hamburg],
      receivers: [{ client: wholesaler, cargo: [pallets(12)], destiny_places: [krakow] }],
      carrier: [{ client: forwarder, vehicle: vehicleId('WA 555AA') }],
    },
    {
      loading_date: shiftDays(-10),
      unloading_date: shiftDays(-9),
      sender_client: wholesaler,
      sender_location: [warsaw],
      receivers: [{ client: wholesaler, cargo: [pallets(8)], destiny_places: [krakow] }],
      carrier: [{ client: carrier, driver_not_from_system: 'Adam Nowicki' }],
    },
    { sender_client: wholesaler, sender_location: [warsaw] },
  ];
  const caller = ownerOf(companyId, ownerId);
  const meta = { ip: '127.0.0.1', userAgent: 'seed-demo', language: null };
  const deps = { db, events, pubsub: createMemoryPubSub() };
  const ids: number[] = [];
  for (const payload of payloads) {
    const transit = await transitsService.createTransit(
      deps,
      caller,
      TransitSubmitRequest.parse(payload),
      meta,
    );
    ids.push(transit.id);
  }
  // The driver's transit comes with its CMR, so his card's "Sign" opens it at once.
  const drivenId = ids[0];
  if (drivenId !== undefined) {
    const type = DOCUMENT_TYPES.CMR;
    const { document_data } = await documentsService.generateData(deps, caller, {
      transit: drivenId,
      type,
    });
    await documentsService.createGeneratedDocument(
      deps,
      caller,
      DocumentCreateRequest.parse({ transit: drivenId, type, document_data }),
      meta,
    );
  }
  const finishedId = ids[3];
  if (finishedId !== undefined) {
    const now = nowIso();
    await db
      .updateTable('transits')
      .set({ status: 'finished', finished_at: now, updated_at: now })
      .where('id', '=', finishedId)
      .execute();
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const { db } = await openAndMigrate(config);
  try {
    // The app's subscribers without its workers: a server started later sweeps the data sets.
    const events = createEventBus({ db, pubsub: createMemoryPubSub(), log: console });
    subscribeAll(events, {});
    const { created } = await seedDemo({ db, events });
    console.log(
      created
        ? `Demo data created (${DEMO_OWNER_EMAIL} / ${DEMO_PASSWORD}).`
        : 'Demo data already present.',
    );
  } finally {
    await db.destroy();
  }
}

const invokedPath = process.argv[1];
if (invokedPath && import.meta.url === pathToFileURL(path.resolve(invokedPath)).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
