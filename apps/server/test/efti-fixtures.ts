import { nowIso, type Db } from '../src/db/index.ts';
import { insertUser } from '../src/modules/accounts/repo.ts';
import type { TestApp } from './harness.ts';
import { auth, json } from './factories.ts';
import {
  createFleet,
  fullPayload,
  postTransit,
  transitUrl,
  type Fleet,
  type TransitBody,
} from './transit-fixtures.ts';

/** Cargo lines with everything the eFTI subsets ask (marks and packaging on each). */
function completeCargo(payload: ReturnType<typeof fullPayload>) {
  return payload.receivers.map((receiver, r) => ({
    ...receiver,
    cargo: receiver.cargo.map((line, i) => ({
      ...line,
      other: {
        ...('other' in line ? line.other : {}),
        weight_gross_kg: 1000 + i,
        method_of_packaging: 'EUR',
        marks: `M${String(r)}-${String(i)}`,
      },
    })),
  }));
}

/**
 * A transit whose data set lacks only its CMR: two receivers and two carriers (fullPayload),
 * every cargo line with weight, packaging and marks.
 */
export async function postNearlyCompleteTransit(
  t: TestApp,
  f?: Fleet,
): Promise<{ f: Fleet; transit: TransitBody }> {
  const fleet = f ?? (await createFleet(t));
  const payload = fullPayload(fleet);
  const transit = await postTransit(t, fleet.owner.token, {
    ...payload,
    receivers: completeCargo(payload),
  });
  return { f: fleet, transit };
}

/** The transit's CMR, generated from it, with the place and date of issue filled in. */
export async function addCmr(t: TestApp, token: string, transit: number): Promise<number> {
  const generated = await t.app.inject({
    method: 'POST',
    url: '/company/api/v1/generate-document-data/',
    headers: auth(token),
    payload: { transit, type: 4 },
  });
  if (generated.statusCode !== 200) throw new Error(`generate: ${generated.body}`);
  const data = (json(generated) as { document_data: Record<string, unknown> }).document_data;
  const created = await t.app.inject({
    method: 'POST',
    url: '/company/api/v1/transit-document/',
    headers: auth(token),
    payload: {
      transit,
      type: 4,
      document_data: { ...data, place: 'Poznań', dateOfIssue: '2030-05-09' },
      split_per_receiver: false,
    },
  });
  if (created.statusCode !== 201) throw new Error(`CMR: ${created.body}`);
  return (json(created) as { id: number }).id;
}

export type EftiBody = {
  dataset_id: string;
  status: string;
  missing: { field: string; element: string; subsets: string[] }[];
};

export async function eftiOf(t: TestApp, token: string, transit: number): Promise<EftiBody> {
  const response = await t.app.inject({
    method: 'GET',
    url: transitUrl(transit),
    headers: auth(token),
  });
  if (response.statusCode !== 200) throw new Error(`transit: ${response.body}`);
  return (json(response) as { efti: EftiBody }).efti;
}

/** A transit whose data set is active (complete), with its CMR. */
export async function postActiveTransit(t: TestApp, f?: Fleet) {
  const made = await postNearlyCompleteTransit(t, f);
  const cmr = await addCmr(t, made.f.owner.token, made.transit.id);
  return { ...made, cmr };
}

/** A Kierowca of the company straight in the database (for a server in another process). */
export async function insertDriver(db: Db, companyId: number): Promise<number> {
  const now = nowIso();
  return insertUser(db, {
    company_id: companyId,
    email: null,
    phone: `+48600${String(Date.now() % 1_000_000).padStart(6, '0')}`,
    password_hash: 'not-a-password-hash',
    pin_hash: null,
    first_name: 'Piotr',
    last_name: 'Wolski',
    role: 'Kierowca',
    ownership: 'secondary',
    is_active: 1,
    language: 'pl',
    inspecto_linking_token: null,
    default_document: 'NONE',
    created_at: now,
    updated_at: now,
  });
}
