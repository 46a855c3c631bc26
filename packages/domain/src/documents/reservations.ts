// Reservations (CMR Art. 8 and 30): what the carrier states about the goods and their packaging
// when taking them over (box 18) and the consignee at delivery (box 24), and the other side's
// answer to each.
import { z } from '../zod-config.ts';
import { optionalText } from '../schemas/fields.ts';
import { capturedAtField, optionalOfflineItemId } from '../signing/captured-at.ts';

/** The kinds a reservation names (the code list printed and exported with it). */
export const RESERVATION_KINDS = [
  'packages_missing',
  'packaging_damaged',
  'goods_damaged',
  'wet',
  'seal_missing',
  'seal_broken',
  'seal_number_differs',
  'quantity_differs',
  'temperature',
  'other',
] as const;
export type ReservationKind = (typeof RESERVATION_KINDS)[number];

/** The two moments: taking over (box 18, the carrier) and delivery (box 24, the consignee). */
export const RESERVATION_BOXES = ['taking_over', 'delivery'] as const;
export type ReservationBox = (typeof RESERVATION_BOXES)[number];

/** The CMR box a reservation of `box` is printed in. */
export const RESERVATION_BOX_NUMBER: Record<ReservationBox, 18 | 24> = {
  taking_over: 18,
  delivery: 24,
};

export const RESERVATION_ANSWERS = ['accepted', 'contested'] as const;
export type ReservationAnswerValue = (typeof RESERVATION_ANSWERS)[number];

/** At most this many photos in one reservation. */
export const RESERVATION_MAX_PHOTOS = 6;
/** Per photo as taken: kept in full resolution, so the limit is a phone camera's, not a screen's. */
export const RESERVATION_PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** Free text of a reservation or an answer's note. */
export const RESERVATION_TEXT_MAX = 1000;

const blank = (value: unknown) =>
  value === '' || value === 'null' || value === null ? undefined : value;

/** `0,2` (multipart) or `[0, 2]` (JSON): indexes of the document's goods lines, at least one. */
const lineIndexes = () =>
  z.preprocess(
    (value) => {
      const given = blank(value);
      if (typeof given !== 'string') return given;
      return given
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '')
        .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    },
    z.array(z.number().int().min(0)).min(1).max(200),
  );

const quantity = () =>
  z.preprocess((value) => {
    const given = blank(value);
    if (typeof given === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(given)) return Number(given);
    return given;
  }, z.number().min(0).max(1_000_000_000).optional());

const formId = () =>
  z.preprocess((value) => {
    const given = blank(value);
    return typeof given === 'string' && /^\s*\d+\s*$/.test(given) ? Number(given) : given;
  }, z.number().int().positive());

/** Multipart fields of POST document-reservation/ (photos are `photos`, checked by the server). */
export const ReservationFields = z.strictObject({
  document: formId(),
  box: z.enum(RESERVATION_BOXES),
  kind: z.enum(RESERVATION_KINDS),
  lines: lineIndexes(),
  counted_quantity: quantity(),
  stated_quantity: quantity(),
  text: optionalText(RESERVATION_TEXT_MAX).optional(),
  /** device time the reservation was made at (made offline, sent later) */
  captured_at: capturedAtField(),
  /** the phone's id of a queued reservation: sent twice, it is recorded once */
  item_id: optionalOfflineItemId(),
});
export type ReservationFields = z.infer<typeof ReservationFields>;

/** The same fields from a share link's visitor (the code is given when answering only). */
export const LinkReservationFields = ReservationFields;

export const ReservationPhoto = z.object({
  id: z.number().int(),
  /** URL of the photo as taken */
  photo: z.string(),
  sha256: z.string(),
  mime: z.string(),
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ReservationPhoto = z.infer<typeof ReservationPhoto>;

export const ReservationAnswer = z.object({
  answer: z.enum(RESERVATION_ANSWERS),
  note: z.string(),
  /** who answered and for which party */
  by_name: z.string(),
  company_name: z.string(),
  party: z.enum(['sender', 'carrier']),
  /** how the answer was verified: pin | sms | share_link_code */
  verification_method: z.string(),
  answered_at: z.string(),
  chain_sha256: z.string(),
});
export type ReservationAnswer = z.infer<typeof ReservationAnswer>;

export const Reservation = z.object({
  id: z.number().int(),
  document: z.number().int(),
  box: z.enum(RESERVATION_BOXES),
  box_number: z.union([z.literal(18), z.literal(24)]),
  kind: z.enum(RESERVATION_KINDS),
  lines: z.array(z.number().int()),
  counted_quantity: z.number().nullable(),
  stated_quantity: z.number().nullable(),
  text: z.string(),
  by_name: z.string(),
  company_name: z.string(),
  party: z.enum(['carrier', 'receiver']),
  recorded_at: z.string(),
  captured_at: z.string(),
  photos: z.array(ReservationPhoto),
  chain_sha256: z.string(),
  answer: ReservationAnswer.nullable(),
  /** whether the caller may answer it now */
  can_answer: z.boolean(),
});
export type Reservation = z.infer<typeof Reservation>;

/**
 * POST document-reservation/{id}/answer/: accepted or contested, with a note, verified like a
 * signature: the signed-in user's PIN, or a passed SMS verification (`verification`).
 */
export const ReservationAnswerRequest = z.strictObject({
  answer: z.enum(RESERVATION_ANSWERS),
  note: optionalText(RESERVATION_TEXT_MAX).optional(),
  pin: z.string().trim().max(20).optional(),
});
export type ReservationAnswerRequest = z.infer<typeof ReservationAnswerRequest>;

/** The same through a share link: the link's one-time code stands for the PIN. */
export const LinkReservationAnswerRequest = z.strictObject({
  answer: z.enum(RESERVATION_ANSWERS),
  note: optionalText(RESERVATION_TEXT_MAX).optional(),
  code: z.string().trim().min(1).max(20),
});
export type LinkReservationAnswerRequest = z.infer<typeof LinkReservationAnswerRequest>;

/** A document's goods line as a reservation names it. */
export type GoodsLine = { index: number; name: string; quantity: number | null };

/**
 * The goods lines of a document's data, numbered in the order the form prints them (every
 * receiver's cargo in turn); a reservation names lines by these indexes.
 */
export function goodsLinesOf(documentData: unknown): GoodsLine[] {
  if (typeof documentData !== 'object' || documentData === null) return [];
  const receivers = (documentData as { receivers?: unknown }).receivers;
  if (!Array.isArray(receivers)) return [];
  const lines: GoodsLine[] = [];
  for (const receiver of receivers as unknown[]) {
    const cargo =
      typeof receiver === 'object' && receiver !== null
        ? (receiver as { cargo?: unknown }).cargo
        : undefined;
    if (!Array.isArray(cargo)) continue;
    for (const line of cargo as unknown[]) {
      const record = (typeof line === 'object' && line !== null ? line : {}) as Record<
        string,
        unknown
      >;
      const amount = record.quantity ?? record.quantityDeclared;
      lines.push({
        index: lines.length,
        name: typeof record.name === 'string' ? record.name : '',
        quantity: typeof amount === 'number' ? amount : null,
      });
    }
  }
  return lines;
}

/** The position in `lines` of the first index the document does not have, else -1. */
export function unknownGoodsLine(lines: readonly number[], goods: readonly GoodsLine[]): number {
  return lines.findIndex((index) => index >= goods.length);
}

/** Which party records reservations of a box, and which party answers them. */
export const RESERVATION_PARTIES: Record<
  ReservationBox,
  { records: 'carrier' | 'receiver'; answers: 'sender' | 'carrier' }
> = {
  taking_over: { records: 'carrier', answers: 'sender' },
  delivery: { records: 'receiver', answers: 'carrier' },
};

/**
 * What a reservation's chain entry proves: everything it states, each photo's SHA-256 and who
 * made it when. The verification recomputes it from the stored rows, so a changed row or photo
 * hash breaks the chain as a changed body does.
 */
export function reservationChainBody(input: {
  id: number;
  box: ReservationBox;
  kind: string;
  lines: readonly number[];
  counted_quantity: number | null;
  stated_quantity: number | null;
  text: string;
  photos: readonly { sha256: string; size: number; mime: string }[];
  captured_at: string;
  by: { user_id: number | null; name: string; company_name: string; party: string };
}): unknown {
  return {
    reservation_id: input.id,
    box: input.box,
    kind: input.kind,
    lines: [...input.lines],
    counted_quantity: input.counted_quantity,
    stated_quantity: input.stated_quantity,
    text: input.text,
    photos: input.photos.map((p) => ({ sha256: p.sha256, size: p.size, mime: p.mime })),
    captured_at: input.captured_at,
    by: input.by,
  };
}

/** What an answer's chain entry proves. */
export function reservationAnswerChainBody(input: {
  id: number;
  reservation_id: number;
  reservation_chain_sha256: string;
  answer: string;
  note: string;
  verification_method: string;
  by: { user_id: number | null; name: string; company_name: string; party: string };
}): unknown {
  return {
    answer_id: input.id,
    reservation_id: input.reservation_id,
    reservation_chain_sha256: input.reservation_chain_sha256,
    answer: input.answer,
    note: input.note,
    verification_method: input.verification_method,
    by: input.by,
  };
}

type Words = { pl: string; en: string; de: string };

/** How a reservation's kind reads on paper (the web has its own translations). */
export const RESERVATION_KIND_WORDS: Record<ReservationKind, Words> = {
  packages_missing: { pl: 'Brak sztuk', en: 'Packages missing', de: 'Fehlende Packstücke' },
  packaging_damaged: {
    pl: 'Uszkodzone opakowanie',
    en: 'Packaging damaged',
    de: 'Verpackung beschädigt',
  },
  goods_damaged: { pl: 'Uszkodzony towar', en: 'Goods damaged', de: 'Ware beschädigt' },
  wet: { pl: 'Zamoknięty', en: 'Wet', de: 'Nass' },
  seal_missing: { pl: 'Brak plomby', en: 'Seal missing', de: 'Plombe fehlt' },
  seal_broken: { pl: 'Zerwana plomba', en: 'Seal broken', de: 'Plombe gebrochen' },
  seal_number_differs: {
    pl: 'Inny numer plomby',
    en: 'Seal number differs',
    de: 'Plombennummer abweichend',
  },
  quantity_differs: { pl: 'Inna ilość', en: 'Quantity differs', de: 'Menge abweichend' },
  temperature: { pl: 'Temperatura', en: 'Temperature', de: 'Temperatur' },
  other: { pl: 'Inne', en: 'Other', de: 'Sonstiges' },
};

const PAPER_WORDS = {
  lines: { pl: 'poz.', en: 'lines', de: 'Pos.' },
  counted: {
    pl: 'policzono {counted} z {stated}',
    en: 'counted {counted} of {stated}',
    de: '{counted} von {stated} gezählt',
  },
  photos: { pl: 'zdjęcia: {n}', en: 'photos: {n}', de: 'Fotos: {n}' },
  accepted: { pl: 'przyjęte przez {name}', en: 'accepted by {name}', de: 'angenommen von {name}' },
  contested: {
    pl: 'zakwestionowane przez {name}',
    en: 'contested by {name}',
    de: 'bestritten von {name}',
  },
  see: {
    pl: 'Zastrzeżenia ({n}): zob. arkusz 2',
    en: 'Reservations ({n}): see sheet 2',
    de: 'Vorbehalte ({n}): siehe Blatt 2',
  },
} satisfies Record<string, Words>;

/** A reservation as the paper form prints it. */
export type PaperReservation = {
  box: ReservationBox;
  kind: ReservationKind;
  lines: number[];
  counted_quantity: number | null;
  stated_quantity: number | null;
  text: string;
  by_name: string;
  company_name: string;
  /** the time as the stamp prints it */
  time: string;
  photos: number;
  answer: { answer: ReservationAnswerValue; by_name: string } | null;
};

const wordIn = (words: Words, language: string) =>
  language === 'pl' ? words.pl : language === 'de' ? words.de : words.en;

/** One reservation as one line of text on the form (goods lines numbered from 1, as printed). */
export function reservationPaperLine(r: PaperReservation, language: string): string {
  const fill = (words: Words, values: Record<string, string | number>) =>
    Object.entries(values).reduce(
      (text, [key, value]) => text.replace(`{${key}}`, String(value)),
      wordIn(words, language),
    );
  const parts = [
    wordIn(RESERVATION_KIND_WORDS[r.kind], language),
    r.lines.length > 0
      ? `${wordIn(PAPER_WORDS.lines, language)} ${r.lines.map((i) => i + 1).join(', ')}`
      : '',
    r.counted_quantity !== null && r.stated_quantity !== null
      ? fill(PAPER_WORDS.counted, { counted: r.counted_quantity, stated: r.stated_quantity })
      : '',
    r.text,
    [r.by_name, r.company_name, r.time].filter((p) => p !== '').join(', '),
    r.photos > 0 ? fill(PAPER_WORDS.photos, { n: r.photos }) : '',
    r.answer ? fill(PAPER_WORDS[r.answer.answer], { name: r.answer.by_name }) : '',
  ];
  return parts.filter((p) => p !== '').join(' – ');
}

/** Words of `text` on lines of at most `maxChars` characters (a longer word stands alone). */
function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    if (line !== '' && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/**
 * What a box prints of its reservations: all of them, wrapped to `maxChars`, when they fit in
 * `maxLines` lines, else one line pointing to sheet 2, where `attached` prints them in full.
 */
export function reservationBoxText(
  reservations: readonly PaperReservation[],
  language: string,
  fit: { maxLines: number; maxChars: number },
): { lines: string[]; attached: string[] } {
  if (reservations.length === 0) return { lines: [], attached: [] };
  const lines = reservations.map((r) => reservationPaperLine(r, language));
  const wrapped = lines.flatMap((line) => wrapWords(line, fit.maxChars));
  if (wrapped.length <= fit.maxLines) return { lines: wrapped, attached: [] };
  return {
    lines: [wordIn(PAPER_WORDS.see, language).replace('{n}', String(reservations.length))],
    attached: lines,
  };
}
