import { sql, type Kysely } from 'kysely';

/**
 * Webhook claims take turns between companies (docs/decisions/0098-fair-webhook-delivery.md):
 * they count each company's deliveries in flight (leased now), visit each endpoint with waiting
 * deliveries once for its first takeable one, and pass over a delivery while an older one of its
 * object waits. The deliveries table is also the delivery log and keeps every row; the leased
 * and the waiting ones are few, so partial indexes hold only them. The index on the due time
 * alone served the claim that read every due delivery in order; nothing reads it now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('webhook_deliveries_leased_idx')
    .on('webhook_deliveries')
    .column('claimed_until')
    .where(sql.ref('claimed_until'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_waiting_idx')
    .on('webhook_deliveries')
    .columns(['endpoint_id', 'next_attempt_at', 'id'])
    .where(sql.ref('next_attempt_at'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_waiting_object_idx')
    .on('webhook_deliveries')
    .columns(['endpoint_id', 'object_type', 'object_id', 'id'])
    .where(sql.ref('next_attempt_at'), 'is not', null)
    .execute();
  await db.schema.dropIndex('webhook_deliveries_due_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('webhook_deliveries_due_idx')
    .on('webhook_deliveries')
    .column('next_attempt_at')
    .execute();
  await db.schema.dropIndex('webhook_deliveries_waiting_object_idx').execute();
  await db.schema.dropIndex('webhook_deliveries_waiting_idx').execute();
  await db.schema.dropIndex('webhook_deliveries_leased_idx').execute();
}
