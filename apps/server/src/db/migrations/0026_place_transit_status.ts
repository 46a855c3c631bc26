import { PostgresAdapter, sql, type Kysely } from 'kysely';

/*
 * A place keeps a copy of its transit's `status` and `loading_date`, the two
 * columns the list's status filter reads, so a place filter with a status ("running, loading in
 * Gdańsk") keeps its matches on the place rows it found instead of looking each transit up:
 * PostgreSQL, the 10,000-transit tenant's 843 "gdańs" places, 505 of them running: the matching
 * set 2.4 -> 1.0 ms (843 index lookups of `transits` gone). Unlike `transit_created_at` (0023)
 * these change, so triggers keep the copies in step, whoever writes: a transit's update of
 * either column writes them to its places, and a place is given them when it is inserted
 * (docs/decisions/0071-set-and-row-filters.md).
 */

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  await sql`update transit_places set transit_status = t.status, transit_loading_date = t.loading_date
    from transits t where t.id = transit_places.transit_id`.execute(db);
  await sql`
    create function transit_places_copy_status() returns trigger language plpgsql as $$
    begin
      select t.status, t.loading_date into new.transit_status, new.transit_loading_date
      from transits t where t.id = new.transit_id;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger transit_places_copy_status before insert on transit_places
    for each row execute function transit_places_copy_status()`.execute(db);
  await sql`
    create function transits_status_to_places() returns trigger language plpgsql as $$
    begin
      update transit_places set transit_status = new.status, transit_loading_date = new.loading_date
      where transit_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger transits_status_to_places after update of status, loading_date on transits
    for each row
    when (old.status is distinct from new.status or old.loading_date is distinct from new.loading_date)
    execute function transits_status_to_places()`.execute(db);
  // The rewrite left every place's new row in the trigram indexes' pending lists, which each
  // search reads through until a vacuum (as after 0023); and the planner needs the columns' stats.
  await sql`select gin_clean_pending_list(i.indexrelid)
    from pg_index i
    join pg_class c on c.oid = i.indexrelid
    join pg_am a on a.oid = c.relam
    where i.indrelid = 'transit_places'::regclass and a.amname = 'gin'`.execute(db);
  await sql`analyze transit_places`.execute(db);
}

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`
    update transit_places
    set (transit_status, transit_loading_date) = (select t.status, t.loading_date from transits t where t.id = transit_places.transit_id)`.execute(
    db,
  );
  // SQLite cannot change the row a BEFORE trigger inserts: the copy is written just after.
  await sql`
    create trigger transit_places_copy_status after insert on transit_places begin
      update transit_places
      set (transit_status, transit_loading_date) = (select t.status, t.loading_date from transits t where t.id = new.transit_id)
      where id = new.id;
    end`.execute(db);
  await sql`
    create trigger transits_status_to_places after update of status, loading_date on transits
    when old.status is not new.status or old.loading_date is not new.loading_date begin
      update transit_places set transit_status = new.status, transit_loading_date = new.loading_date
      where transit_id = new.id;
    end`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('transit_places')
    .addColumn('transit_status', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('transit_places').addColumn('transit_loading_date', 'text').execute();
  if (isPostgres(db)) await upPostgres(db);
  else await upSqlite(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger transits_status_to_places on transits`.execute(db);
    await sql`drop function transits_status_to_places()`.execute(db);
    await sql`drop trigger transit_places_copy_status on transit_places`.execute(db);
    await sql`drop function transit_places_copy_status()`.execute(db);
  } else {
    await sql`drop trigger transits_status_to_places`.execute(db);
    await sql`drop trigger transit_places_copy_status`.execute(db);
  }
  await db.schema.alterTable('transit_places').dropColumn('transit_loading_date').execute();
  await db.schema.alterTable('transit_places').dropColumn('transit_status').execute();
}
