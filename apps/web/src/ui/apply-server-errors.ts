import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError, NETWORK_ERROR } from '../api/http.ts';

export type ServerErrorOptions<T extends FieldValues> = {
  /**
   * Form fields that may receive a server message under them; others go to the result. Without
   * it every field message goes to the field of the same name.
   */
  fields?: readonly FieldPath<T>[];
  /** Server paths that differ from the form's names: `company.zip_code` -> `zipCode`. */
  map?: Partial<Record<string, FieldPath<T>>>;
};

/**
 * Puts the server's field messages under the matching form fields (the messages are keys, the
 * fields translate them) and returns the messages no field can show, for a dialog or an alert.
 */
export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  options: ServerErrorOptions<T> = {},
): string[] {
  if (!(error instanceof ApiError)) return [NETWORK_ERROR];
  const rest = [...error.nonFieldErrors()];
  for (const [path, messages] of Object.entries(error.fieldErrors())) {
    const field =
      options.map?.[path] ??
      (options.fields ? options.fields.find((name) => name === path) : (path as FieldPath<T>));
    const [first] = messages;
    if (field && first) setError(field, { type: 'server', message: first }, { shouldFocus: true });
    else rest.push(...messages);
  }
  return rest.length > 0 || Object.keys(error.fieldErrors()).length > 0 ? rest : ['server_error'];
}
