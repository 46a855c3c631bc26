import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

type IdColumn = (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

/** Auto-increment primary key in either dialect. */
function idColumn(db: Kysely<unknown>): { type: 'serial' | 'integer'; build: IdColumn } {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    return { type: 'serial', build: (col) => col.primaryKey() };
  }
  return { type: 'integer', build: (col) => col.primaryKey().autoIncrement() };
}

async function index(
  db: Kysely<unknown>,
  name: string,
  table: string,
  columns: string[],
): Promise<void> {
  await db.schema.createIndex(name).on(table).columns(columns).execute();
}

/**
 * Transits stored relationally so that every list filter is an indexed query. The child tables
 * repeat `company_id` so a filter's subquery reads only the caller's company.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);
  const company = (c: ColumnDefinitionBuilder) =>
    c.notNull().references('companies.id').onDelete('cascade');
  const transit = (c: ColumnDefinitionBuilder) =>
    c.notNull().references('transits.id').onDelete('cascade');
  // No action (checked at the end of the statement): a contractor in use cannot be deleted, but a
  // company's cascade removes its transits and contractors together.
  const client = (c: ColumnDefinitionBuilder) => c.references('clients.id');
  const user = (c: ColumnDefinitionBuilder) => c.references('users.id').onDelete('set null');
  const vehicle = (c: ColumnDefinitionBuilder) => c.references('vehicles.id').onDelete('set null');

  // One row per company and year; the next transit number is an upsert on it.
  await db.schema
    .createTable('transit_counters')
    .addColumn('company_id', 'integer', company)
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('transit_counters_pkey', ['company_id', 'year'])
    .execute();

  await db.schema
    .createTable('transits')
    .addColumn('id', id.type, id.build)
    .addColumn('company_id', 'integer', company)
    .addColumn('transit_number', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('generated'))
    .addColumn('has_signed_documents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('loading_date', 'text')
    .addColumn('unloading_date', 'text')
    .addColumn('loading_time', 'text')
    .addColumn('unloading_time', 'text')
    .addColumn('sender_client_id', 'integer', client)
    .addColumn('sender_employee_id', 'integer', user)
    .addColumn('sender_instruction', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('special_agreements', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', user)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addUniqueConstraint('transits_company_number_key', ['company_id', 'transit_number'])
    .execute();
  // Paging (page and cursor) is keyset/offset over (created_at, id) inside one company.
  await index(db, 'transits_company_created_idx', 'transits', ['company_id', 'created_at', 'id']);
  await index(db, 'transits_company_status_idx', 'transits', [
    'company_id',
    'status',
    'created_at',
  ]);
  await index(db, 'transits_company_type_idx', 'transits', ['company_id', 'type', 'created_at']);
  await index(db, 'transits_company_loading_idx', 'transits', ['company_id', 'loading_date']);
  await index(db, 'transits_company_unloading_idx', 'transits', ['company_id', 'unloading_date']);
  await index(db, 'transits_company_sender_idx', 'transits', ['company_id', 'sender_client_id']);
  await index(db, 'transits_company_employee_idx', 'transits', [
    'company_id',
    'sender_employee_id',
  ]);
  await index(db, 'transits_sender_client_idx', 'transits', ['sender_client_id']);

  await db.schema
    .createTable('transit_receivers')
    .addColumn('id', id.type, id.build)
    .addColumn('transit_id', 'integer', transit)
    .addColumn('company_id', 'integer', company)
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('client_id', 'integer', (c) => client(c).notNull())
    .addColumn('employee_id', 'integer', user)
    .execute();
  await index(db, 'transit_receivers_transit_idx', 'transit_receivers', ['transit_id', 'position']);
  await index(db, 'transit_receivers_client_idx', 'transit_receivers', [
    'company_id',
    'client_id',
    'transit_id',
  ]);
  await index(db, 'transit_receivers_employee_idx', 'transit_receivers', [
    'company_id',
    'employee_id',
    'transit_id',
  ]);
  await index(db, 'transit_receivers_client_only_idx', 'transit_receivers', ['client_id']);

  // Loading places (kind loading, receiver_id null) and unloading places (kind unloading).
  await db.schema
    .createTable('transit_places')
    .addColumn('id', id.type, id.build)
    .addColumn('transit_id', 'integer', transit)
    .addColumn('company_id', 'integer', company)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('receiver_id', 'integer', (c) =>
      c.references('transit_receivers.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('place', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('zip_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('town', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('country', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('additional_data', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('client_id', 'integer', client)
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .execute();
  await index(db, 'transit_places_transit_idx', 'transit_places', ['transit_id', 'position']);
  await index(db, 'transit_places_company_kind_idx', 'transit_places', [
    'company_id',
    'kind',
    'town',
  ]);
  await index(db, 'transit_places_receiver_idx', 'transit_places', ['receiver_id']);
  await index(db, 'transit_places_client_idx', 'transit_places', ['client_id']);

  await db.schema
    .createTable('transit_cargo')
    .addColumn('id', id.type, id.build)
    .addColumn('transit_id', 'integer', transit)
    .addColumn('company_id', 'integer', company)
    .addColumn('receiver_id', 'integer', (c) =>
      c.notNull().references('transit_receivers.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('quantity', 'double precision')
    .addColumn('capacity', 'double precision')
    .addColumn('method_of_packaging', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('weight_gross_kg', 'double precision')
    .addColumn('origin_country', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('destination_country', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('statistical_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('marks', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await index(db, 'transit_cargo_transit_idx', 'transit_cargo', ['transit_id', 'position']);
  await index(db, 'transit_cargo_receiver_idx', 'transit_cargo', ['receiver_id']);

  // Position 0 is the main carrier.
  await db.schema
    .createTable('transit_carriers')
    .addColumn('id', id.type, id.build)
    .addColumn('transit_id', 'integer', transit)
    .addColumn('company_id', 'integer', company)
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('client_id', 'integer', (c) => client(c).notNull())
    .addColumn('employee_id', 'integer', user)
    .addColumn('driver_id', 'integer', user)
    .addColumn('driver_not_from_system', 'text')
    .addColumn('is_forwarder', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('vehicle_id', 'integer', vehicle)
    .addColumn('vehicle_not_from_system', 'text')
    .addColumn('semitrailer_id', 'integer', vehicle)
    .addColumn('semitrailer_not_from_system', 'text')
    .execute();
  await index(db, 'transit_carriers_transit_idx', 'transit_carriers', ['transit_id', 'position']);
  // Filter paths end in transit_id so they are answered from the index alone.
  await index(db, 'transit_carriers_client_idx', 'transit_carriers', [
    'company_id',
    'client_id',
    'transit_id',
  ]);
  await index(db, 'transit_carriers_driver_idx', 'transit_carriers', [
    'company_id',
    'driver_id',
    'transit_id',
  ]);
  await index(db, 'transit_carriers_vehicle_idx', 'transit_carriers', [
    'company_id',
    'vehicle_id',
    'transit_id',
  ]);
  await index(db, 'transit_carriers_semitrailer_idx', 'transit_carriers', [
    'company_id',
    'semitrailer_id',
    'transit_id',
  ]);
  await index(db, 'transit_carriers_employee_idx', 'transit_carriers', [
    'company_id',
    'employee_id',
    'transit_id',
  ]);
  await index(db, 'transit_carriers_driver_text_idx', 'transit_carriers', [
    'company_id',
    'driver_not_from_system',
    'transit_id',
  ]);
  await index(db, 'transit_carriers_vehicle_text_idx', 'transit_carriers', [
    'company_id',
    'vehicle_not_from_system',
    'transit_id',
  ]);
  await index(db, 'transit_carriers_semitrailer_text_idx', 'transit_carriers', [
    'company_id',
    'semitrailer_not_from_system',
    'transit_id',
  ]);
  await index(db, 'transit_carriers_client_only_idx', 'transit_carriers', ['client_id']);

  // The typed log of a transit; kept after the transit is deleted (no foreign key on it).
  await db.schema
    .createTable('transit_events')
    .addColumn('id', id.type, id.build)
    .addColumn('transit_id', 'integer', (c) => c.notNull())
    .addColumn('company_id', 'integer', company)
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('actor_user_id', 'integer', user)
    .addColumn('actor_name', 'text')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await index(db, 'transit_events_transit_idx', 'transit_events', ['transit_id', 'id']);
  await index(db, 'transit_events_company_idx', 'transit_events', ['company_id', 'created_at']);

  await db.schema
    .createTable('alerts')
    .addColumn('id', id.type, id.build)
    .addColumn('transit_id', 'integer', transit)
    .addColumn('company_id', 'integer', company)
    .addColumn('user_id', 'integer', user)
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await index(db, 'alerts_transit_idx', 'alerts', ['transit_id', 'id']);

  // Filled as transits change; pushed over the notifications WebSocket (spec 1 §7).
  await db.schema
    .createTable('notifications')
    .addColumn('id', id.type, id.build)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', company)
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('transit_id', 'integer')
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  await index(db, 'notifications_user_idx', 'notifications', ['user_id', 'id']);
  await index(db, 'notifications_user_unread_idx', 'notifications', ['user_id', 'read_at']);
  await index(db, 'notifications_transit_idx', 'notifications', ['transit_id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'notifications',
    'alerts',
    'transit_events',
    'transit_carriers',
    'transit_cargo',
    'transit_places',
    'transit_receivers',
    'transits',
    'transit_counters',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
