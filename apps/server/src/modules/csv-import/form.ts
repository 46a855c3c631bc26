// The multipart form of csv/metadata/ and csv/import/: its fields, and who may send it.

import type { z } from 'zod';
import { type Caller, requireAccountAction } from '../../platform/auth.ts';
import { RequestValidationError, fieldError } from '../../platform/errors.ts';

/** What the routes read from the multipart form. */
export type CsvForm = { fields: Map<string, string>; file: Buffer | undefined };

export function parseFields<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new RequestValidationError(parsed.error);
  return parsed.data;
}

export function jsonField(form: CsvForm, name: 'mapping' | 'settings'): unknown {
  const text = form.fields.get(name);
  if (text === undefined || text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw fieldError(name, 'malformed_json');
  }
}

export function ensureImporter(caller: Caller): void {
  requireAccountAction(caller, 'import_csv');
}
