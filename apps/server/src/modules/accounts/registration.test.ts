import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/harness.ts';
import {
  countRows,
  json,
  registerPayload,
  uniqueEmail,
  uniquePhone,
  type RegisterPayload,
} from '../../../test/factories.ts';

const URL = '/auth/api/v1/admin-user/';

describeEachDatabase('registration admin-user/', (ctx) => {
  async function counts() {
    const { db } = ctx();
    return {
      companies: await countRows(db, 'companies'),
      users: await countRows(db, 'users'),
      acceptances: await countRows(db, 'regulations_acceptances'),
    };
  }

  async function expectRejected(
    payload: unknown,
    expected: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) {
    const before = await counts();
    const response = await ctx().app.inject({
      method: 'POST',
      url: URL,
      payload: payload as string,
      headers,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(json(response)).toMatchObject(expected);
    expect(await counts()).toEqual(before);
  }

  it('creates company, primary Admin, regulations acceptance and default alert types', async () => {
    const { app, db } = ctx();
    const payload = registerPayload();
    const response = await app.inject({
      method: 'POST',
      url: URL,
      payload,
      headers: { 'accept-language': 'de-DE,de;q=0.9', 'user-agent': 'vitest' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(json(response)).toEqual({ detail: 'account_created' });

    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', payload.email)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      role: 'Admin',
      ownership: 'primary',
      is_active: 1,
      language: 'de',
      pin_hash: null,
    });
    expect(user.password_hash).toMatch(/^scrypt\$/);
    expect(user.password_hash).not.toContain(payload.password);
    expect(user.phone).toBe(String(payload.company.phone).replace(/\s/g, ''));
    const company = await db
      .selectFrom('companies')
      .selectAll()
      .where('id', '=', user.company_id)
      .executeTakeFirstOrThrow();
    expect(company).toMatchObject({
      name: payload.company.name,
      nip: '5260250274',
      vies: 'PL5260250274',
      tax_country: 'PL',
    });
    const acceptance = await db
      .selectFrom('regulations_acceptances')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(acceptance.version).toBeTruthy();
    expect(acceptance.ip).toBe('127.0.0.1');
    expect(acceptance.user_agent).toBe('vitest');
    expect(Date.parse(acceptance.accepted_at)).not.toBeNaN();
    const alerts = await db
      .selectFrom('alert_types')
      .selectAll()
      .where('company_id', '=', company.id)
      .execute();
    expect(alerts.length).toBeGreaterThan(0);
    expect(alerts.every((alert) => alert.is_default === 1)).toBe(true);
  });

  it('accepts a foreign tax number of 7-15 characters and a foreign zip', async () => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: URL,
      payload: registerPayload({
        company: { country: 'DE', zip_code: '10115', nip: '123456789', vies: 'DE123456789' },
      }),
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('rejects a taken e-mail and a taken phone', async () => {
    const { app } = ctx();
    const first = registerPayload();
    expect((await app.inject({ method: 'POST', url: URL, payload: first })).statusCode).toBe(201);
    await expectRejected(registerPayload({ email: first.email.toUpperCase() }), {
      email: ['email_taken'],
    });
    await expectRejected(registerPayload({ company: { phone: first.company.phone } }), {
      company: { phone: ['phone_taken'] },
    });
  });

  const cases: [string, (p: RegisterPayload) => unknown, Record<string, unknown>][] = [
    [
      'bad NIP checksum',
      (p) => ({ ...p, company: { ...p.company, nip: '5260250275', vies: 'PL5260250275' } }),
      { company: { nip: ['nip_incorrect'] } },
    ],
    [
      'PL NIP of 9 digits',
      (p) => ({ ...p, company: { ...p.company, nip: '526025027', vies: 'PL526025027' } }),
      { company: { nip: ['nip_incorrect'] } },
    ],
    [
      'foreign tax number too short',
      (p) => ({
        ...p,
        company: {
          ...p.company,
          country: 'DE',
          zip_code: '10115',
          nip: '123456',
          vies: 'DE123456',
        },
      }),
      { company: { nip: ['tax_number_incorrect'] } },
    ],
    [
      'foreign tax number too long',
      (p) => ({
        ...p,
        company: { ...p.company, nip: '1234567890123456', vies: 'DE1234567890123456' },
      }),
      { company: { nip: ['tax_number_incorrect'] } },
    ],
    [
      'VIES prefix not in the list',
      (p) => ({ ...p, company: { ...p.company, nip: '12345678', vies: 'US12345678' } }),
      { company: { nip: ['vies_country_incorrect'] } },
    ],
    [
      'vies not matching nip',
      (p) => ({ ...p, company: { ...p.company, vies: 'PL1234563218' } }),
      { company: { vies: ['tax_number_incorrect'] } },
    ],
    [
      'PL zip without dash',
      (p) => ({ ...p, company: { ...p.company, zip_code: '00950' } }),
      { company: { zip_code: ['zip_code_incorrect'] } },
    ],
    [
      'foreign zip over 10',
      (p) => ({ ...p, company: { ...p.company, country: 'DE', zip_code: '12345678901' } }),
      { company: { zip_code: ['zip_code_incorrect'] } },
    ],
    [
      'unknown country',
      (p) => ({ ...p, company: { ...p.company, country: 'XX' } }),
      { company: { country: ['country_incorrect'] } },
    ],
    [
      'password too short',
      (p) => ({ ...p, password: 'Ab1!' }),
      { password: ['enter_min_chars?count=8'] },
    ],
    [
      'password too long',
      (p) => ({ ...p, password: 'Abcdefgh1!Abcdefgh1!X' }),
      { password: ['password_too_long'] },
    ],
    [
      'password without special',
      (p) => ({ ...p, password: 'Abcdefgh1' }),
      { password: ['incorrect_password'] },
    ],
    [
      'password without upper',
      (p) => ({ ...p, password: 'abcdefgh1!' }),
      { password: ['incorrect_password'] },
    ],
    [
      'phone without prefix',
      (p) => ({ ...p, company: { ...p.company, phone: '600100200' } }),
      { company: { phone: ['must_contain_prefix'] } },
    ],
    [
      'phone too short',
      (p) => ({ ...p, company: { ...p.company, phone: '+4812' } }),
      { company: { phone: ['wrong_length_of_phone_number'] } },
    ],
    [
      'phone only +48',
      (p) => ({ ...p, company: { ...p.company, phone: '+48' } }),
      { company: { phone: ['field_required'] } },
    ],
    ['bad e-mail', (p) => ({ ...p, email: 'anna@' }), { email: ['wrong_email'] }],
    [
      'e-mail over 200',
      (p) => ({ ...p, email: `${'a'.repeat(195)}@example.com` }),
      { email: ['enter_max_chars?count=200'] },
    ],
    [
      'text over 500',
      (p) => ({ ...p, company: { ...p.company, address: 'x'.repeat(501) } }),
      { company: { address: ['enter_max_chars?count=500'] } },
    ],
    ['missing field', (p) => ({ ...p, first_name: undefined }), { first_name: ['field_required'] }],
    ['empty field', (p) => ({ ...p, last_name: '   ' }), { last_name: ['field_required'] }],
    ['unknown field', (p) => ({ ...p, is_admin: true }), { is_admin: ['unknown_field'] }],
    [
      'unknown nested field',
      (p) => ({ ...p, company: { ...p.company, owner: 1 } }),
      { company: { owner: ['unknown_field'] } },
    ],
    ['wrong type', (p) => ({ ...p, first_name: 12 }), { first_name: ['invalid_type'] }],
    [
      'regulations not accepted',
      (p) => ({ ...p, regulations_accepted: false }),
      { regulations_accepted: ['regulations_required'] },
    ],
  ];

  it.each(cases)(
    'rejects %s with field errors and writes nothing',
    async (_name, change, expected) => {
      await expectRejected(change(registerPayload()), expected);
    },
  );

  it('rejects malformed JSON', async () => {
    await expectRejected(
      '{"first_name": "Anna",',
      { non_field_errors: ['malformed_json'] },
      { 'content-type': 'application/json' },
    );
  });

  it('rejects a body that is not an object', async () => {
    await expectRejected('[1,2]', {}, { 'content-type': 'application/json' });
  });

  it('stores e-mail lower-cased and the phone without spaces', async () => {
    const { app, db } = ctx();
    const email = uniqueEmail('Mixed').replace('mixed', 'MiXeD');
    const phone = uniquePhone();
    const spaced = `${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`;
    const response = await app.inject({
      method: 'POST',
      url: URL,
      payload: registerPayload({ email, company: { phone: spaced } }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const user = await db
      .selectFrom('users')
      .select(['email', 'phone'])
      .where('email', '=', email.toLowerCase())
      .executeTakeFirst();
    expect(user).toEqual({ email: email.toLowerCase(), phone });
  });
});
