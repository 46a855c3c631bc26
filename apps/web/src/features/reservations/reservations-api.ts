import {
  Reservation,
  type ReservationAnswerValue,
  type ReservationBox,
  type ReservationKind,
} from '@transitdocs/domain';
import { z } from 'zod';
import { apiRequest } from '../../api/http.ts';

const API = '/company/api/v1';

export const reservationKeys = {
  all: ['reservations'] as const,
  list: (documentId: number) => ['reservations', documentId] as const,
};

/** GET document-reservation/?document=: a document's reservations with their answers. */
export function listReservations(documentId: number): Promise<Reservation[]> {
  return apiRequest('GET', `${API}/document-reservation/?document=${String(documentId)}`, {
    schema: z.array(Reservation),
  });
}

export type NewReservation = {
  document: number;
  box: ReservationBox;
  kind: ReservationKind;
  /** indexes of the document's goods lines */
  lines: readonly number[];
  countedQuantity: string;
  statedQuantity: string;
  text: string;
  /** photos as the camera took them: kept in full resolution by the server */
  photos: readonly Blob[];
  /**
   * The phone's id of the reservation and when it was made: a reservation that waited in the
   * offline queue, or whose answer was lost, is recorded once (docs/decisions/0126-reservations.md).
   */
  itemId?: string;
  capturedAt?: string;
};

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png' };

/** A photo's file name: a picked File's own, else one by its position and type. */
function photoName(photo: Blob, index: number): string {
  if (photo instanceof File && photo.name) return photo.name;
  return `photo-${String(index + 1)}.${EXTENSIONS[photo.type] ?? 'jpg'}`;
}

/** A reservation as the multipart body both ways of posting it take; photos as `files`, untouched. */
export function reservationForm(reservation: NewReservation): FormData {
  const form = new FormData();
  form.append('document', String(reservation.document));
  form.append('box', reservation.box);
  form.append('kind', reservation.kind);
  form.append('lines', reservation.lines.join(','));
  if (reservation.countedQuantity.trim())
    form.append('counted_quantity', reservation.countedQuantity);
  if (reservation.statedQuantity.trim()) form.append('stated_quantity', reservation.statedQuantity);
  if (reservation.text.trim()) form.append('text', reservation.text.trim());
  if (reservation.capturedAt) form.append('captured_at', reservation.capturedAt);
  if (reservation.itemId) form.append('item_id', reservation.itemId);
  reservation.photos.forEach((photo, index) => {
    form.append('files', photo, photoName(photo, index));
  });
  return form;
}

/** POST document-reservation/ as multipart. */
export function addReservation(reservation: NewReservation): Promise<Reservation> {
  return apiRequest('POST', `${API}/document-reservation/`, {
    body: reservationForm(reservation),
    schema: Reservation,
  });
}

/** POST document-reservation/{id}/answer/: accepted or contested, confirmed with the PIN. */
export function answerReservation(
  id: number,
  answer: { answer: ReservationAnswerValue; note: string; pin: string },
): Promise<Reservation> {
  return apiRequest('POST', `${API}/document-reservation/${String(id)}/answer/`, {
    body: { answer: answer.answer, note: answer.note.trim(), pin: answer.pin },
    schema: Reservation,
  });
}
