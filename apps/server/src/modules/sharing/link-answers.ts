// The other side's answer to a reservation through its party link: the sender's to box 18, the
// carrier's to box 24, confirmed with the link's one-time code as a signature through the link is,
// and chained as an answer in the app is (docs/decisions/0126-reservations.md,
// docs/decisions/0129-link-answers-and-correction-messages.md).
import {
  decideReservationAnswer,
  type Reservation,
  type ReservationBox,
  type ShareReservationAnswerRequest,
  type ShareSignCodeResponse,
} from '@transitdocs/domain';
import { nowIso } from '../../db/index.ts';
import type { Deps, RequestMeta } from '../../platform/context.ts';
import { AppError, enforce, notFound } from '../../platform/errors.ts';
import { recordEvent, writeTransaction } from '../../platform/events/index.ts';
import {
  insertAnswer,
  readReservationPhoto,
  requireDocument,
  reservationOut,
  storedReservationsOf,
} from '../documents/index.ts';
import { sendDecisionCode, spendDecisionCode } from './decision-code.ts';
import { visitorCircumstances, visitorName } from './link-writes.ts';
import { resolveShare, type ResolvedShare } from './resolve.ts';

const API = '/company/api/v1/';

/** A reservation photo's address through the link (the link's token opens it, nothing else). */
const linkPhotoUrl = (token: string, documentId: number) => (photoId: number) =>
  `${API}transit-token/${encodeURIComponent(token)}/documents/${String(documentId)}/reservation-photos/${String(photoId)}/`;

/** A document's reservations as the link's party reads them, with whether it may answer each. */
async function reservationsOfLink(
  deps: Deps,
  resolved: ResolvedShare,
  token: string,
  documentId: number,
) {
  const access = await requireDocument(deps.db, resolved.requester, documentId, 'view');
  const rows = (await storedReservationsOf(deps.db, [access.document.id])).get(documentId) ?? [];
  return { ...access, rows, photoUrl: linkPhotoUrl(token, documentId) };
}

/** GET transit-token/{token}/documents/{id}/reservations/ */
export async function linkReservations(
  deps: Deps,
  token: string,
  documentId: number,
): Promise<Reservation[]> {
  const resolved = await resolveShare(deps, token);
  const { rows, actor, facts, photoUrl } = await reservationsOfLink(
    deps,
    resolved,
    token,
    documentId,
  );
  return rows.map((row) => reservationOut(row, actor, facts, photoUrl));
}

/** The reservation of the document, and the rulebook's yes to the link's party answering it. */
async function answerable(
  deps: Deps,
  resolved: ResolvedShare,
  token: string,
  documentId: number,
  reservationId: number,
) {
  const found = await reservationsOfLink(deps, resolved, token, documentId);
  const row = found.rows.find((r) => r.id === reservationId);
  if (!row) throw notFound();
  enforce(
    decideReservationAnswer(found.actor, found.facts, {
      box: row.box as ReservationBox,
      answered: row.answer !== null,
    }),
  );
  return { ...found, row };
}

/** POST .../reservations/{rid}/code/: the code to the link's party's own contact, for this answer. */
export async function linkAnswerCode(
  deps: Deps,
  token: string,
  documentId: number,
  reservationId: number,
  meta: RequestMeta,
): Promise<ShareSignCodeResponse> {
  const resolved = await resolveShare(deps, token);
  // The rulebook first: a party that may not answer gets no code.
  const { document, row } = await answerable(deps, resolved, token, documentId, reservationId);
  return sendDecisionCode(
    deps,
    resolved,
    {
      documentId: document.id,
      documentName: document.name,
      receiverId: null,
      reservationId: row.id,
    },
    meta,
  );
}

/**
 * POST .../reservations/{rid}/answer/: accepted or contested with a note, confirmed with the code
 * sent for this reservation (a signing or correction code is refused); the same chain entry and
 * event as an answer in the app, under the name the visitor gave.
 */
export async function linkAnswer(
  deps: Deps,
  token: string,
  documentId: number,
  reservationId: number,
  input: ShareReservationAnswerRequest,
  meta: RequestMeta,
): Promise<Reservation> {
  const resolved = await resolveShare(deps, token);
  const { document, row, actor, facts, photoUrl } = await answerable(
    deps,
    resolved,
    token,
    documentId,
    reservationId,
  );
  const { release } = await spendDecisionCode(
    deps,
    resolved,
    { documentId: document.id, receiverId: null, reservationId: row.id },
    input.code,
  );
  const now = nowIso();
  const name = visitorName(input) ?? '';
  try {
    await writeTransaction(deps, async (trx) => {
      const made = await insertAnswer(trx, deps.dialect, {
        document,
        reservationId: row.id,
        answer: input.answer,
        note: input.note ?? '',
        author: { user_id: null, name, company_name: input.company_name },
        verificationMethod: 'share_link_code',
        now,
      });
      await recordEvent(trx, {
        subject: 'document',
        documentId: document.id,
        transitId: document.transit_id,
        companyId: document.company_id,
        ...visitorCircumstances(meta, now, visitorName(input), input),
        data: {
          type: 'reservation_answered',
          reservation_id: row.id,
          answer: input.answer,
          party: made.party,
          verification_method: 'share_link_code',
          chain_sha256: made.chain,
        },
      });
    });
  } catch (error) {
    // Refused for its own sake (answered meanwhile): the code was not used up by an answer.
    if (error instanceof AppError) await release();
    throw error;
  }
  const answered = (await storedReservationsOf(deps.db, [document.id]))
    .get(document.id)
    ?.find((r) => r.id === row.id);
  if (!answered) throw notFound();
  return reservationOut(answered, actor, facts, photoUrl);
}

/** GET .../reservation-photos/{photoId}/: a photo of a reservation of a document the link shows. */
export async function linkReservationPhoto(
  deps: Deps,
  token: string,
  documentId: number,
  photoId: number,
) {
  const resolved = await resolveShare(deps, token);
  const { rows } = await reservationsOfLink(deps, resolved, token, documentId);
  if (!rows.some((r) => r.photos.some((p) => p.id === photoId))) throw notFound();
  return readReservationPhoto(deps, resolved.requester, photoId);
}
