import type { Executor } from '../../db/index.ts';
import type { NewNotification, NotificationRow } from '../../db/schema.ts';

/** Stores notifications (the notifications issue reads, marks and pushes them). */
export async function insertNotifications(
  db: Executor,
  rows: NewNotification[],
): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  return db.insertInto('notifications').values(rows).returningAll().execute();
}
