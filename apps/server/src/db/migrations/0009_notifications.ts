import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

type IdColumn = (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

/** Auto-increment primary key in either dialect. */
function idColumn(db: Kysely<unknown>): { type: 'serial' | 'integer'; build: IdColumn } {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    return { type: 'serial', build: (col) => col.primaryKey() };
  }
  return { type: 'integer', build: (col) => col.primaryKey().autoIncrement() };
}

/**
 * Notifications: the document a notification is about (so a deleted document clears them:
 * spec 1 §7's clear.for.document), the claim of the instance that sends a notification's web
 * push, browsers' push subscriptions and the server's VAPID key pair (generated once, kept in
 * one row; docs/decisions/0051-web-push.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);
  await db.schema.alterTable('notifications').addColumn('document_id', 'integer').execute();
  await db.schema.alterTable('notifications').addColumn('pushed_at', 'text').execute();
  await db.schema
    .createIndex('notifications_document_idx')
    .on('notifications')
    .column('document_id')
    .execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', id.type, id.build)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('push_subscriptions_user_idx')
    .on('push_subscriptions')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('vapid_keys')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('private_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vapid_keys').ifExists().execute();
  await db.schema.dropTable('push_subscriptions').ifExists().execute();
  await db.schema.dropIndex('notifications_document_idx').ifExists().execute();
  await db.schema.alterTable('notifications').dropColumn('pushed_at').execute();
  await db.schema.alterTable('notifications').dropColumn('document_id').execute();
}
