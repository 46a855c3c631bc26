import { DocumentRemark, type RemarkType } from '@transitdocs/domain';
import { apiRequest, apiSend } from '../../api/http.ts';

const API = '/company/api/v1';

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
export function addRemark(remark: NewRemark): Promise<DocumentRemark> {
  const form = new FormData();
  form.append('document', String(remark.document));
  form.append('type', remark.type);
  const message = remark.message.trim();
  if (message) form.append('message', message);
  remark.photos.forEach((photo, index) => {
    form.append('files', photo, `photo-${String(index + 1)}.png`);
  });
  return apiRequest('POST', `${API}/document-remark/`, { body: form, schema: DocumentRemark });
}

/** A remark photo (`document-file/{id}/download`) fetched with the session token. */
export async function fetchRemarkPhoto(url: string): Promise<Blob> {
  const response = await apiSend('GET', url);
  return response.blob();
}
