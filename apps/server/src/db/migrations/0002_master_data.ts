import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

type IdColumn = (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

/** Auto-increment primary key in either dialect. */
function idColumn(db: Kysely<unknown>): { type: 'serial' | 'integer'; build: IdColumn } {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    return { type: 'serial', build: (col) => col.primaryKey() };
  }
  return { type: 'integer', build: (col) => col.primaryKey().autoIncrement() };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);

  // Contractors of a company; linked_company_id is set when the contractor is a company in the product.
  await db.schema
    .createTable('clients')
    .addColumn('id', id.type, id.build)
    .addColumn('company_id', 'integer', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('zip_code', 'text', (c) => c.notNull())
    .addColumn('town', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('nip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('vies', 'text')
    .addColumn('pesel', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('vat_group', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('linked_company_id', 'integer', (c) =>
      c.references('companies.id').onDelete('set null'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('clients_company_name_idx')
    .on('clients')
    .columns(['company_id', 'name'])
    .execute();
  await db.schema
    .createIndex('clients_company_vies_idx')
    .on('clients')
    .columns(['company_id', 'vies'])
    .execute();
  await db.schema
    .createIndex('clients_company_linked_idx')
    .on('clients')
    .columns(['company_id', 'linked_company_id'])
    .execute();
  await db.schema
    .createIndex('clients_company_town_idx')
    .on('clients')
    .columns(['company_id', 'town'])
    .execute();
  await db.schema
    .createIndex('clients_company_country_idx')
    .on('clients')
    .columns(['company_id', 'country'])
    .execute();
  await db.schema
    .createIndex('clients_linked_idx')
    .on('clients')
    .column('linked_company_id')
    .execute();

  await db.schema
    .createTable('vehicles')
    .addColumn('id', id.type, id.build)
    .addColumn('company_id', 'integer', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('available'))
    .addColumn('driver_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('attached_vehicle_id', 'integer', (c) =>
      c.references('vehicles.id').onDelete('set null'),
    )
    .addColumn('current_pos_latitude', 'double precision')
    .addColumn('current_pos_longitude', 'double precision')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('vehicles_company_number_key', ['company_id', 'number'])
    .execute();
  await db.schema
    .createIndex('vehicles_company_type_idx')
    .on('vehicles')
    .columns(['company_id', 'type'])
    .execute();
  await db.schema
    .createIndex('vehicles_company_status_idx')
    .on('vehicles')
    .columns(['company_id', 'status'])
    .execute();
  await db.schema.createIndex('vehicles_driver_idx').on('vehicles').column('driver_id').execute();
  await db.schema
    .createIndex('vehicles_attached_idx')
    .on('vehicles')
    .column('attached_vehicle_id')
    .execute();

  // Drivers are users with role Kierowca; SQLite adds one column per statement.
  await db.schema
    .alterTable('users')
    .addColumn('is_available', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('current_pos_latitude', 'double precision')
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('current_pos_longitude', 'double precision')
    .execute();
  await db.schema
    .createIndex('users_company_role_idx')
    .on('users')
    .columns(['company_id', 'role'])
    .execute();
  await db.schema.createIndex('companies_vies_idx').on('companies').column('vies').execute();
  await db.schema
    .createIndex('companies_nip_idx')
    .on('companies')
    .columns(['tax_country', 'nip'])
    .execute();

  await db.schema
    .createTable('invitations')
    .addColumn('id', id.type, id.build)
    .addColumn('sender_company_id', 'integer', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('receiver_company_id', 'integer', (c) =>
      c.references('companies.id').onDelete('cascade'),
    )
    .addColumn('receiver_unregistered', 'text')
    .addColumn('client_id', 'integer', (c) => c.references('clients.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('answered_at', 'text')
    .addColumn('answered_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('invitations_sender_idx')
    .on('invitations')
    .columns(['sender_company_id', 'status'])
    .execute();
  await db.schema
    .createIndex('invitations_receiver_idx')
    .on('invitations')
    .columns(['receiver_company_id', 'status'])
    .execute();
  await db.schema
    .createIndex('invitations_client_idx')
    .on('invitations')
    .column('client_id')
    .execute();

  // No foreign keys: billing rows outlive deleted users and companies.
  await db.schema
    .createTable('usage_records')
    .addColumn('id', id.type, id.build)
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('usage_records_company_idx')
    .on('usage_records')
    .columns(['company_id', 'kind', 'created_at'])
    .execute();

  // Answers of the NIP and VIES services, shared by every instance.
  await db.schema
    .createTable('lookup_cache')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['lookup_cache', 'usage_records', 'invitations', 'vehicles', 'clients']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.dropIndex('companies_nip_idx').ifExists().execute();
  await db.schema.dropIndex('companies_vies_idx').ifExists().execute();
  await db.schema.dropIndex('users_company_role_idx').ifExists().execute();
  for (const column of ['current_pos_longitude', 'current_pos_latitude', 'is_available']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
