import {
  DocumentRemark,
  DocumentResponse,
  Reservation,
  ShareSignCodeResponse,
  type RemarkType,
  type ReservationAnswerValue,
  type ShareIdentity,
} from '@transitdocs/domain';
import { z } from 'zod';
import type { DocumentUpload } from '../../api/documents.ts';
import { reservationForm, type NewReservation } from '../reservations/reservations-api.ts';
import { appendIdentity, type LinkApiClient } from './share-link-api.ts';

/** A remark posted under the company name the visitor gave (spec 2 §6). */
export function addLinkRemark(
  api: LinkApiClient,
  transitId: number,
  remark: { document: number; type: RemarkType; message: string; photos: readonly Blob[] },
  identity: ShareIdentity,
): Promise<DocumentRemark> {
  const form = new FormData();
  form.append('document', String(remark.document));
  form.append('type', remark.type);
  const message = remark.message.trim();
  if (message) form.append('message', message);
  appendIdentity(form, identity);
  remark.photos.forEach((photo, index) => {
    form.append('files', photo, `photo-${String(index + 1)}.png`);
  });
  return api.json(
    'POST',
    api.url(`transit-token/${String(transitId)}/document-remark/`),
    DocumentRemark,
    { body: form },
  );
}

/** POST transit-token/{transit}/document-add/: the company upload's fields without transit. */
export function uploadLinkDocument(
  api: LinkApiClient,
  upload: DocumentUpload,
  identity: ShareIdentity,
): Promise<DocumentResponse> {
  const form = new FormData();
  const name = upload.name?.trim();
  if (name) form.append('name', name);
  form.append('type', String(upload.type));
  if (upload.receiver) form.append('receiver', String(upload.receiver));
  appendIdentity(form, identity);
  form.append('document', upload.file, upload.fileName);
  return api.json(
    'POST',
    api.url(`transit-token/${String(upload.transit)}/document-add/`),
    DocumentResponse,
    { body: form },
  );
}

/**
 * POST transit-token/{transit}/document-reservation/: the consignee's reservation of box 24
 * through his receiver link, under the identity he gave; photos go as taken.
 */
export function addLinkReservation(
  api: LinkApiClient,
  transitId: number,
  reservation: NewReservation,
  identity: ShareIdentity,
): Promise<Reservation> {
  const form = reservationForm(reservation);
  appendIdentity(form, identity);
  return api.json(
    'POST',
    api.url(`transit-token/${String(transitId)}/document-reservation/`),
    Reservation,
    { body: form },
  );
}

const reservationsPath = (api: LinkApiClient, documentId: number) =>
  `transit-token/${encodeURIComponent(api.token)}/documents/${String(documentId)}/reservations/`;

/** GET transit-token/{token}/documents/{id}/reservations/: as the link's party reads them. */
export function listLinkReservations(
  api: LinkApiClient,
  documentId: number,
): Promise<Reservation[]> {
  return api.json('GET', api.url(reservationsPath(api, documentId)), z.array(Reservation));
}

/** POST .../reservations/{id}/code/: the code for this answer, sent to the party's own contact. */
export function sendLinkAnswerCode(
  api: LinkApiClient,
  documentId: number,
  reservationId: number,
): Promise<ShareSignCodeResponse> {
  return api.postJson(
    api.url(`${reservationsPath(api, documentId)}${String(reservationId)}/code/`),
    {},
    ShareSignCodeResponse,
  );
}

/** POST .../reservations/{id}/answer/: accepted or contested, confirmed with that code. */
export function answerLinkReservation(
  api: LinkApiClient,
  documentId: number,
  reservationId: number,
  answer: { answer: ReservationAnswerValue; note: string; code: string },
  identity: ShareIdentity,
): Promise<Reservation> {
  return api.postJson(
    api.url(`${reservationsPath(api, documentId)}${String(reservationId)}/answer/`),
    { answer: answer.answer, note: answer.note.trim(), code: answer.code, ...identity },
    Reservation,
  );
}
