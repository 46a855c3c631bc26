import { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { mapParam, Slot, StatementTemplates } from './statement-template.ts';

type Input = { company: number; text: string };

const company = new Slot((input: Input) => input.company);
const text = new Slot((input: Input) => input.text);

describe('statement templates', () => {
  it('builds a statement once per shape and reads each run its own values', () => {
    const templates = new StatementTemplates<Input>();
    let builds = 0;
    const build = () => {
      builds += 1;
      return CompiledQuery.raw(
        'select * from t where company_id = $1 and name like $2 and k = $3',
        [company, mapParam(text, (value) => `%${value}%`), 7],
      );
    };

    const first = templates.bind('by name', { company: 1, text: 'Alfa' }, build);
    const second = templates.bind('by name', { company: 2, text: 'Beta' }, build);

    expect(builds).toBe(1);
    expect(first.sql).toBe(second.sql);
    expect(first.parameters).toEqual([1, '%Alfa%', 7]);
    expect(second.parameters).toEqual([2, '%Beta%', 7]);
  });

  it('keeps no more shapes than its bound, and still answers past it', () => {
    const templates = new StatementTemplates<Input>(1);
    let builds = 0;
    const build = (sql: string) => () => {
      builds += 1;
      return CompiledQuery.raw(sql, [company]);
    };

    templates.bind('a', { company: 1, text: '' }, build('a'));
    const other = templates.bind('b', { company: 2, text: '' }, build('b'));
    templates.bind('b', { company: 3, text: '' }, build('b'));
    templates.bind('a', { company: 4, text: '' }, build('a'));

    expect(other).toMatchObject({ sql: 'b', parameters: [2] });
    // 'a' kept, 'b' built on each run past the bound.
    expect(builds).toBe(3);
  });

  it('applies a transform to a plain value at once', () => {
    expect(mapParam('Kraków', (value) => value.toLowerCase())).toBe('kraków');
  });
});
