import type { Kysely } from 'kysely';

/**
 * A webhook endpoint's previous secret, still signing beside the new one until it expires, so a
 * receiver can switch secrets without refusing a delivery (docs/decisions/0103-webhook-secret-rotation.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('webhook_endpoints').addColumn('previous_secret', 'text').execute();
  await db.schema
    .alterTable('webhook_endpoints')
    .addColumn('previous_secret_expires_at', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('webhook_endpoints')
    .dropColumn('previous_secret_expires_at')
    .execute();
  await db.schema.alterTable('webhook_endpoints').dropColumn('previous_secret').execute();
}
