import { DocumentRemark, toAcceptLanguage, type RemarkType } from '@transitdocs/domain';
import { clearSession, getSession } from '../../app/session-store.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { ApiError, NETWORK_ERROR } from '../../api/http.ts';

const API = '/company/api/v1';

function authHeaders(): Headers {
  const headers = new Headers({
    Accept: 'application/json',
    'Accept-Language': toAcceptLanguage(currentLanguage()),
  });
  const { token } = getSession();
  if (token) headers.set('Authorization', `Token ${token}`);
  return headers;
}

async function send(path: string, init: RequestInit): Promise<Response> {
  const sentToken = getSession().token;
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers: authHeaders() });
  } catch {
    throw new ApiError(0, { non_field_errors: [NETWORK_ERROR] });
  }
  if (response.ok) return response;
  if (response.status === 401 && sentToken !== null) clearSession();
  let body: unknown;
  try {
    body = (await response.json()) as unknown;
  } catch {
    body = undefined;
  }
  const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
  throw new ApiError(response.status, isObject ? body : { non_field_errors: ['server_error'] });
}

export type NewRemark = {
  document: number;
  type: RemarkType;
  message: string;
  /** PNG photos, already resized on the device. */
  photos: readonly Blob[];
};

/**
 * POST document-remark/ as multipart (spec 2 §7): the message and the photos as `files`. The
 * author and company come from the session on the server, the time is the server's.
 */
export async function addRemark(remark: NewRemark): Promise<DocumentRemark> {
  const form = new FormData();
  form.append('document', String(remark.document));
  form.append('type', remark.type);
  const message = remark.message.trim();
  if (message) form.append('message', message);
  remark.photos.forEach((photo, index) => {
    form.append('files', photo, `photo-${String(index + 1)}.png`);
  });
  const response = await send(`${API}/document-remark/`, { method: 'POST', body: form });
  const parsed = DocumentRemark.safeParse(await response.json());
  if (!parsed.success) throw new ApiError(response.status, { non_field_errors: ['server_error'] });
  return parsed.data;
}

/** A remark photo (`document-file/{id}/download`) fetched with the session token. */
export async function fetchRemarkPhoto(url: string): Promise<Blob> {
  const response = await send(url, { method: 'GET' });
  return response.blob();
}
