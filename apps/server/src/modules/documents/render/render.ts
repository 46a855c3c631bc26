import {
  CONTINUATION_LABELS,
  isTableValue,
  layoutContent,
  PAPER_LAYOUTS,
  reservationBoxText,
  type PaperReservation,
  type GeneratedDocumentCode,
  type Language,
  type LayoutBox,
  type SignatureData,
  type SignerType,
} from '@transitdocs/domain';
import {
  A4,
  MM,
  renderPdf,
  stampLines,
  stampTime,
  wrapText,
  type FinishPdf,
} from '../../../platform/pdf/index.ts';
import { layoutToPdfBoxes, type LayoutValueMap } from './layout.ts';

export type RenderSignature = {
  signedByType: SignerType;
  receiverId: number | null;
  signatureData: SignatureData | null;
  /** when the server received the signature */
  createdAt: string;
  /**
   * when it was made on the device; the stamp prints both when it was offline
   * (docs/decisions/0045-offline-times-on-paper.md)
   */
  capturedAt?: string | null;
  /** PNG bytes, null when the image is missing. */
  png: Uint8Array | null;
  /**
   * Printed first in the box: where the signature was made when not here ("signed on the
   * issuing platform (...)" of an imported eCMR, decision 0132).
   */
  note?: string;
};

export type RenderInput = {
  code: GeneratedDocumentCode;
  name: string;
  documentData: Record<string, unknown> | null;
  signatures: RenderSignature[];
  language: Language;
  /** Fixed creation date (tests, benchmark). */
  createdAt?: Date;
  /** The public verification address printed in the footer of a sealed document. */
  verifyUrl?: string;
  /** A CMR's eFTI UIL (`gate/platform/dataset`), printed in the footer when it fits there. */
  uil?: string;
  /** Reservations of boxes 18 and 24 (a CMR), oldest first. */
  reservations?: PaperReservation[];
};

/**
 * Room a CMR's boxes leave for reservations before they go to sheet 2: box 18 beside the
 * carrier's remarks, box 24 above the consignee's signature and stamp.
 */
const RESERVATION_FIT = {
  taking_over: { boxId: '18', maxLines: 4, maxChars: 70 },
  delivery: { boxId: '24', maxLines: 3, maxChars: 46 },
} as const;

/** Boxes 18 and 24 with their reservations (CMR Art. 8 and 30); what does not fit goes to sheet 2. */
function addReservations(
  values: LayoutValueMap,
  reservations: readonly PaperReservation[],
  language: Language,
): void {
  for (const [box, fit] of Object.entries(RESERVATION_FIT)) {
    const own = reservations.filter((r) => r.box === box);
    if (own.length === 0) continue;
    const room = Math.max(1, fit.maxLines - (values[fit.boxId]?.lines?.length ?? 0));
    const text = reservationBoxText(own, language, { maxLines: room, maxChars: fit.maxChars });
    const current = values[fit.boxId] ?? {};
    values[fit.boxId] = {
      ...current,
      lines: [...(current.lines ?? []), ...text.lines],
      ...(text.attached.length > 0
        ? { attached: [...(current.attached ?? []), ...text.attached] }
        : {}),
    };
  }
}

export { stampTime };

/** The stamp under a signature (spec 2 §9). */
export function signatureCaption(signature: RenderSignature): string[] {
  const lines = stampLines(signature.signatureData, signature.createdAt, signature.capturedAt);
  return signature.note ? [signature.note, ...lines] : lines;
}

/** The domain's box values (the web's paper view prints the same), in the engine's shape. */
function valuesOf(
  code: GeneratedDocumentCode,
  data: Record<string, unknown> | null,
  language: Language,
): LayoutValueMap {
  const values: LayoutValueMap = {};
  const content = layoutContent(code, data, language);
  for (const [id, value] of Object.entries(content.values)) {
    values[id] = isTableValue(value)
      ? { rows: value.map((row) => (Array.isArray(row) ? row : [row])) }
      : { lines: value.map((line) => (Array.isArray(line) ? line.join(' ') : line)) };
  }
  for (const list of content.attached) {
    values[list.boxId] = { ...values[list.boxId], attached: list.lines };
  }
  return values;
}

/** The signature a signature box shows: its signer's (a driver signs in the carrier's box). */
function signatureFor(box: LayoutBox, signatures: RenderSignature[]): RenderSignature | null {
  const signer = box.signer;
  if (!signer) return null;
  return (
    signatures.find((s) => s.signedByType === signer) ??
    (signer === 'carrier' ? signatures.find((s) => s.signedByType === 'driver') : undefined) ??
    null
  );
}

/** The engine prints the footer in one 6 pt line between its 12 mm page margins. */
const FOOTER_SIZE = 6;
const FOOTER_WIDTH = (A4.width - 2 * 12) * MM;

/**
 * The first page's footer: the verification address, then the UIL on the same line only when
 * both fit (the form's boxes reach down to the footer, so there is no room for a second line;
 * the verification page always prints the UIL).
 */
function footerOf(input: Pick<RenderInput, 'verifyUrl' | 'uil'>): string | undefined {
  const verify = input.verifyUrl
    ? `Weryfikacja / Verification / Prüfung: ${input.verifyUrl}`
    : undefined;
  if (!input.uil) return verify;
  const withUil = [verify, `eFTI UIL: ${input.uil}`].filter(Boolean).join('   ·   ');
  return wrapText(withUil, FOOTER_SIZE, FOOTER_WIDTH).length === 1 ? withUil : verify;
}

/** A generated document as its paper form (A4, the layout of the web's paper view). */
export async function renderGeneratedPdf(
  input: RenderInput,
  finish?: FinishPdf,
): Promise<Uint8Array> {
  const layout = PAPER_LAYOUTS[input.code];
  const values = valuesOf(input.code, input.documentData, input.language);
  if (input.code === 'CMR' && input.reservations) {
    addReservations(values, input.reservations, input.language);
  }
  // Signature boxes: the image, and the signer's name, company and time under it.
  for (const box of layout.boxes) {
    const signature = box.kind === 'signature' ? signatureFor(box, input.signatures) : null;
    if (signature) {
      // Spread, not replaced: box 24's reservations may have gone to sheet 2 (`attached`).
      values[box.id] = {
        ...values[box.id],
        lines: [...(values[box.id]?.lines ?? []), ...signatureCaption(signature)],
      };
    }
  }
  const boxes = layoutToPdfBoxes(layout, values, input.language, (box) => {
    return signatureFor(box, input.signatures)?.png ?? null;
  });
  const footer = footerOf(input);
  return renderPdf(
    {
      title: input.name || input.code,
      pages: [{ boxes, footer }],
      createdAt: input.createdAt,
      continuationTitle: [
        CONTINUATION_LABELS.pl,
        CONTINUATION_LABELS.en,
        CONTINUATION_LABELS.de,
      ].join(' / '),
    },
    finish,
  );
}
