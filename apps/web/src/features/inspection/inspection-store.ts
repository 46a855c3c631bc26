import { EftiInspectionResponse } from '@transitdocs/domain';
import { INSPECTION_CACHE } from './inspection-cache.ts';

/**
 * The copy of an inspection kept on the phone, in Cache Storage keyed by the API addresses it
 * was read from: the answer (JSON) and the CMR's PDF bytes. Each entry carries the user it was
 * read for and when it was saved; another user on the same phone reads nothing back.
 */

const USER_HEADER = 'x-transitdocs-user';
const SAVED_AT_HEADER = 'x-transitdocs-saved-at';

/** `GET` address of a transit's inspection answer (also its key in the cache). */
export function inspectionUrl(transitId: number): string {
  return `/company/api/v1/all-transit/${String(transitId)}/efti-inspection/`;
}

function hasCacheStorage(): boolean {
  return typeof caches !== 'undefined';
}

/** Cache keys are absolute; the app speaks in paths. */
function keyOf(path: string): string {
  return new URL(path, location.origin).href;
}

async function put(
  path: string,
  body: BodyInit,
  type: string,
  userId: number,
  savedAt: string,
): Promise<void> {
  const cache = await caches.open(INSPECTION_CACHE);
  const headers = new Headers({
    'content-type': type,
    [USER_HEADER]: String(userId),
    [SAVED_AT_HEADER]: savedAt,
  });
  await cache.put(keyOf(path), new Response(body, { status: 200, headers }));
}

async function match(path: string, userId: number): Promise<Response | null> {
  if (!hasCacheStorage()) return null;
  const cache = await caches.open(INSPECTION_CACHE);
  const response = await cache.match(keyOf(path));
  if (!response || response.headers.get(USER_HEADER) !== String(userId)) return null;
  return response;
}

/** Stores the answer; resolves with when it was saved, or null where nothing can be stored. */
export async function storeInspection(
  userId: number,
  answer: EftiInspectionResponse,
): Promise<string | null> {
  if (!hasCacheStorage()) return null;
  const savedAt = new Date().toISOString();
  await put(
    inspectionUrl(answer.transit.id),
    JSON.stringify(answer),
    'application/json',
    userId,
    savedAt,
  );
  return savedAt;
}

export type StoredInspection = { answer: EftiInspectionResponse; savedAt: string };

/** The stored answer for this user, or null (none, another user's, or an older shape). */
export async function readStoredInspection(
  userId: number,
  transitId: number,
): Promise<StoredInspection | null> {
  const response = await match(inspectionUrl(transitId), userId);
  if (!response) return null;
  const parsed = EftiInspectionResponse.safeParse(await response.json().catch(() => null));
  if (!parsed.success) return null;
  return { answer: parsed.data, savedAt: response.headers.get(SAVED_AT_HEADER) ?? '' };
}

/** Stores the PDF read from `pdfUrl`; resolves true once it is kept. */
export async function storePdf(
  userId: number,
  pdfUrl: string,
  bytes: ArrayBuffer,
): Promise<boolean> {
  if (!hasCacheStorage()) return false;
  await put(pdfUrl, bytes.slice(0), 'application/pdf', userId, new Date().toISOString());
  return true;
}

/** The stored PDF bytes of `pdfUrl` for this user, or null. */
export async function readStoredPdf(userId: number, pdfUrl: string): Promise<ArrayBuffer | null> {
  const response = await match(pdfUrl, userId);
  return response ? response.arrayBuffer() : null;
}
