import type { Kysely } from 'kysely';

/**
 * Several eFTI gates (docs/decisions/0134-efti-gate-families.md): the access log keeps the gate's
 * own `X-Request-ID` beside ours, and an outbox row remembers which gates already took its
 * payload, so that a retry goes only to the gates that have not.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('efti_access_log').addColumn('gate_request_id', 'text').execute();
  await db.schema
    .alterTable('efti_outbox')
    .addColumn('sent_to_gates', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('efti_outbox').dropColumn('sent_to_gates').execute();
  await db.schema.alterTable('efti_access_log').dropColumn('gate_request_id').execute();
}
