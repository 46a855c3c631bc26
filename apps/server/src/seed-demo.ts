import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Role } from '@transitdocs/domain';
import { loadConfig } from './config.ts';
import { nowIso, openAndMigrate, type Db } from './db/index.ts';
import * as accountsRepo from './modules/accounts/repo.ts';
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
  for (const employee of EMPLOYEES) {
    await accountsRepo.insertUser(deps.db, {
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
  }
  return { created: true };
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
