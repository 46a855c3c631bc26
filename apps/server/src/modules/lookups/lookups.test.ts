import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/harness.ts';
import { auth, createCompany, createOwner, json, uniqueNip } from '../../../test/factories.ts';
import {
  downUrl,
  mfSubject,
  startFakeLookups,
  viesValid,
  type FakeLookupServer,
} from '../../../test/fake-lookups.ts';
import { splitAddress } from '../../platform/lookups/address.ts';

const NIP = '/company/api/v1/validate-nip/';
const VIES = '/company/api/v1/validate-vies/';
const UNAVAILABLE = { non_field_errors: ['vies_unable_retriving_from_database'] };

let fake: FakeLookupServer;
let down: string;
beforeAll(async () => {
  fake = await startFakeLookups();
  down = await downUrl();
});
afterAll(async () => {
  await fake.close();
});

describeEachDatabase(
  'lookups against the fake white list and VIES',
  (ctx) => {
    it('validate-nip answers the white list data, split address and our company id', async () => {
      const { app } = ctx();
      const owner = await createOwner(app);
      const partner = await createCompany(app);
      fake.answers.set(
        partner.nip,
        mfSubject(partner.nip, 'PARTNER SPÓŁKA Z O.O.', 'ul. Długa 1, 00-950 Warszawa'),
      );
      const response = await app.inject({
        method: 'POST',
        url: NIP,
        headers: auth(owner.token),
        payload: { nip: partner.nip },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(json(response)).toEqual({
        name: 'PARTNER SPÓŁKA Z O.O.',
        company_gt_id: partner.companyId,
        address: 'ul. Długa 1',
        zip_code: '00-950',
        town: 'Warszawa',
      });
      const path = fake.requests.find((r) => r.startsWith(`/api/search/nip/${partner.nip}`));
      expect(path).toMatch(/\?date=\d{4}-\d{2}-\d{2}$/);

      // Cached for a day: the second call does not reach the service.
      const seen = fake.requests.length;
      const again = await app.inject({
        method: 'POST',
        url: NIP,
        headers: auth(owner.token),
        payload: { nip: partner.nip },
      });
      expect(json(again)).toMatchObject({ name: 'PARTNER SPÓŁKA Z O.O.' });
      expect(fake.requests.length).toBe(seen);
    });

    it('validate-nip: unknown, WL error, 5xx and bad checksum', async () => {
      const { app } = ctx();
      const owner = await createOwner(app);
      const unknown = uniqueNip();
      const notFound = await app.inject({
        method: 'POST',
        url: NIP,
        headers: auth(owner.token),
        payload: { nip: unknown },
      });
      expect(notFound.statusCode).toBe(400);
      expect(json(notFound)).toEqual(UNAVAILABLE);

      const wl = uniqueNip();
      fake.answers.set(wl, {
        kind: 'json',
        status: 400,
        body: { code: 'WL-113', message: 'Pole NIP ma nieprawidłową długość.' },
      });
      expect(
        json(
          await app.inject({
            method: 'POST',
            url: NIP,
            headers: auth(owner.token),
            payload: { nip: wl },
          }),
        ),
      ).toEqual(UNAVAILABLE);

      const broken = uniqueNip();
      fake.answers.set(broken, { kind: 'json', status: 503, body: { message: 'down' } });
      expect(
        json(
          await app.inject({
            method: 'POST',
            url: NIP,
            headers: auth(owner.token),
            payload: { nip: broken },
          }),
        ),
      ).toEqual(UNAVAILABLE);

      const checksum = await app.inject({
        method: 'POST',
        url: NIP,
        headers: auth(owner.token),
        payload: { nip: '5260250275' },
      });
      expect(json(checksum)).toEqual({ nip: ['nip_incorrect'] });
      expect(
        (await app.inject({ method: 'POST', url: NIP, payload: { nip: unknown } })).statusCode,
      ).toBe(401);
    });

    it('validate-vies answers name, split address, country and our company id', async () => {
      const { app } = ctx();
      const owner = await createOwner(app);
      fake.answers.set(
        'DE811907980',
        viesValid('DE', '811907980', 'Muster GmbH', 'Hauptstr. 5\n10115 Berlin'),
      );
      const response = await app.inject({
        method: 'POST',
        url: VIES,
        headers: auth(owner.token),
        payload: { vies: 'de811907980' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(json(response)).toEqual({
        name: 'Muster GmbH',
        company_gt_id: null,
        address: 'Hauptstr. 5',
        zip_code: '10115',
        town: 'Berlin',
        country: 'DE',
      });

      const partner = await createCompany(app);
      fake.answers.set(
        partner.vies,
        viesValid('PL', partner.nip, 'PARTNER', 'UL. DŁUGA 1\n00-950 WARSZAWA'),
      );
      expect(
        json(
          await app.inject({
            method: 'POST',
            url: VIES,
            headers: auth(owner.token),
            payload: { vies: partner.vies },
          }),
        ),
      ).toMatchObject({ company_gt_id: partner.companyId, town: 'WARSZAWA', country: 'PL' });

      // Greece is EL in VIES and GR as a country.
      fake.answers.set('EL094014201', viesValid('EL', '094014201', 'ΕΤΑΙΡΕΙΑ', '---'));
      expect(
        json(
          await app.inject({
            method: 'POST',
            url: VIES,
            headers: auth(owner.token),
            payload: { vies: 'EL094014201' },
          }),
        ),
      ).toMatchObject({ country: 'GR', address: '', zip_code: '', town: '' });
    });

    it('validate-vies: invalid number, MS_UNAVAILABLE, bad prefix', async () => {
      const { app } = ctx();
      const owner = await createOwner(app);
      const invalid = await app.inject({
        method: 'POST',
        url: VIES,
        headers: auth(owner.token),
        payload: { vies: 'FR12345678901' },
      });
      expect(json(invalid)).toEqual(UNAVAILABLE);
      fake.answers.set('IT12345678901', {
        kind: 'json',
        status: 200,
        body: { isValid: false, userError: 'MS_UNAVAILABLE', name: '---', address: '---' },
      });
      expect(
        json(
          await app.inject({
            method: 'POST',
            url: VIES,
            headers: auth(owner.token),
            payload: { vies: 'IT12345678901' },
          }),
        ),
      ).toEqual(UNAVAILABLE);
      expect(
        json(
          await app.inject({
            method: 'POST',
            url: VIES,
            headers: auth(owner.token),
            payload: { vies: 'XX12345678' },
          }),
        ),
      ).toEqual({ vies: ['vies_country_incorrect'] });
      expect(
        json(
          await app.inject({
            method: 'POST',
            url: VIES,
            headers: auth(owner.token),
            payload: { vies: 'PL5260250275' },
          }),
        ),
      ).toEqual({ vies: ['nip_incorrect'] });
    });

    it('a service that never answers gives the error after the timeout, not a hang', async () => {
      const { app } = ctx();
      const owner = await createOwner(app);
      const nip = uniqueNip();
      fake.answers.set(nip, { kind: 'hang' });
      fake.answers.set('AT12345678', { kind: 'hang' });
      const started = Date.now();
      const response = await app.inject({
        method: 'POST',
        url: NIP,
        headers: auth(owner.token),
        payload: { nip },
      });
      const viesResponse = await app.inject({
        method: 'POST',
        url: VIES,
        headers: auth(owner.token),
        payload: { vies: 'AT12345678' },
      });
      const elapsed = Date.now() - started;
      expect(json(response)).toEqual(UNAVAILABLE);
      expect(json(viesResponse)).toEqual(UNAVAILABLE);
      expect(elapsed).toBeGreaterThanOrEqual(500);
      expect(elapsed).toBeLessThan(3000);
    });
  },
  () => ({ MF_API_URL: fake.url, VIES_API_URL: fake.url, LOOKUP_TIMEOUT_MS: '300' }),
);

describeEachDatabase(
  'lookups with the services down',
  (ctx) => {
    it('answers vies_unable_retriving_from_database quickly', async () => {
      const { app } = ctx();
      const owner = await createOwner(app);
      const started = Date.now();
      const nip = await app.inject({
        method: 'POST',
        url: NIP,
        headers: auth(owner.token),
        payload: { nip: uniqueNip() },
      });
      const vies = await app.inject({
        method: 'POST',
        url: VIES,
        headers: auth(owner.token),
        payload: { vies: 'DE811907980' },
      });
      expect(nip.statusCode).toBe(400);
      expect(json(nip)).toEqual(UNAVAILABLE);
      expect(json(vies)).toEqual(UNAVAILABLE);
      expect(Date.now() - started).toBeLessThan(2000);
    });
  },
  () => ({ MF_API_URL: down, VIES_API_URL: down, LOOKUP_TIMEOUT_MS: '300' }),
);

it('splits addresses of both services', () => {
  expect(splitAddress('ul. Długa 1, 00-950 Warszawa')).toEqual({
    address: 'ul. Długa 1',
    zip_code: '00-950',
    town: 'Warszawa',
  });
  expect(splitAddress('UL. DŁUGA 1 00-950 WARSZAWA')).toEqual({
    address: 'UL. DŁUGA 1',
    zip_code: '00-950',
    town: 'WARSZAWA',
  });
  expect(splitAddress('Keizersgracht 1\n1015CJ Amsterdam')).toEqual({
    address: 'Keizersgracht 1',
    zip_code: '1015CJ',
    town: 'Amsterdam',
  });
  expect(splitAddress('---')).toEqual({ address: '', zip_code: '', town: '' });
  expect(splitAddress('Somewhere')).toEqual({ address: 'Somewhere', zip_code: '', town: '' });
});
