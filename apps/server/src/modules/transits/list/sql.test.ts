import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DialectName } from '../../../db/index.ts';
import type { Database } from '../../../db/schema.ts';
import { compileDetailsStatement } from '../details-query.ts';
import { TRANSIT_FILTERS, type FilterName, type TransitFilters } from './filters.ts';
import { compileListStatement, type ListInput } from './query.ts';

/*
 * The SQL the list and a transit's details run, compiled for both databases (no database
 * needed) and compared with the committed files in sql/<dialect>/, so a review sees the real
 * statements change. `UPDATE_SQL=1 npx vitest run <this file>` writes them again.
 */

const SQL_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sql');

function compilerFor(dialect: DialectName): Kysely<Database> {
  return new Kysely<Database>({
    dialect:
      dialect === 'postgres'
        ? {
            createAdapter: () => new PostgresAdapter(),
            createDriver: () => new DummyDriver(),
            createIntrospector: (db) => new PostgresIntrospector(db),
            createQueryCompiler: () => new PostgresQueryCompiler(),
          }
        : {
            createAdapter: () => new SqliteAdapter(),
            createDriver: () => new DummyDriver(),
            createIntrospector: (db) => new SqliteIntrospector(db),
            createQueryCompiler: () => new SqliteQueryCompiler(),
          },
  });
}

/** One example value per filter, as `parseFilters` gives them. */
const EXAMPLES: Required<TransitFilters> = {
  client_id: 41,
  client_name: 'Łódź Trans',
  employee_id: 42,
  created_at: { from: '2026-03-09T23:00:00.000Z', to: '2026-03-10T23:00:00.000Z' },
  loading_date: '2026-03-11',
  unloading_date: '2026-03-12',
  transit_number: '2026/00',
  transit_type: 'generated',
  transit_status: 'running',
  loading_place: 'Gdańsk',
  unloading_place: 'Berlin',
  vehicle_number: 'KR 12',
  vies: 'PL5261040828',
  driver_full_name: 'Żaneta Kowal',
};

const BASE: ListInput = {
  scope: { companyId: 7, sees: { kind: 'company' } },
  filters: {},
  window: { kind: 'page', limit: 10, offset: 0 },
  today: '2026-03-10',
  sharedIds: [],
};
const KEY = { createdAt: '2026-03-10T08:00:00.000Z', id: 1234 };

const CASES: [name: string, title: string, input: ListInput][] = [
  ['list-page', 'first page of 10, no filter', BASE],
  [
    'list-page-window',
    'page 3 of 70 (offset 140)',
    { ...BASE, window: { kind: 'page', limit: 70, offset: 140 } },
  ],
  [
    'list-cursor-first',
    'cursor paging, first page',
    { ...BASE, window: { kind: 'cursor', limit: 10, key: null, direction: 'after' } },
  ],
  [
    'list-cursor-forward',
    'cursor paging, next (older) page',
    { ...BASE, window: { kind: 'cursor', limit: 10, key: KEY, direction: 'after' } },
  ],
  [
    'list-cursor-back',
    'cursor paging, previous (newer) page',
    { ...BASE, window: { kind: 'cursor', limit: 10, key: KEY, direction: 'before' } },
  ],
  [
    'list-driver',
    'a driver: only the transits he drives',
    { ...BASE, scope: { companyId: 7, sees: { kind: 'driven_by', userId: 99 } } },
  ],
  [
    'list-shared-in',
    'transits shared in by other companies (SQLite reads their ids first: 501, 502)',
    { ...BASE, sharedIds: [501, 502], filters: { loading_place: EXAMPLES.loading_place } },
  ],
  ...(Object.keys(TRANSIT_FILTERS) as FilterName[]).map((name): [string, string, ListInput] => [
    `filter-${name.replace(/_/g, '-')}`,
    `filter ${name} alone`,
    { ...BASE, filters: { [name]: EXAMPLES[name] } },
  ]),
  [
    'filter-transit-type-send',
    'filter transit_type=send (shared in, or stored as sent)',
    { ...BASE, filters: { transit_type: 'send' } },
  ],
  [
    'filter-transit-status-pending',
    'filter transit_status=pending',
    { ...BASE, filters: { transit_status: 'pending' } },
  ],
  [
    'filter-transit-status-finished',
    'filter transit_status=finished',
    { ...BASE, filters: { transit_status: 'finished' } },
  ],
  [
    'filter-sets-together',
    'two set filters and nothing else: their sets intersected, no transit read',
    {
      ...BASE,
      filters: { client_name: EXAMPLES.client_name, driver_full_name: EXAMPLES.driver_full_name },
    },
  ],
  [
    'filter-set-and-row',
    "a place filter and the status: the status tested on the places' copy, no transit read",
    {
      ...BASE,
      filters: { loading_place: EXAMPLES.loading_place, transit_status: EXAMPLES.transit_status },
    },
  ],
  [
    'filter-set-and-transit-row',
    'a set filter and a row filter its rows do not copy: the transits read for it',
    {
      ...BASE,
      filters: { client_name: EXAMPLES.client_name, transit_status: EXAMPLES.transit_status },
    },
  ],
  ['filter-all', 'every filter together', { ...BASE, filters: EXAMPLES }],
];

const KEYWORDS =
  /^(select|from|where|and|or|union all|union|intersect|order by|limit|offset|inner join|left join|cross join|join|with|group by)\b/i;

/** One clause a line, indented by parentheses; quoted text untouched. */
export function prettySql(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  let out = '';
  let depth = 0;
  let quote: string | null = null;
  for (let i = 0; i < flat.length; i += 1) {
    const ch = flat.charAt(i);
    if (quote) {
      out += ch;
      if (ch === quote) quote = null;
      continue;
    }
    if (ch === "'" || ch === '"') {
      quote = ch;
      out += ch;
      continue;
    }
    if (ch === '(') depth += 1;
    if (ch === ')') depth = Math.max(0, depth - 1);
    const previous = flat.charAt(i - 1);
    if ((previous === ' ' || previous === '(') && KEYWORDS.test(flat.slice(i)) && out.trim()) {
      out = `${out.trimEnd()}\n${'  '.repeat(depth)}`;
    }
    out += ch;
  }
  return out;
}

function render(title: string, query: CompiledQuery): string {
  return `-- ${title}\n-- parameters: ${JSON.stringify(query.parameters)}\n${prettySql(query.sql)};\n`;
}

function statements(dialect: DialectName): Map<string, string> {
  const db = compilerFor(dialect);
  const files = new Map<string, string>();
  for (const [name, title, input] of CASES) {
    files.set(`${name}.sql`, render(title, compileListStatement(db, input)));
  }
  files.set(
    'details.sql',
    render(
      'the details of some transits (a page on SQLite, one transit)',
      compileDetailsStatement(db, [11, 12]),
    ),
  );
  return files;
}

describe.each(['postgres', 'sqlite'] as const)('the list SQL of %s', (dialect) => {
  const dir = path.join(SQL_DIR, dialect);
  const files = statements(dialect);

  it('compiles the same statements twice', () => {
    expect(statements(dialect)).toEqual(files);
  });

  it('matches the committed .sql files', () => {
    if (process.env.UPDATE_SQL === '1') {
      fs.rmSync(dir, { recursive: true, force: true });
      fs.mkdirSync(dir, { recursive: true });
      for (const [name, text] of files) fs.writeFileSync(path.join(dir, name), text);
    }
    const committed = fs.existsSync(dir)
      ? fs.readdirSync(dir).filter((f) => f.endsWith('.sql'))
      : [];
    const hint = `run UPDATE_SQL=1 npx vitest run ${path.relative(process.cwd(), fileURLToPath(import.meta.url))} and review the diff`;
    expect(committed.sort(), `the statements of ${dialect} changed in number: ${hint}`).toEqual(
      [...files.keys()].sort(),
    );
    for (const [name, text] of files) {
      const onDisk = fs.readFileSync(path.join(dir, name), 'utf8');
      expect(onDisk, `${dialect}/${name} differs from what the code compiles: ${hint}`).toBe(text);
    }
  });
});
