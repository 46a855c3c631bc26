import {
  DEFAULT_ALERT_TYPES,
  DEFAULT_CSV_UPLOAD_SETTINGS,
  defaultReportColumns,
} from '@transitdocs/domain';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/harness.ts';
import { auth, createEmployee, createOwner, json } from '../../../test/factories.ts';

const SETTINGS = '/auth/api/v1/profile/settings/';
/** The address earlier clients used; kept as an alias. */
const SETTINGS_ALIAS = '/company/api/v1/profile-settings/';
type Settings = {
  default_document: string;
  is_auto_accept_notifications: boolean;
  alert_types: { id: number; message: string; default: boolean }[];
  csv_upload_settings: unknown;
  report_settings: Record<string, string>;
};

describeEachDatabase('settings: profile-settings and document-types', (ctx) => {
  it('returns defaults for a new company', async () => {
    const { app } = ctx();
    const owner = await createOwner(app);
    const response = await app.inject({ method: 'GET', url: SETTINGS, headers: auth(owner.token) });
    expect(response.statusCode).toBe(200);
    const body = response.json<Settings>();
    expect(body).toMatchObject({
      default_document: 'NONE',
      is_auto_accept_notifications: false,
      csv_upload_settings: DEFAULT_CSV_UPLOAD_SETTINGS,
      // All 20 report columns (spec 3 §3) named in the owner's language, so a new owner can
      // download a report at once (docs/decisions/0037-reports.md).
      report_settings: Object.fromEntries(
        defaultReportColumns('pl').map((column) => [column.key, column.name]),
      ),
    });
    expect(
      body.alert_types.map(({ message, default: isDefault }) => ({ message, default: isDefault })),
    ).toEqual(DEFAULT_ALERT_TYPES.map(({ message }) => ({ message, default: true })));
    expect((await app.inject({ method: 'GET', url: SETTINGS })).statusCode).toBe(401);
  });

  it('answers at the spec address and at the old alias alike', async () => {
    const { app } = ctx();
    const owner = await createOwner(app);
    const patch = await app.inject({
      method: 'PATCH',
      url: SETTINGS_ALIAS,
      headers: auth(owner.token),
      payload: { default_document: 'LP' },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const read = await app.inject({ method: 'GET', url: SETTINGS, headers: auth(owner.token) });
    expect(read.json<Settings>().default_document).toBe('LP');
    const alias = await app.inject({
      method: 'GET',
      url: SETTINGS_ALIAS,
      headers: auth(owner.token),
    });
    expect(alias.json()).toEqual(read.json());
  });

  it('lets the primary account change company settings and alert types', async () => {
    const { app } = ctx();
    const owner = await createOwner(app);
    const current = (
      await app.inject({ method: 'GET', url: SETTINGS, headers: auth(owner.token) })
    ).json<Settings>();
    const csv = {
      ...DEFAULT_CSV_UPLOAD_SETTINGS,
      separator: 'comma',
      mapping: { loading_date: 'Data' },
    };
    const patch = await app.inject({
      method: 'PATCH',
      url: SETTINGS,
      headers: auth(owner.token),
      payload: {
        default_document: 'CMR',
        is_auto_accept_notifications: true,
        csv_upload_settings: csv,
        report_settings: { sender: 'Nadawca', row_number: 'Lp.' },
        alert_types: [...current.alert_types, { message: 'Brak palet' }],
      },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const body = patch.json<Settings>();
    expect(body).toMatchObject({
      default_document: 'CMR',
      is_auto_accept_notifications: true,
      csv_upload_settings: csv,
      report_settings: { sender: 'Nadawca', row_number: 'Lp.' },
    });
    const custom = body.alert_types.find((alert) => alert.message === 'Brak palet');
    expect(custom).toMatchObject({ default: false });

    // Rename the custom one, then remove it by leaving it out.
    const renamed = await app.inject({
      method: 'PATCH',
      url: SETTINGS,
      headers: auth(owner.token),
      payload: {
        alert_types: body.alert_types.map((a) =>
          a.id === custom?.id ? { ...a, message: 'Brak palet EUR' } : a,
        ),
      },
    });
    expect(renamed.json<Settings>().alert_types.map((a) => a.message)).toContain('Brak palet EUR');
    const removed = await app.inject({
      method: 'PATCH',
      url: SETTINGS,
      headers: auth(owner.token),
      payload: { alert_types: current.alert_types },
    });
    expect(removed.json<Settings>().alert_types).toHaveLength(current.alert_types.length);
  });

  it('keeps default alert types immutable', async () => {
    const { app } = ctx();
    const owner = await createOwner(app);
    const current = (
      await app.inject({ method: 'GET', url: SETTINGS, headers: auth(owner.token) })
    ).json<Settings>();
    const [first, ...rest] = current.alert_types;
    const attempts = [
      [{ ...first, message: 'Changed' }, ...rest],
      rest,
      [...current.alert_types, { message: 'Sneaky', default: true }],
      [{ ...first, default: false }, ...rest],
    ];
    for (const alertTypes of attempts) {
      const response = await app.inject({
        method: 'PATCH',
        url: SETTINGS,
        headers: auth(owner.token),
        payload: { alert_types: alertTypes },
      });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ alert_types: ['default_alert_type_not_editable'] });
    }
    const after = (
      await app.inject({ method: 'GET', url: SETTINGS, headers: auth(owner.token) })
    ).json<Settings>();
    expect(after.alert_types).toEqual(current.alert_types);

    const foreign = await app.inject({
      method: 'PATCH',
      url: SETTINGS,
      headers: auth(owner.token),
      payload: { alert_types: [...current.alert_types, { id: 999999, message: 'X' }] },
    });
    expect(foreign.statusCode).toBe(400);
  });

  it('lets a non-primary user change only default_document', async () => {
    const { app, db } = ctx();
    const owner = await createOwner(app);
    const employee = await createEmployee(app, db, owner.companyId, { role: 'Admin', pin: '1234' });
    const own = await app.inject({
      method: 'PATCH',
      url: SETTINGS,
      headers: auth(employee.token),
      payload: { default_document: 'LP' },
    });
    expect(own.statusCode).toBe(200);
    expect(json(own)).toMatchObject({ default_document: 'LP' });
    // Per user: the owner's choice is untouched.
    const ownerView = await app.inject({
      method: 'GET',
      url: SETTINGS,
      headers: auth(owner.token),
    });
    expect(json(ownerView)).toMatchObject({ default_document: 'NONE' });

    const forbidden = await app.inject({
      method: 'PATCH',
      url: SETTINGS,
      headers: auth(employee.token),
      payload: { default_document: 'CMR', is_auto_accept_notifications: true },
    });
    expect(forbidden.statusCode).toBe(403);
    expect(json(forbidden)).toEqual({ detail: 'permission_denied' });
    const unchanged = await app.inject({
      method: 'GET',
      url: SETTINGS,
      headers: auth(employee.token),
    });
    expect(json(unchanged)).toMatchObject({
      default_document: 'LP',
      is_auto_accept_notifications: false,
    });
  });

  it('validates the patch', async () => {
    const { app, db } = ctx();
    const owner = await createOwner(app);
    const wrongChoice = await app.inject({
      method: 'PATCH',
      url: SETTINGS,
      headers: auth(owner.token),
      payload: { default_document: 'WZ' },
    });
    expect(json(wrongChoice)).toEqual({ default_document: ['invalid_choice'] });
    const unknown = await app.inject({
      method: 'PATCH',
      url: SETTINGS,
      headers: auth(owner.token),
      payload: { theme: 'dark' },
    });
    expect(json(unknown)).toEqual({ theme: ['unknown_field'] });
    await db
      .updateTable('companies')
      .set({ document_types: JSON.stringify(['WZ', 'LP']) })
      .where('id', '=', owner.companyId)
      .execute();
    const unavailable = await app.inject({
      method: 'PATCH',
      url: SETTINGS,
      headers: auth(owner.token),
      payload: { default_document: 'CMR' },
    });
    expect(json(unavailable)).toEqual({ default_document: ['document_type_not_available'] });
  });

  it('lists the document types of the company', async () => {
    const { app } = ctx();
    const owner = await createOwner(app);
    const response = await app.inject({
      method: 'GET',
      url: '/company/api/v1/document-types/',
      headers: auth(owner.token),
    });
    expect(response.statusCode).toBe(200);
    const types = response.json<string[]>();
    expect(types).toEqual(expect.arrayContaining(['CMR', 'LP', 'OSTSPED']));
    expect(
      (await app.inject({ method: 'GET', url: '/company/api/v1/document-types/' })).statusCode,
    ).toBe(401);
  });
});
