import { EFTI_FOLLOW_UP_MAX_CHARS, isEftiSubsetId, type EftiSubsetId } from '@transitdocs/domain';
import { z } from 'zod';
import { fieldError, type AppError } from '../../platform/errors.ts';

/**
 * What a gate sent, checked: the subsets of a consignment request and the text of a follow-up.
 * Each refusal is the field-keyed 400 of the rest of the API.
 */

/**
 * The subsets of query parameter `name` (`subsetId` of the reference family, `subsets` of the
 * national one), repeated (`?subsetId=EU01&subsetId=PL02`) or comma-separated; never empty.
 */
export function parseSubsets(
  query: unknown,
  name: 'subsetId' | 'subsets',
): EftiSubsetId[] | AppError {
  const raw = (query as Record<string, unknown> | undefined)?.[name];
  const values = (Array.isArray(raw) ? raw : [raw]).filter(
    (value): value is string => typeof value === 'string',
  );
  const ids = [
    ...new Set(values.flatMap((value) => value.split(',')).map((value) => value.trim())),
  ].filter((value) => value !== '');
  if (ids.length === 0) return fieldError(name, 'field_required');
  if (ids.length > 50 || !ids.every(isEftiSubsetId)) return fieldError(name, 'invalid_choice');
  return ids.filter(isEftiSubsetId);
}

function followUpText(body: unknown): string | AppError {
  const text = typeof body === 'string' ? body.trim() : '';
  if (text === '') return fieldError('message', 'field_required');
  if (text.length > EFTI_FOLLOW_UP_MAX_CHARS) {
    return fieldError('message', `enter_max_chars?count=${String(EFTI_FOLLOW_UP_MAX_CHARS)}`);
  }
  return text;
}

const mediaType = (contentType: string | undefined) =>
  (contentType ?? '').split(';')[0]?.trim().toLowerCase();

/** A reference gate's follow-up is plain text, not empty, at most EFTI_FOLLOW_UP_MAX_CHARS characters. */
export function parseFollowUp(contentType: string | undefined, body: unknown): string | AppError {
  if (mediaType(contentType) !== 'text/plain') return fieldError('content_type', 'invalid_choice');
  return followUpText(body);
}

const NationalFollowUp = z.object({
  uil: z.string().max(300).optional(),
  referenceIds: z.array(z.string().max(200)).max(50).optional(),
  message: z.string(),
  files: z
    .array(
      z.object({
        fileName: z.string().min(1).max(255),
        base64Content: z.base64(),
        mimeType: z.string().min(1).max(200),
      }),
    )
    .max(20)
    .optional(),
});

/**
 * A national gate's follow-up: JSON `{uil, referenceIds, message, files}`. The message is
 * stored; the files are named under it with their type and size (their content is not kept:
 * the company reads the authority's note, the files stay with the authority).
 */
export function parseNationalFollowUp(
  contentType: string | undefined,
  body: unknown,
): string | AppError {
  if (mediaType(contentType) !== 'application/json') {
    return fieldError('content_type', 'invalid_choice');
  }
  let raw: unknown;
  try {
    raw = JSON.parse(typeof body === 'string' ? body : '') as unknown;
  } catch {
    return fieldError('message', 'field_required');
  }
  const parsed = NationalFollowUp.safeParse(raw);
  if (!parsed.success) return fieldError('message', 'field_required');
  const files = (parsed.data.files ?? []).map(
    (file) =>
      `${file.fileName} (${file.mimeType}, ${String(Buffer.from(file.base64Content, 'base64').length)} B)`,
  );
  const text = [parsed.data.message.trim(), ...files].filter((line) => line !== '').join('\n');
  return followUpText(parsed.data.message.trim() === '' ? '' : text);
}

/** Data set ids are UUIDs; anything else is unknown without asking the database. */
export function isDatasetId(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
