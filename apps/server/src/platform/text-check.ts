import type { FastifyInstance } from 'fastify';
import { illFormedTextPaths, type TextPath } from '@transitdocs/domain';
import { fieldErrors, type AppError } from './errors.ts';

/**
 * Text fields are refused, not stored, when their text is not well-formed UTF-16 (a lone
 * surrogate): storage would keep U+FFFD in its place on either database, and what was hashed or
 * signed as sent would no longer match (docs/decisions/0097-well-formed-text.md). One check for
 * every route, before its schema, so no text field is left out.
 */

function refusal(paths: TextPath[]): AppError {
  return fieldErrors(
    paths.map((path) => ({
      path: path.length > 0 ? path : ['non_field_errors'],
      key: 'text_not_well_formed',
    })),
  );
}

/** The JSON body and the query of every request, checked before the route's schema reads them. */
export function refuseIllFormedText(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const paths = [...illFormedTextPaths(request.body), ...illFormedTextPaths(request.query)];
    done(paths.length > 0 ? refusal(paths) : undefined);
  });
}

/** A field that holds JSON (a form's nested object): its value as parsed, else undefined. */
function jsonOf(text: string): unknown {
  const first = text.trimStart()[0];
  if (first !== '{' && first !== '[' && first !== '"') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The text fields of a multipart form (read by its route, after the hook): each one, and the
 * strings inside those that hold JSON, keyed by the field and the path within it.
 */
export function checkFormText(fields: ReadonlyMap<string, string>): void {
  const paths: TextPath[] = [];
  for (const [name, value] of fields) {
    paths.push(...illFormedTextPaths(value).map((path) => [name, ...path]));
    const parsed = jsonOf(value);
    if (parsed !== undefined) {
      paths.push(...illFormedTextPaths(parsed).map((path) => [name, ...path]));
    }
  }
  if (paths.length > 0) throw refusal(paths);
}
