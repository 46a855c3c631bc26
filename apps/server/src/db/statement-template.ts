import { CompiledQuery } from 'kysely';

/**
 * A parameter of a statement template: a placeholder while the query is built, read from each
 * run's input when the template runs. Kysely passes it through as a parameter value.
 */
export class Slot<In, T> {
  constructor(readonly read: (input: In) => T) {}

  /** A slot whose value is this one's, transformed (a LIKE pattern of a text, say). */
  map<U>(transform: (value: T) => U): Slot<In, U> {
    return new Slot((input: In) => transform(this.read(input)));
  }
}

/** A value given now, or a slot of a template. */
export type Param<T> = T | Slot<never, T>;

/** Applies `transform` to a value now, or to a slot's value when its template runs. */
export function mapParam<T, U>(value: Param<T>, transform: (value: T) => U): Param<U> {
  return value instanceof Slot ? value.map(transform) : transform(value);
}

/**
 * Compiled statements by shape. Building a query with Kysely costs more CPU than a small indexed
 * read takes in the database; a hot query whose text depends only on the shape of its input
 * (which filters are set, never their values) is built once per shape with slots for its values,
 * and each run only reads the values into the parameters.
 */
export class StatementTemplates<In> {
  private readonly templates = new Map<string, CompiledQuery>();

  /** `maxShapes` bounds the memory: past it, shapes are built again instead of kept. */
  constructor(private readonly maxShapes = 500) {}

  /** The statement for `input`: `build` runs once per `shape`, with slots in place of values. */
  bind(shape: string, input: In, build: () => CompiledQuery): CompiledQuery {
    let template = this.templates.get(shape);
    if (!template) {
      template = build();
      if (this.templates.size < this.maxShapes) this.templates.set(shape, template);
    }
    const parameters = template.parameters.map((value) =>
      value instanceof Slot ? (value as Slot<In, unknown>).read(input) : value,
    );
    return CompiledQuery.raw(template.sql, parameters);
  }
}
