import { NOTIFICATION_BATCH, type Role, type TransitAudience } from '@transitdocs/domain';
import { toCount, type Executor } from '../../db/index.ts';
import type { NewNotification, NotificationRow } from '../../db/schema.ts';

/** Stores notifications (inside the caller's transaction). */
export async function insertNotifications(
  db: Executor,
  rows: NewNotification[],
): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  return db.insertInto('notifications').values(rows).returningAll().execute();
}

/** Newest first; with `beforeId` only the ones older than it. */
export async function listForUser(
  db: Executor,
  userId: number,
  beforeId: number | null,
  limit = NOTIFICATION_BATCH,
): Promise<NotificationRow[]> {
  let query = db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit);
  if (beforeId !== null) query = query.where('id', '<', beforeId);
  return query.execute();
}

export async function countUnread(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return toCount(row?.n);
}

/** Marks the user's unread notifications read, all or those up to and including `toId`. */
export async function markRead(
  db: Executor,
  userId: number,
  toId: number | null,
  now: string,
): Promise<void> {
  let query = db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (toId !== null) query = query.where('id', '<=', toId);
  await query.execute();
}

export async function deleteForUser(
  db: Executor,
  userId: number,
  notificationId: number | null,
): Promise<number> {
  let query = db.deleteFrom('notifications').where('user_id', '=', userId);
  if (notificationId !== null) query = query.where('id', '=', notificationId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes the notifications about a transit (or documents); answers whose they were. */
export async function deleteAbout(
  db: Executor,
  about: { transitId: number } | { documentIds: number[] },
): Promise<number[]> {
  if ('documentIds' in about && about.documentIds.length === 0) return [];
  const rows = await db
    .deleteFrom('notifications')
    .where((eb) =>
      'transitId' in about
        ? eb('transit_id', '=', about.transitId)
        : eb('document_id', 'in', about.documentIds),
    )
    .returning('user_id')
    .execute();
  return [...new Set(rows.map((row) => row.user_id))];
}

/**
 * The users an event's audience (the rulebook's `audienceOfEvent`) names on this transit: the
 * office staff of its company, or of its partners as well, and the drivers on its carriers
 * (only the company's own people when the audience says so).
 */
export async function audienceOnTransit(
  db: Executor,
  transitId: number,
  audience: Omit<TransitAudience, 'kind' | 'notification'>,
): Promise<{ id: number; company_id: number }[]> {
  return db
    .selectFrom('users')
    .select(['users.id', 'users.company_id'])
    .where('users.is_active', '=', 1)
    .where((eb) => {
      const owner = eb(
        'users.company_id',
        'in',
        eb
          .selectFrom('transits')
          .select('transits.company_id')
          .where('transits.id', '=', transitId),
      );
      const partners = eb(
        'users.company_id',
        'in',
        eb
          .selectFrom('transit_shares')
          .select('transit_shares.company_id')
          .where('transit_shares.transit_id', '=', transitId),
      );
      const offices = eb.and([
        eb('users.role', 'in', [...audience.officeRoles]),
        audience.offices === 'owner' ? owner : eb.or([owner, partners]),
      ]);
      const people = audience.drivers
        ? eb.or([
            offices,
            eb(
              'users.id',
              'in',
              eb
                .selectFrom('transit_carriers')
                .select('transit_carriers.driver_id')
                .where('transit_carriers.transit_id', '=', transitId)
                .where('transit_carriers.driver_id', 'is not', null),
            ),
          ])
        : offices;
      return audience.ownerCompanyOnly ? eb.and([people, owner]) : people;
    })
    .orderBy('users.id')
    .execute();
}

/** A company's active staff in these roles (a company-addressed event's audience). */
export async function companyStaff(
  db: Executor,
  companyId: number,
  roles: readonly Role[],
): Promise<{ id: number; company_id: number }[]> {
  return db
    .selectFrom('users')
    .select(['users.id', 'users.company_id'])
    .where('users.is_active', '=', 1)
    .where('users.company_id', '=', companyId)
    .where('users.role', 'in', [...roles])
    .orderBy('users.id')
    .execute();
}

// Web push ------------------------------------------------------------------------------------

/**
 * Claims the web push of these notifications for this instance (with Redis, every instance hears
 * of them; only the one whose update wins sends). Answers the ids claimed.
 */
export async function claimPush(db: Executor, ids: number[], now: string): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .updateTable('notifications')
    .set({ pushed_at: now })
    .where('id', 'in', ids)
    .where('pushed_at', 'is', null)
    .returning('id')
    .execute();
  return new Set(rows.map((row) => row.id));
}

export type PushSubscriptionRow = {
  id: number;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** the user's interface language, which the push is written in */
  language: string;
  /** the user's company, whose log records an endpoint refused at send */
  company_id: number;
};

export async function subscriptionsOf(
  db: Executor,
  userIds: number[],
): Promise<PushSubscriptionRow[]> {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('push_subscriptions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.user_id', 's.endpoint', 's.p256dh', 's.auth', 'u.language', 'u.company_id'])
    .where('s.user_id', 'in', userIds)
    .orderBy('s.id')
    .execute();
}

/**
 * One row per endpoint. The endpoint moves to another user only with the keys it was saved with
 * (the same browser, signed in as someone else): knowing a stranger's endpoint is not enough to
 * take his notifications. Answers false when the endpoint stays with its holder.
 */
export async function saveSubscription(
  db: Executor,
  row: { user_id: number; endpoint: string; p256dh: string; auth: string; created_at: string },
): Promise<boolean> {
  const result = await db
    .insertInto('push_subscriptions')
    .values(row)
    .onConflict((oc) =>
      oc
        .column('endpoint')
        .doUpdateSet({ user_id: row.user_id, p256dh: row.p256dh, auth: row.auth })
        .where((eb) =>
          eb.or([
            eb('push_subscriptions.user_id', '=', row.user_id),
            eb.and([
              eb('push_subscriptions.p256dh', '=', row.p256dh),
              eb('push_subscriptions.auth', '=', row.auth),
            ]),
          ]),
        ),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function deleteSubscription(
  db: Executor,
  where: { userId: number; endpoint: string } | { id: number },
): Promise<number> {
  const query =
    'id' in where
      ? db.deleteFrom('push_subscriptions').where('id', '=', where.id)
      : db
          .deleteFrom('push_subscriptions')
          .where('user_id', '=', where.userId)
          .where('endpoint', '=', where.endpoint);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function findVapidKeys(
  db: Executor,
): Promise<{ public_key: string; private_key: string } | undefined> {
  return db
    .selectFrom('vapid_keys')
    .select(['public_key', 'private_key'])
    .where('id', '=', 1)
    .executeTakeFirst();
}

/** Keeps the first pair stored (another instance may have stored one first). */
export async function insertVapidKeysOnce(
  db: Executor,
  keys: { public_key: string; private_key: string; created_at: string },
): Promise<void> {
  await db
    .insertInto('vapid_keys')
    .values({ id: 1, ...keys })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
