import { EFTI_FOLLOW_UP_MAX_CHARS, isEftiSubsetId, type EftiSubsetId } from '@transitdocs/domain';
import { fieldError, type AppError } from '../../platform/errors.ts';

/**
 * What a gate sent, checked: the subsets of a consignment request and the text of a follow-up.
 * Each refusal is the field-keyed 400 of the rest of the API.
 */

/** `subsetId` repeated (`?subsetId=EU01&subsetId=PL02`) or comma-separated; never empty. */
export function parseSubsets(query: unknown): EftiSubsetId[] | AppError {
  const raw = (query as { subsetId?: unknown } | undefined)?.subsetId;
  const values = (Array.isArray(raw) ? raw : [raw]).filter(
    (value): value is string => typeof value === 'string',
  );
  const ids = [
    ...new Set(values.flatMap((value) => value.split(',')).map((value) => value.trim())),
  ].filter((value) => value !== '');
  if (ids.length === 0) return fieldError('subsetId', 'field_required');
  if (ids.length > 50 || !ids.every(isEftiSubsetId))
    return fieldError('subsetId', 'invalid_choice');
  return ids.filter(isEftiSubsetId);
}

/** A follow-up is plain text, not empty, at most EFTI_FOLLOW_UP_MAX_CHARS characters. */
export function parseFollowUp(contentType: string | undefined, body: unknown): string | AppError {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'text/plain') return fieldError('content_type', 'invalid_choice');
  const text = typeof body === 'string' ? body.trim() : '';
  if (text === '') return fieldError('message', 'field_required');
  if (text.length > EFTI_FOLLOW_UP_MAX_CHARS) {
    return fieldError('message', `enter_max_chars?count=${String(EFTI_FOLLOW_UP_MAX_CHARS)}`);
  }
  return text;
}

/** Data set ids are UUIDs; anything else is unknown without asking the database. */
export function isDatasetId(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
