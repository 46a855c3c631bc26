import { PostgresAdapter, sql, type Kysely } from 'kysely';

/*
 * SQLite: the place filters (loading_place, unloading_place) search one kind of place, but the
 * FTS5 table of migration 0014 keys every place by `company_id << 32 | id`, so a company's rowid
 * range held both kinds: the 10,000-transit benchmark tenant's "berli" found 2,460 places and
 * read each from `transit_places` to keep its 800 loading ones (3.7 of the statement's 4.2 ms).
 * Here the kind is bit 31 of the rowid (`company_id << 32 | unloading << 31 | id`), so a search
 * within the company's range for one kind finds only that kind's places. PostgreSQL's partial
 * indexes per kind (0021) did the same there. Place ids stay below 2^31.
 */

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

const FTS = 'transit_places_text';
const TEXTS = 'town, address, place';
const LOWERED = (row: string) => `lower(${row}.town), lower(${row}.address), lower(${row}.place)`;

async function rebuild(db: Kysely<unknown>, rowid: (row: string) => string, watched: string) {
  for (const event of ['insert', 'update', 'delete']) {
    await sql.raw(`drop trigger if exists ${FTS}_${event}`).execute(db);
  }
  await sql.raw(`drop table if exists ${FTS}`).execute(db);
  await sql
    .raw(
      `create virtual table ${FTS} using fts5(${TEXTS}, content='', contentless_delete=1, tokenize='trigram case_sensitive 1')`,
    )
    .execute(db);
  await sql
    .raw(
      `insert into ${FTS} (rowid, ${TEXTS}) select ${rowid('transit_places')}, ${LOWERED('transit_places')} from transit_places`,
    )
    .execute(db);
  // One segment, as the server's upkeep would leave it (db/text-index-upkeep.ts).
  await sql.raw(`insert into ${FTS} (${FTS}) values ('optimize')`).execute(db);
  await sql
    .raw(
      `create trigger ${FTS}_insert after insert on transit_places begin
        insert into ${FTS} (rowid, ${TEXTS}) values (${rowid('new')}, ${LOWERED('new')});
      end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${FTS}_update after update of ${watched} on transit_places begin
        delete from ${FTS} where rowid = ${rowid('old')};
        insert into ${FTS} (rowid, ${TEXTS}) values (${rowid('new')}, ${LOWERED('new')});
      end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${FTS}_delete after delete on transit_places begin
        delete from ${FTS} where rowid = ${rowid('old')};
      end`,
    )
    .execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await rebuild(
    db,
    (row) =>
      `${row}.company_id * 4294967296 + (${row}.kind = 'unloading') * 2147483648 + ${row}.id`,
    `company_id, kind, ${TEXTS}`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await rebuild(db, (row) => `${row}.company_id * 4294967296 + ${row}.id`, `company_id, ${TEXTS}`);
}
