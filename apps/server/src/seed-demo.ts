import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Role } from '@transitdocs/domain';
import { loadConfig } from './config.ts';
import { nowIso, openAndMigrate, type Db } from './db/index.ts';
import * as accountsRepo from './modules/accounts/repo.ts';
import * as contractorsRepo from './modules/contractors/repo.ts';
import * as fleetRepo from './modules/fleet/repo.ts';
import { registerCompany } from './modules/accounts/service.ts';
import { hashSecret } from './platform/crypto.ts';

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

/** Demo company with an owner and one account per other role. Does nothing if it exists. */
export async function seedDemo(deps: { db: Db }): Promise<{ created: boolean }> {
  if (await accountsRepo.findUserByEmail(deps.db, DEMO_OWNER_EMAIL)) return { created: false };
  const { companyId } = await registerCompany(
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
  const passwordHash = await hashSecret(DEMO_PASSWORD);
  const pinHash = await hashSecret(DEMO_PIN);
  const now = nowIso();
  let driverId: number | null = null;
  for (const employee of EMPLOYEES) {
    const id = await accountsRepo.insertUser(deps.db, {
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
  await seedMasterData(deps.db, companyId, driverId, now);
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
] as const;

/** A few contractors and a tractor unit with a semitrailer, driven by the demo driver. */
async function seedMasterData(
  db: Db,
  companyId: number,
  driverId: number | null,
  now: string,
): Promise<void> {
  for (const client of DEMO_CLIENTS) {
    await contractorsRepo.insertClient(db, {
      ...client,
      company_id: companyId,
      vies: `${client.country}${client.nip}`,
      pesel: '',
      vat_group: '',
      linked_company_id: null,
      created_at: now,
      updated_at: now,
    });
  }
  const vehicle = {
    company_id: companyId,
    status: 'available',
    current_pos_latitude: null,
    current_pos_longitude: null,
    created_at: now,
    updated_at: now,
  };
  const tractor = await fleetRepo.insertVehicle(db, {
    ...vehicle,
    number: 'WA 12345',
    type: 'tractor_unit',
    driver_id: driverId,
    attached_vehicle_id: null,
  });
  await fleetRepo.insertVehicle(db, {
    ...vehicle,
    number: 'WA 6789N',
    type: 'semitrailer',
    driver_id: null,
    attached_vehicle_id: tractor.id,
  });
  await fleetRepo.insertVehicle(db, {
    ...vehicle,
    number: 'WA 555AA',
    type: 'van',
    driver_id: null,
    attached_vehicle_id: null,
  });
}

async function main(): Promise<void> {
  const config = loadConfig();
  const { db } = await openAndMigrate(config);
  try {
    const { created } = await seedDemo({ db });
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
