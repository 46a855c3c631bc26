import { PDFDocument } from 'pdf-lib';
import { NOTIFICATION_CLOSE_CODES, type NotificationServerMessage } from '@transitdocs/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  auth,
  clientPayload,
  createCompany,
  createEmployee,
  createOwner,
  json,
} from '../../../test/factories.ts';
import { describeEachDatabase, type TestApp } from '../../../test/harness.ts';
import {
  createFleet,
  fullPayload,
  postTransit,
  transitUrl,
} from '../../../test/transit-fixtures.ts';
import { nowIso } from '../../db/index.ts';
import * as repo from './repo.ts';
import {
  notificationsUrl,
  openNotificationSocket,
  type NotificationSocket,
} from './test-client.ts';
import { multipart as multipartBody, type Part } from '../../../test/multipart.ts';

const API = '/company/api/v1/';

function baseUrlOf(t: TestApp): string {
  const address = t.app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

async function connect(t: TestApp, token: string): Promise<NotificationSocket> {
  const socket = await openNotificationSocket(notificationsUrl(baseUrlOf(t), token));
  return socket;
}

/** A connected socket that has had its greeting (the unread count). */
async function connected(t: TestApp, token: string): Promise<NotificationSocket> {
  const socket = await connect(t, token);
  await socket.next('unread.notifications.count');
  return socket;
}

async function sendAlert(t: TestApp, token: string, transitId: number, message = 'Delay') {
  const response = await t.app.inject({
    method: 'POST',
    url: `${API}alert/`,
    headers: auth(token),
    payload: { message, transit_id: transitId },
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function insertFor(t: TestApp, user: { userId: number; companyId: number }, count: number) {
  const now = nowIso();
  const rows = await repo.insertNotifications(
    t.db,
    Array.from({ length: count }, (_, index) => ({
      user_id: user.userId,
      company_id: user.companyId,
      type: 'alert',
      transit_id: null,
      document_id: null,
      data: JSON.stringify({ alert_message: `n${index}` }),
      created_at: now,
      read_at: null,
      pushed_at: null,
    })),
  );
  return rows.map((row) => row.id);
}

const multipart = (parts: Part[]) => multipartBody(parts, 'application/pdf');

async function uploadPdf(t: TestApp, token: string, transitId: number): Promise<number> {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]).drawText('Faktura', { x: 20, y: 100, size: 12 });
  const body = multipart([
    { name: 'transit', value: String(transitId) },
    { name: 'type', value: '6' },
    { name: 'document', file: Buffer.from(await pdf.save()), fileName: 'faktura.pdf' },
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: `${API}transit-document/`,
    headers: { ...auth(token), ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (json(response) as { id: number }).id;
}

/** Lets in-flight messages arrive (a ping's answer comes after them), then counts that type. */
async function settledCount(socket: NotificationSocket, type: NotificationServerMessage['type']) {
  socket.send({ type: 'ping' });
  await socket.next('pong');
  return socket.received.filter((message) => message.type === type).length;
}

describeEachDatabase('notifications: WebSocket', (ctx) => {
  const sockets: NotificationSocket[] = [];
  const open = async (t: TestApp, token: string) => {
    const socket = await connected(t, token);
    sockets.push(socket);
    return socket;
  };
  beforeAll(async () => {
    await ctx().app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });

  it('greets with the unread count and delivers a new alert to the right users only', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const dispatcher = await createEmployee(t.app, t.db, f.owner.companyId, { role: 'Dyspozytor' });
    const warehouse = await createEmployee(t.app, t.db, f.owner.companyId, { role: 'Magazynier' });
    const other = await createOwner(t.app);
    const transit = await postTransit(t, f.owner.token, fullPayload(f));

    const owner = await connect(t, f.owner.token);
    expect(await owner.next('unread.notifications.count')).toEqual({
      type: 'unread.notifications.count',
      count: 0,
    });
    sockets.push(owner);
    const ownerSecondTab = await open(t, f.owner.token);
    const dispatcherSocket = await open(t, dispatcher.token);
    const warehouseSocket = await open(t, warehouse.token);
    const driverSocket = await open(t, f.driver.token);
    const stranger = await open(t, other.token);

    await sendAlert(t, f.driver.token, transit.id, 'Breakdown');
    const received = await owner.next('new.notification');
    expect(received.data).toMatchObject({
      type: 'alert',
      read: false,
      data: {
        transit_id: transit.id,
        transit_number: transit.transit_number,
        alert_message: 'Breakdown',
        alert_default: true,
      },
    });
    expect(Math.abs(received.data.timestamp - Date.now() / 1000)).toBeLessThan(60);
    expect((await ownerSecondTab.next('new.notification')).data.id).toBe(received.data.id);
    const forDispatcher = await dispatcherSocket.next('new.notification');
    expect(forDispatcher.data.id).not.toBe(received.data.id);
    // The author, the warehouseman and another company hear nothing.
    expect(await settledCount(driverSocket, 'new.notification')).toBe(0);
    expect(await settledCount(warehouseSocket, 'new.notification')).toBe(0);
    expect(await settledCount(stranger, 'new.notification')).toBe(0);

    // A new socket of the owner starts with the count.
    const later = await connect(t, f.owner.token);
    sockets.push(later);
    expect((await later.next('unread.notifications.count')).count).toBe(1);
  });

  it('pages by from_id in batches of 20, marks read up to to_id, deletes one and all', async () => {
    const t = ctx();
    const owner = await createOwner(t.app);
    const other = await createOwner(t.app);
    const ids = await insertFor(t, owner, 45);
    const [othersId] = await insertFor(t, other, 1);
    const socket = await open(t, owner.token);
    expect(socket.received).toContainEqual({ type: 'unread.notifications.count', count: 45 });

    socket.send({ type: 'get.notifications' });
    const first = await socket.next('more.notifications');
    const newestFirst = [...ids].reverse();
    expect(first.data.map((n) => n.id)).toEqual(newestFirst.slice(0, 20));
    socket.send({ type: 'get.notifications', from_id: first.data.at(-1)?.id });
    const second = await socket.next('more.notifications');
    expect(second.data.map((n) => n.id)).toEqual(newestFirst.slice(20, 40));
    socket.send({ type: 'get.notifications', from_id: second.data.at(-1)?.id });
    expect((await socket.next('more.notifications')).data.map((n) => n.id)).toEqual(
      newestFirst.slice(40),
    );

    const toId = ids[9] ?? 0;
    socket.send({ type: 'notifications.read', to_id: toId });
    expect((await socket.next('unread.notifications.count')).count).toBe(35);
    socket.send({ type: 'get.notifications', from_id: ids[11] ?? 0 });
    const around = await socket.next('more.notifications');
    expect(around.data.map((n) => [n.id, n.read])).toEqual(
      [...ids.slice(0, 11)].reverse().map((id) => [id, id <= toId]),
    );

    socket.send({ type: 'delete.notification.for.user', notification_id: ids[44] });
    expect((await socket.next('unread.notifications.count')).count).toBe(34);
    // Another user's notification is not this user's to delete.
    socket.send({ type: 'delete.notification.for.user', notification_id: othersId });
    expect((await socket.next('unread.notifications.count')).count).toBe(34);
    expect(await repo.countUnread(t.db, other.userId)).toBe(1);

    const otherTab = await open(t, owner.token);
    socket.send({ type: 'notifications.read' });
    expect((await socket.next('unread.notifications.count')).count).toBe(0);
    // The user's other socket hears the new count too.
    expect((await otherTab.next('unread.notifications.count')).count).toBe(0);
    socket.send({ type: 'delete.all.notifications.for.user' });
    expect((await socket.next('unread.notifications.count')).count).toBe(0);
    socket.send({ type: 'get.notifications' });
    expect((await socket.next('more.notifications')).data).toEqual([]);
    expect(await repo.countUnread(t.db, other.userId)).toBe(1);
  });

  it('answers bad messages with an error and keeps serving', async () => {
    const t = ctx();
    const owner = await createOwner(t.app);
    await insertFor(t, owner, 1);
    const socket = await open(t, owner.token);
    const bystander = await open(t, owner.token);
    socket.sendRaw('not json {');
    expect(await socket.next('error')).toEqual({ type: 'error', error: 'malformed_json' });
    socket.send({ type: 'launch.rockets' });
    expect(await socket.next('error')).toEqual({ type: 'error', error: 'invalid_choice' });
    socket.send({ type: 'get.notifications', from_id: 'yesterday' });
    expect(await socket.next('error')).toEqual({ type: 'error', error: 'invalid_format' });
    socket.send([1, 2]);
    expect(await socket.next('error')).toEqual({ type: 'error', error: 'invalid_choice' });
    // A lone surrogate (escaped in the JSON, as UTF-8 cannot carry it) anywhere in the message:
    // refused like an HTTP body's, and the message is not acted on (nothing marked read).
    socket.sendRaw('{"type":"notifications.read","note":"\\ud800"}');
    expect(await socket.next('error')).toEqual({ type: 'error', error: 'text_not_well_formed' });
    expect(await repo.countUnread(t.db, owner.userId)).toBe(1);
    socket.send({ type: 'ping' });
    expect(await socket.next('pong')).toEqual({ type: 'pong' });
    bystander.send({ type: 'get.notifications' });
    expect((await bystander.next('more.notifications')).data).toHaveLength(1);
  });

  it('refuses a missing, unknown, revoked or share-like token and a blocked account', async () => {
    const t = ctx();
    const base = baseUrlOf(t);
    const closeOf = async (url: string) => (await openNotificationSocket(url)).closed();
    const notAuthenticated = {
      code: NOTIFICATION_CLOSE_CODES.notAuthenticated,
      reason: 'not_authenticated',
    };
    expect(await closeOf(`${base.replace('http', 'ws')}/notifications/api/v1/`)).toEqual(
      notAuthenticated,
    );
    expect(await closeOf(notificationsUrl(base, 'x'.repeat(43)))).toEqual(notAuthenticated);
    expect(await closeOf(notificationsUrl(base, 'bad token!'))).toEqual(notAuthenticated);

    const owner = await createOwner(t.app);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/auth/api/v1/logout/',
      headers: auth(owner.token),
    });
    expect(logout.statusCode).toBeLessThan(300);
    expect(await closeOf(notificationsUrl(base, owner.token))).toEqual(notAuthenticated);

    const company = await createOwner(t.app);
    const employee = await createEmployee(t.app, t.db, company.companyId, { role: 'Dyspozytor' });
    await t.db.updateTable('users').set({ is_active: 0 }).where('id', '=', employee.id).execute();
    expect(await closeOf(notificationsUrl(base, employee.token))).toEqual({
      code: NOTIFICATION_CLOSE_CODES.blocked,
      reason: 'your_account_is_blocked',
    });
  });

  it('notifies finished transits, uploads and remarks, and clears for deleted documents and transits', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const dispatcher = await createEmployee(t.app, t.db, f.owner.companyId, { role: 'Dyspozytor' });
    const transit = await postTransit(t, f.owner.token, fullPayload(f));
    const owner = await open(t, f.owner.token);
    const watcher = await open(t, dispatcher.token);

    const documentId = await uploadPdf(t, f.owner.token, transit.id);
    const uploaded = await watcher.next('new.notification');
    expect(uploaded.data).toMatchObject({
      type: 'document_uploaded',
      data: { transit_id: transit.id, document_id: documentId, document_name: 'faktura' },
    });
    expect(await settledCount(owner, 'new.notification')).toBe(0);

    const remarkBody = multipart([
      { name: 'document', value: String(documentId) },
      { name: 'type', value: 'pickup' },
      { name: 'message', value: 'Brak pieczątki' },
    ]);
    const remark = await t.app.inject({
      method: 'POST',
      url: `${API}document-remark/`,
      headers: { ...auth(dispatcher.token), ...remarkBody.headers },
      payload: remarkBody.payload,
    });
    expect(remark.statusCode, remark.body).toBe(201);
    expect((await owner.next('new.notification')).data).toMatchObject({
      type: 'remark_added',
      data: { document_id: documentId, company_name: 'Nowak Trans Sp. z o.o.' },
    });
    expect(await settledCount(watcher, 'new.notification')).toBe(1);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `${API}transit-document/${documentId}/`,
      headers: auth(f.owner.token),
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await watcher.next('clear.for.document')).toEqual({
      type: 'clear.for.document',
      document_id: documentId,
    });
    expect(
      await t.db
        .selectFrom('notifications')
        .select('id')
        .where('document_id', '=', documentId)
        .execute(),
    ).toEqual([]);

    await sendAlert(t, f.owner.token, transit.id);
    await watcher.next('new.notification');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: transitUrl(transit.id),
      headers: auth(f.owner.token),
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect(await watcher.next('clear.for.transit')).toEqual({
      type: 'clear.for.transit',
      transit_id: transit.id,
    });
    expect((await watcher.next('unread.notifications.count')).count).toBe(
      await repo.countUnread(t.db, dispatcher.id),
    );

    const second = await postTransit(t, f.owner.token, fullPayload(f));
    const finish = await t.app.inject({
      method: 'PATCH',
      url: `${transitUrl(second.id)}finish_transit/`,
      headers: auth(f.owner.token),
      payload: { status: 'finished' },
    });
    expect(finish.statusCode, finish.body).toBe(200);
    expect((await watcher.next('new.notification')).data).toMatchObject({
      type: 'transit_finished',
      data: { transit_id: second.id, transit_number: second.transit_number },
    });
    const forDriver = await t.db
      .selectFrom('notifications')
      .select(['type'])
      .where('user_id', '=', f.driver.id)
      .where('transit_id', '=', second.id)
      .execute();
    expect(forDriver).toEqual([{ type: 'transit_finished' }]);
    expect(await settledCount(owner, 'new.notification')).toBe(1);
    expect(await settledCount(watcher, 'new.notification')).toBe(3);
  });

  it('tells the invited company of an invitation', async () => {
    const t = ctx();
    const a = await createCompany(t.app, { name: 'Alfa Trans' });
    const b = await createCompany(t.app, { name: 'Beta Logistics' });
    const socket = await open(t, b.token);
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}client/`,
      headers: auth(a.token),
      payload: clientPayload({ name: 'Beta', vies: b.vies }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const message = await socket.next('new.notification');
    expect(message.data).toMatchObject({
      type: 'invitation',
      data: { company_name: 'Alfa Trans' },
    });
    // The inviting company's log records the invitation it sent.
    const logged = await t.db
      .selectFrom('company_events')
      .select(['company_id', 'type', 'actor_user_id', 'data'])
      .where('company_id', '=', a.companyId)
      .execute();
    expect(logged.map((row) => row.type)).toEqual(['invitation_sent']);
    expect(logged[0]).toMatchObject({ company_id: a.companyId, actor_user_id: a.userId });
    expect(JSON.parse(logged[0]?.data ?? '{}')).toMatchObject({ receiver_company_id: b.companyId });
  });
});

describeEachDatabase(
  'notifications: idle sockets',
  (ctx) => {
    beforeAll(async () => {
      await ctx().app.listen({ host: '127.0.0.1', port: 0 });
    });
    it('closes a socket that stops pinging and keeps one that pings', async () => {
      const t = ctx();
      const owner = await createOwner(t.app);
      const silent = await connected(t, owner.token);
      const lively = await connected(t, owner.token);
      const timer = setInterval(() => {
        lively.send({ type: 'ping' });
      }, 100);
      try {
        expect(await silent.closed(5000)).toEqual({
          code: NOTIFICATION_CLOSE_CODES.idle,
          reason: 'idle_timeout',
        });
        for (let i = 0; i < 50 && t.app.notificationHub.size() > 1; i++) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expect(t.app.notificationHub.size()).toBe(1);
        expect(lively.received.filter((m) => m.type === 'pong').length).toBeGreaterThan(2);
      } finally {
        clearInterval(timer);
        lively.close();
      }
    });

    it('closes an open socket at a ping after its session was signed out', async () => {
      const t = ctx();
      const owner = await createOwner(t.app);
      const socket = await connected(t, owner.token);
      const timer = setInterval(() => {
        socket.send({ type: 'ping' });
      }, 100);
      try {
        await socket.next('pong');
        const logout = await t.app.inject({
          method: 'POST',
          url: '/auth/api/v1/logout/',
          headers: auth(owner.token),
        });
        expect(logout.statusCode).toBeLessThan(300);
        expect(await socket.closed(5000)).toEqual({
          code: NOTIFICATION_CLOSE_CODES.notAuthenticated,
          reason: 'not_authenticated',
        });
      } finally {
        clearInterval(timer);
      }
    });
  },
  { NOTIFICATIONS_IDLE_TIMEOUT_MS: '400' },
);
