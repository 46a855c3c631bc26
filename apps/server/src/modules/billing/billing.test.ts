import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/harness.ts';
import { auth, createEmployee, createOwner, json } from '../../../test/factories.ts';
import type { Db } from '../../db/index.ts';
import { insertUsageRecord } from './repo.ts';

const url = (month: number, year: number) =>
  `/company/api/v1/generate-document-count/${month}/${year}`;

async function sms(db: Db, companyId: number | null, recipient: string, at: string): Promise<void> {
  await db
    .insertInto('outbound_messages')
    .values({
      company_id: companyId,
      user_id: null,
      channel: 'sms',
      recipient,
      kind: 'activation',
      created_at: at,
    })
    .execute();
}

describeEachDatabase(
  'billing summary',
  (ctx) => {
    it('computes the month from real records at the configured prices', async () => {
      const { app, db } = ctx();
      const owner = await createOwner(app);
      const other = await createOwner(app);
      const at = '2026-03-15T10:00:00.000Z';
      for (let i = 0; i < 7; i++) {
        await insertUsageRecord(db, {
          company_id: owner.companyId,
          user_id: null,
          kind: 'document_generated',
          created_at: at,
        });
      }
      for (let i = 0; i < 3; i++) {
        await insertUsageRecord(db, {
          company_id: owner.companyId,
          user_id: null,
          kind: 'file_uploaded',
          created_at: at,
        });
      }
      // Outside the month or of another company: not counted.
      await insertUsageRecord(db, {
        company_id: owner.companyId,
        user_id: null,
        kind: 'document_generated',
        created_at: '2026-04-01T00:00:00.000Z',
      });
      await insertUsageRecord(db, {
        company_id: owner.companyId,
        user_id: null,
        kind: 'document_generated',
        created_at: '2026-02-28T23:59:59.999Z',
      });
      await insertUsageRecord(db, {
        company_id: other.companyId,
        user_id: null,
        kind: 'document_generated',
        created_at: at,
      });
      await sms(db, owner.companyId, '+48600100200', at);
      await sms(db, owner.companyId, '+49151000000', '2026-03-01T00:00:00.000Z');
      await sms(db, owner.companyId, '+447700900000', at);
      await sms(db, owner.companyId, '+380501234567', at);
      await sms(db, owner.companyId, '+15551234567', at);
      await sms(db, other.companyId, '+48600100201', at);
      await db
        .insertInto('outbound_messages')
        .values({
          company_id: owner.companyId,
          user_id: null,
          channel: 'email',
          recipient: 'a@b.pl',
          kind: 'activation',
          created_at: at,
        })
        .execute();

      const response = await app.inject({
        method: 'GET',
        url: url(3, 2026),
        headers: auth(owner.token),
      });
      expect(response.statusCode, response.body).toBe(200);
      // 7 x 0.33 + 3 x 0.07 + 2 x 0.11 + 2 x 0.29 + 1 x 0.19 = 2.31 + 0.21 + 0.22 + 0.58 + 0.19 = 3.51
      expect(json(response)).toEqual({
        price_per_document: 0.33,
        count: 7,
        price_files: 0.21,
        price_sms_eu: 0.22,
        price_sms_non_eu: 0.58,
        price_sms_uk: 0.19,
        sms_eu: 2,
        sms_non_eu: 2,
        sms_uk: 1,
        price_net: 3.51,
        price_gross: 4.32,
        month: 3,
        year: 2026,
        currency: 'PLN',
        files: 3,
        price_documents: 2.31,
        price_per_file: 0.07,
        price_per_sms_eu: 0.11,
        price_per_sms_non_eu: 0.29,
        price_per_sms_uk: 0.19,
      });
      const slashed = await app.inject({
        method: 'GET',
        url: `${url(3, 2026)}/`,
        headers: auth(owner.token),
      });
      expect(json(slashed)).toMatchObject({ count: 7 });
      const empty = await app.inject({
        method: 'GET',
        url: url(1, 2026),
        headers: auth(owner.token),
      });
      expect(json(empty)).toMatchObject({ count: 0, price_net: 0, price_gross: 0 });
    });

    it('refuses a future month, bad params and non-Admin callers', async () => {
      const { app, db } = ctx();
      const owner = await createOwner(app);
      const now = new Date();
      const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
      const future = await app.inject({
        method: 'GET',
        url: url(next.getUTCMonth() + 1, next.getUTCFullYear()),
        headers: auth(owner.token),
      });
      expect(future.statusCode).toBe(400);
      expect(json(future)).toEqual({ non_field_errors: ['billing_month_in_future'] });
      const current = await app.inject({
        method: 'GET',
        url: url(now.getUTCMonth() + 1, now.getUTCFullYear()),
        headers: auth(owner.token),
      });
      expect(current.statusCode).toBe(200);
      expect(
        (await app.inject({ method: 'GET', url: url(13, 2026), headers: auth(owner.token) }))
          .statusCode,
      ).toBe(400);
      const dispatcher = await createEmployee(app, db, owner.companyId, { role: 'Dyspozytor' });
      expect(
        (await app.inject({ method: 'GET', url: url(1, 2026), headers: auth(dispatcher.token) }))
          .statusCode,
      ).toBe(403);
      expect((await app.inject({ method: 'GET', url: url(1, 2026) })).statusCode).toBe(401);
    });
  },
  {
    PRICE_PER_DOCUMENT: '0.33',
    PRICE_PER_FILE: '0.07',
    PRICE_SMS_EU: '0.11',
    PRICE_SMS_NON_EU: '0.29',
    PRICE_SMS_UK: '0.19',
  },
);
