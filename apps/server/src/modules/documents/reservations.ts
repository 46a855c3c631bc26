// Reservations (CMR Art. 8 and 30; boxes 18 and 24) and the other side's answers: each one an
// entry of its document's hash chain (docs/decisions/0126-reservations.md).
import {
  RESERVATION_BOX_NUMBER,
  RESERVATION_PARTIES,
  canonicalJson,
  decideReservationAnswer,
  goodsLinesOf,
  reservationAnswerChainBody,
  reservationChainBody,
  unknownGoodsLine,
  type Actor,
  type DocumentFacts,
  type Reservation,
  type ReservationAnswerRequest,
  type ReservationBox,
  type ReservationFields,
  type ReservationKind,
} from '@transitdocs/domain';
import { isUniqueViolation, nowIso, type DialectName, type Executor } from '../../db/index.ts';
import type {
  DocumentReservationAnswerRow,
  DocumentReservationPhotoRow,
  DocumentReservationRow,
  DocumentRow,
} from '../../db/schema.ts';
import { requireAccountAction, type Caller, type Requester } from '../../platform/auth.ts';
import type { Deps, RequestMeta } from '../../platform/context.ts';
import { AppError, enforce, fieldError, notFound } from '../../platform/errors.ts';
import { writeTransaction } from '../../platform/events/index.ts';
import { readImageSize } from '../../platform/images/size.ts';
import { reencodePhotos } from '../../platform/images/photos.ts';
import { checkUserPin, getCompany, getUser } from '../accounts/index.ts';
import { holdOpenTransit, requireTransit } from '../transits/index.ts';
import { appendEvent, asUser } from './access.ts';
import { appendChainRecord, holdDocumentChain } from './chain.ts';
import { requireDocument } from './guard.ts';
import type { UploadedFile } from './multipart.ts';
import { checkCapturedAt, findQueuedItem, type QueuedItem } from './offline-items.ts';
import * as repo from './repo.ts';
import type { StoredFileAnswer } from './remarks.ts';

const API = '/company/api/v1/';

/** The side that records a box's reservations and the side that answers them, by name. */
const recordingAction = (box: ReservationBox) =>
  box === 'taking_over' ? 'reserve_taking_over' : 'reserve_delivery';

/** Who made a record, as its chain body and the answer name him. */
export type RecordAuthor = {
  user_id: number | null;
  name: string;
  company_name: string;
};

async function authorOf(deps: Deps, caller: Caller): Promise<RecordAuthor> {
  const [user, company] = await Promise.all([
    getUser(deps.db, caller.userId),
    getCompany(deps.db, caller.companyId),
  ]);
  return {
    user_id: caller.userId,
    name: user ? `${user.first_name} ${user.last_name}`.trim() : '',
    company_name: company?.name ?? '',
  };
}

function parseLines(text: string): number[] {
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? value.filter((n): n is number => typeof n === 'number') : [];
  } catch {
    return [];
  }
}

/** PNG or JPEG by its first bytes (the image pool has decoded it before it is stored). */
function mimeOf(bytes: Buffer): string {
  return bytes[0] === 0xff && bytes[1] === 0xd8 ? 'image/jpeg' : 'image/png';
}

/** A document's reservations, answers and photos, as stored. */
export type StoredReservation = DocumentReservationRow & {
  photos: DocumentReservationPhotoRow[];
  answer: DocumentReservationAnswerRow | null;
};

/** The reservations of the documents, oldest first, by document id. */
export async function storedReservationsOf(
  db: Executor,
  documentIds: readonly number[],
): Promise<Map<number, StoredReservation[]>> {
  const out = new Map<number, StoredReservation[]>();
  if (documentIds.length === 0) return out;
  const rows = await db
    .selectFrom('document_reservations')
    .selectAll()
    .where('document_id', 'in', [...documentIds])
    .orderBy('id')
    .execute();
  if (rows.length === 0) return out;
  const ids = rows.map((r) => r.id);
  const [photos, answers] = await Promise.all([
    db
      .selectFrom('document_reservation_photos')
      .selectAll()
      .where('reservation_id', 'in', ids)
      .orderBy('reservation_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('document_reservation_answers')
      .selectAll()
      .where('reservation_id', 'in', ids)
      .execute(),
  ]);
  for (const row of rows) {
    const list = out.get(row.document_id) ?? [];
    list.push({
      ...row,
      photos: photos.filter((p) => p.reservation_id === row.id),
      answer: answers.find((a) => a.reservation_id === row.id) ?? null,
    });
    out.set(row.document_id, list);
  }
  return out;
}

/** The chain body a stored reservation proves (recomputed by the verification). */
export function storedReservationBody(row: StoredReservation): string {
  return canonicalJson(
    reservationChainBody({
      id: row.id,
      box: row.box as ReservationBox,
      kind: row.kind,
      lines: parseLines(row.lines),
      counted_quantity: row.counted_quantity,
      stated_quantity: row.stated_quantity,
      text: row.text,
      photos: row.photos,
      captured_at: row.captured_at,
      by: {
        user_id: row.user_id,
        name: row.by_name,
        company_name: row.company_name,
        party: row.party,
      },
    }),
  );
}

/** The chain body a stored answer proves. */
export function storedAnswerBody(
  answer: DocumentReservationAnswerRow,
  reservation: Pick<DocumentReservationRow, 'chain_sha256'>,
): string {
  return canonicalJson(
    reservationAnswerChainBody({
      id: answer.id,
      reservation_id: answer.reservation_id,
      reservation_chain_sha256: reservation.chain_sha256 ?? '',
      answer: answer.answer,
      note: answer.note,
      verification_method: answer.verification_method,
      by: {
        user_id: answer.user_id,
        name: answer.by_name,
        company_name: answer.company_name,
        party: answer.party,
      },
    }),
  );
}

/** A stored reservation as the API answers it to `actor` (who may or may not answer it). */
export function reservationOut(
  row: StoredReservation,
  actor: Actor | null,
  facts: DocumentFacts | null,
  photoUrl: (photoId: number) => string = (id) => `${API}document-reservation-photo/${id}/download`,
): Reservation {
  const box = row.box as ReservationBox;
  return {
    id: row.id,
    document: row.document_id,
    box,
    box_number: RESERVATION_BOX_NUMBER[box],
    kind: row.kind as ReservationKind,
    lines: parseLines(row.lines),
    counted_quantity: row.counted_quantity,
    stated_quantity: row.stated_quantity,
    text: row.text,
    by_name: row.by_name,
    company_name: row.company_name,
    party: row.party === 'carrier' ? 'carrier' : 'receiver',
    recorded_at: row.created_at,
    captured_at: row.captured_at,
    photos: row.photos.map((p) => ({
      id: p.id,
      photo: photoUrl(p.id),
      sha256: p.sha256,
      mime: p.mime,
      size: p.size,
      width: p.width,
      height: p.height,
    })),
    chain_sha256: row.chain_sha256 ?? '',
    answer: row.answer
      ? {
          answer: row.answer.answer === 'accepted' ? 'accepted' : 'contested',
          note: row.answer.note,
          by_name: row.answer.by_name,
          company_name: row.answer.company_name,
          party: row.answer.party === 'sender' ? 'sender' : 'carrier',
          verification_method: row.answer.verification_method,
          answered_at: row.answer.created_at,
          chain_sha256: row.answer.chain_sha256 ?? '',
        }
      : null,
    can_answer:
      actor !== null &&
      facts !== null &&
      decideReservationAnswer(actor, facts, { box, answered: row.answer !== null }).allowed,
  };
}

/** GET document-reservation/?document=: a document's reservations, oldest first. */
export async function listReservations(
  deps: Deps,
  requester: Requester,
  documentId: number,
): Promise<Reservation[]> {
  const { document, actor, facts } = await requireDocument(deps.db, requester, documentId, 'view');
  const rows = (await storedReservationsOf(deps.db, [document.id])).get(document.id) ?? [];
  return rows.map((row) => reservationOut(row, actor, facts));
}

/** Photos as taken: decoded in the image pool only to prove they are pictures, then kept whole. */
export async function checkedOriginals(
  deps: Deps,
  photos: UploadedFile[],
): Promise<{ bytes: Buffer; width: number; height: number; mime: string }[]> {
  const originals = photos.map((photo) => {
    const size = readImageSize(photo.bytes);
    return {
      bytes: photo.bytes,
      width: size?.width ?? 0,
      height: size?.height ?? 0,
      mime: mimeOf(photo.bytes),
    };
  });
  // A tiny re-encode decodes every pixel off the event loop (its output is dropped); the pool
  // takes the bytes it is given, so it gets copies and the originals are stored.
  await reencodePhotos(
    deps.images,
    photos.map((photo) => ({ bytes: Buffer.from(photo.bytes) })),
    16,
  );
  return originals;
}

/** The lines named must be the document's own: `lines.N` names the first one it lacks. */
export function checkLines(document: Pick<DocumentRow, 'document_data'>, lines: number[]): void {
  const goods = goodsLinesOf(parseData(document.document_data));
  const bad = unknownGoodsLine(lines, goods);
  if (bad >= 0) throw fieldError(`lines.${bad}`, 'reservation_line_unknown');
}

function parseData(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The rows of one new reservation, written in the caller's transaction with its chain entry. */
export async function insertReservation(
  trx: Executor,
  dialect: DialectName,
  input: {
    document: DocumentRow;
    fields: ReservationFields;
    author: RecordAuthor;
    photos: { sha256: string; size: number; mime: string; width: number; height: number }[];
    capturedAt: string;
    now: string;
  },
): Promise<{ id: number; chain: string }> {
  const { document, fields, author, photos, capturedAt, now } = input;
  await holdDocumentChain(trx, dialect, document.id);
  const party = RESERVATION_PARTIES[fields.box].records;
  const row = await trx
    .insertInto('document_reservations')
    .values({
      document_id: document.id,
      company_id: document.company_id,
      box: fields.box,
      kind: fields.kind,
      lines: JSON.stringify(fields.lines),
      counted_quantity: fields.counted_quantity ?? null,
      stated_quantity: fields.stated_quantity ?? null,
      text: fields.text ?? '',
      party,
      user_id: author.user_id,
      by_name: author.name,
      company_name: author.company_name,
      captured_at: capturedAt,
      created_at: now,
      chain_sha256: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (photos.length > 0) {
    await trx
      .insertInto('document_reservation_photos')
      .values(
        photos.map((p, position) => ({
          reservation_id: row.id,
          company_id: document.company_id,
          position,
          sha256: p.sha256,
          mime: p.mime,
          size: p.size,
          width: p.width,
          height: p.height,
        })),
      )
      .execute();
  }
  const chain = await appendChainRecord(trx, {
    document_id: document.id,
    company_id: document.company_id,
    subject_id: row.id,
    kind: 'reservation',
    body: reservationChainBody({
      id: row.id,
      box: fields.box,
      kind: fields.kind,
      lines: fields.lines,
      counted_quantity: fields.counted_quantity ?? null,
      stated_quantity: fields.stated_quantity ?? null,
      text: fields.text ?? '',
      photos,
      captured_at: capturedAt,
      by: { ...author, party },
    }),
    recorded_at: now,
  });
  await trx
    .updateTable('document_reservations')
    .set({ chain_sha256: chain })
    .where('id', '=', row.id)
    .execute();
  return { id: row.id, chain };
}

/**
 * POST document-reservation/: a reservation in box 18 (the carrier, taking over) or 24 (the
 * consignee, delivery) with its photos kept as taken. A queued one sent again answers the
 * reservation it made the first time.
 */
export async function addReservation(
  deps: Deps,
  caller: Caller,
  fields: ReservationFields,
  photos: UploadedFile[],
  meta: RequestMeta,
): Promise<Reservation> {
  const requester = asUser(caller);
  const itemId = fields.item_id;
  const earlier = itemId === undefined ? undefined : await findQueuedItem(deps.db, caller, itemId);
  if (earlier) return replayed(deps, requester, earlier, fields.document);
  const { document, transit } = await requireDocument(
    deps.db,
    requester,
    fields.document,
    recordingAction(fields.box),
  );
  checkLines(document, fields.lines);
  const now = nowIso();
  checkCapturedAt(fields.captured_at, now);
  const originals = await checkedOriginals(deps, photos);
  const stored: { sha256: string; size: number; mime: string; width: number; height: number }[] =
    [];
  for (const original of originals) {
    const put = await deps.files.put(original.bytes);
    stored.push({ ...put, mime: original.mime, width: original.width, height: original.height });
  }
  const author = await authorOf(deps, caller);
  const capturedAt = fields.captured_at ?? now;
  let created: { id: number; chain: string };
  try {
    created = await writeTransaction(deps, async (trx) => {
      await holdOpenTransit(trx, transit);
      const made = await insertReservation(trx, deps.dialect, {
        document,
        fields,
        author,
        photos: stored,
        capturedAt,
        now,
      });
      if (itemId !== undefined) {
        await repo.insertOfflineItem(trx, {
          company_id: caller.companyId,
          user_id: caller.userId,
          item_id: itemId,
          kind: 'reservation',
          document_id: document.id,
          key_id: null,
          device_signature: null,
          status: 'applied',
          signature_id: null,
          remark_id: null,
          reservation_id: made.id,
          answer_status: null,
          answer_key: null,
          answer_body: null,
          captured_at: capturedAt,
          created_at: now,
        });
      }
      await appendEvent(
        trx,
        document,
        { caller, meta, now, author: { company_name: author.company_name } },
        {
          type: 'reservation_recorded',
          reservation_id: made.id,
          box: fields.box,
          kind: fields.kind,
          lines: fields.lines,
          photos: stored.length,
          chain_sha256: made.chain,
          captured_at: capturedAt,
          ...(itemId === undefined ? {} : { item_id: itemId }),
        },
      );
      return made;
    });
  } catch (error) {
    // The same queued reservation arrived twice at once: the first one stands.
    const winner =
      itemId !== undefined && isUniqueViolation(error)
        ? await findQueuedItem(deps.db, caller, itemId)
        : undefined;
    if (winner) return replayed(deps, requester, winner, document.id);
    throw error;
  }
  return oneReservation(deps, requester, document.id, created.id);
}

async function oneReservation(
  deps: Deps,
  requester: Requester,
  documentId: number,
  id: number,
): Promise<Reservation> {
  const found = (await listReservations(deps, requester, documentId)).find((r) => r.id === id);
  if (!found) throw notFound();
  return found;
}

/** The reservation a queued item made, answered again; an item id used for another is refused. */
async function replayed(
  deps: Deps,
  requester: Requester,
  item: QueuedItem,
  documentId: number,
): Promise<Reservation> {
  if (item.kind !== 'reservation' || item.document_id !== documentId || !item.reservation_id) {
    throw fieldError('item_id', 'offline_item_reused');
  }
  return oneReservation(deps, requester, documentId, item.reservation_id);
}

/** A reservation by id with the document it belongs to, within what the requester reaches. */
async function requireReservation(deps: Deps, requester: Requester, id: number) {
  const row = await deps.db
    .selectFrom('document_reservations')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  const access = await requireDocument(deps.db, requester, row.document_id, 'view');
  return { row, ...access };
}

/** The answer's rows and chain entry, in the caller's transaction; a second answer is refused. */
export async function insertAnswer(
  trx: Executor,
  dialect: DialectName,
  input: {
    document: DocumentRow;
    reservationId: number;
    answer: ReservationAnswerRequest['answer'];
    note: string;
    author: RecordAuthor;
    verificationMethod: string;
    now: string;
  },
): Promise<{ id: number; chain: string; party: string }> {
  const { document, author, now } = input;
  await holdDocumentChain(trx, dialect, document.id);
  const reservation = await trx
    .selectFrom('document_reservations')
    .selectAll()
    .where('id', '=', input.reservationId)
    .executeTakeFirstOrThrow();
  const party = RESERVATION_PARTIES[reservation.box as ReservationBox].answers;
  let row: { id: number };
  try {
    row = await trx
      .insertInto('document_reservation_answers')
      .values({
        reservation_id: reservation.id,
        document_id: document.id,
        company_id: document.company_id,
        answer: input.answer,
        note: input.note,
        party,
        user_id: author.user_id,
        by_name: author.name,
        company_name: author.company_name,
        verification_method: input.verificationMethod,
        created_at: now,
        chain_sha256: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('answer', 'reservation_already_answered');
    throw error;
  }
  const chain = await appendChainRecord(trx, {
    document_id: document.id,
    company_id: document.company_id,
    subject_id: row.id,
    kind: 'reservation_answer',
    body: reservationAnswerChainBody({
      id: row.id,
      reservation_id: reservation.id,
      reservation_chain_sha256: reservation.chain_sha256 ?? '',
      answer: input.answer,
      note: input.note,
      verification_method: input.verificationMethod,
      by: { ...author, party },
    }),
    recorded_at: now,
  });
  await trx
    .updateTable('document_reservation_answers')
    .set({ chain_sha256: chain })
    .where('id', '=', row.id)
    .execute();
  return { id: row.id, chain, party };
}

/**
 * POST document-reservation/{id}/answer/: the other side accepts or contests, confirmed with the
 * answerer's PIN as a signature is (five wrong ones lock it), timed and chained.
 */
export async function answerReservation(
  deps: Deps,
  caller: Caller,
  reservationId: number,
  input: ReservationAnswerRequest,
  meta: RequestMeta,
): Promise<Reservation> {
  const requester = asUser(caller);
  const { row, document, actor, facts } = await requireReservation(deps, requester, reservationId);
  const answered = await deps.db
    .selectFrom('document_reservation_answers')
    .select('id')
    .where('reservation_id', '=', row.id)
    .executeTakeFirst();
  enforce(
    decideReservationAnswer(actor, facts, {
      box: row.box as ReservationBox,
      answered: answered !== undefined,
    }),
  );
  // Trying a person's PIN is his alone, never a key's.
  requireAccountAction(caller, 'own_credentials');
  if (input.pin === undefined || input.pin === '') throw fieldError('pin', 'field_required');
  const user = await getUser(deps.db, caller.userId);
  if (!user) throw notFound();
  if (!user.pin_hash) throw fieldError('pin', 'pin_not_set');
  const keys = [`ip:${meta.ip}`];
  await deps.limiter.check('sign-pin', keys);
  try {
    await checkUserPin(deps.db, user, input.pin, 'pin');
  } catch (error) {
    if (error instanceof AppError) await deps.limiter.fail('sign-pin', keys);
    throw error;
  }
  const author = await authorOf(deps, caller);
  const now = nowIso();
  await writeTransaction(deps, async (trx) => {
    const made = await insertAnswer(trx, deps.dialect, {
      document,
      reservationId: row.id,
      answer: input.answer,
      note: input.note ?? '',
      author,
      verificationMethod: 'pin',
      now,
    });
    await appendEvent(
      trx,
      document,
      { caller, meta, now, author: { company_name: author.company_name } },
      {
        type: 'reservation_answered',
        reservation_id: row.id,
        answer: input.answer,
        party: made.party,
        verification_method: 'pin',
        chain_sha256: made.chain,
      },
    );
  });
  return oneReservation(deps, requester, document.id, row.id);
}

/** GET document-reservation-photo/{id}/download: a reservation photo as it was taken. */
export async function readReservationPhoto(
  deps: Deps,
  requester: Requester,
  photoId: number,
): Promise<StoredFileAnswer> {
  const photo = await deps.db
    .selectFrom('document_reservation_photos as p')
    .innerJoin('document_reservations as r', 'r.id', 'p.reservation_id')
    .innerJoin('documents as d', 'd.id', 'r.document_id')
    .select(['p.id', 'p.sha256', 'p.mime', 'd.transit_id', 'd.id as document_id'])
    .where('p.id', '=', photoId)
    .executeTakeFirst();
  if (!photo) throw notFound();
  if (requester.kind === 'user') {
    await requireTransit(deps.db, requester, photo.transit_id, 'view');
  } else {
    await requireDocument(deps.db, requester, photo.document_id, 'view');
  }
  const stored = await deps.files.stream(photo.sha256);
  if (!stored) throw notFound();
  const extension = photo.mime === 'image/jpeg' ? 'jpg' : 'png';
  return { ...stored, mime: photo.mime, fileName: `reservation-photo-${photo.id}.${extension}` };
}
