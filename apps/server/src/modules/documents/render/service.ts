import type { Readable } from 'node:stream';
import {
  RESERVATION_KINDS,
  reservationPaperLine,
  type PaperReservation,
  CmrData,
  generatedCodeOf,
  isGeneratedDocumentType,
  isXmlExportable,
  parseErrorKey,
  uilText,
  type Language,
} from '@transitdocs/domain';
import type { Caller } from '../../../platform/auth.ts';
import type { Deps } from '../../../platform/context.ts';
import { buildEcmrXml, type EcmrSignature } from '../../../platform/ecmr/index.ts';
import { fieldError, notFound } from '../../../platform/errors.ts';
import { offlineCapturedAt, renderTableDocument, stampLines } from '../../../platform/pdf/index.ts';
import {
  getDocumentForCaller,
  listDocumentEvents,
  readDocumentFile,
  type DocumentEventOut,
  type DocumentForRender,
} from '../read.ts';
import { renderGeneratedPdf, stampTime, type RenderSignature } from './render.ts';
import { documentUil, sealPlan, signatureFacts } from './sealed.ts';
import { storedReservationsOf, type StoredReservation } from '../reservations.ts';
import {
  importedEcmrSignature,
  importedRenderSignature,
  importedSignaturesOf,
  importOfDocument,
} from '../imported.ts';

/** A stored reservation as the form prints it, with its answer. */
function paperReservation(r: StoredReservation): PaperReservation {
  return {
    box: r.box === 'taking_over' ? 'taking_over' : 'delivery',
    kind: RESERVATION_KINDS.find((kind) => kind === r.kind) ?? 'other',
    lines: parseLines(r.lines),
    counted_quantity: r.counted_quantity,
    stated_quantity: r.stated_quantity,
    text: r.text,
    by_name: r.by_name,
    company_name: r.company_name,
    time: stampTime(r.captured_at),
    photos: r.photos.length,
    answer: r.answer
      ? {
          answer: r.answer.answer === 'accepted' ? 'accepted' : 'contested',
          by_name: r.answer.by_name,
        }
      : null,
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

/**
 * A file to send: bytes made here (a rendered PDF, XML), or a stored file as it was stored, which
 * streams from the file store to the client (with its size for Content-Length) and so never sits
 * whole in memory.
 */
export type FileAnswer = { fileName: string; contentType: string } & (
  { bytes: Uint8Array } | { stream: Readable; size: number }
);

/** Width of a signature placed on an uploaded PDF, as a fraction of the page width. */
export const PLACED_SIGNATURE_WIDTH = 0.25;

/** A file name safe on every system: letters (Polish too), digits, - _ . and spaces. */
export function safeFileName(name: string, extension: string): string {
  const base = name
    .normalize('NFC')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/[^\p{L}\p{N} ._-]+/gu, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
  return `${base || 'document'}.${extension}`;
}

async function signatureImages(
  deps: Deps,
  doc: DocumentForRender,
): Promise<Map<number, Uint8Array | null>> {
  const images = new Map<number, Uint8Array | null>();
  await Promise.all(
    doc.signatures.map(async (s) => {
      images.set(s.id, s.signatureSha256 ? await readDocumentFile(deps, s.signatureSha256) : null);
    }),
  );
  return images;
}

/** The document as PDF: the paper form of a generated one, the upload with placed signatures. */
export async function documentPdf(
  deps: Deps,
  caller: Caller,
  id: number,
  language: Language,
): Promise<FileAnswer> {
  return renderDocumentPdf(deps, await getDocumentForCaller(deps, caller, id), language);
}

/**
 * The PDF of a document whose access was checked (by a caller or a share link). Once signed it is
 * sealed: the signatures with their stamps, a verification page with the QR code of the public
 * verification page, then the company seal; every sealed PDF handed out is recorded.
 */
export async function renderDocumentPdf(
  deps: Deps,
  doc: DocumentForRender,
  language: Language,
): Promise<FileAnswer> {
  const facts = await signatureFacts(deps.db, doc);
  const capturedAt = (id: number) => facts.get(id)?.capturedAt ?? null;
  const [images, seal] = await Promise.all([
    signatureImages(deps, doc),
    sealPlan(deps, doc, facts),
  ]);
  const fileName = safeFileName(doc.name || doc.code, 'pdf');
  const answer = async (bytes: Uint8Array): Promise<FileAnswer> => {
    if (seal) await seal.record(bytes);
    return { bytes, fileName, contentType: 'application/pdf' };
  };
  if (doc.fileSha256) {
    // Not signed: the upload as it was stored, streamed.
    if (!seal) return storedPdf(deps, doc.fileSha256, fileName);
    const original = await readDocumentFile(deps, doc.fileSha256);
    if (!original) throw notFound();
    const placements = doc.signatures.flatMap((s) => {
      const png = images.get(s.id);
      return s.placement && png
        ? [
            {
              page: s.placement.page,
              xFraction: s.placement.x,
              yFraction: s.placement.y,
              widthFraction: PLACED_SIGNATURE_WIDTH,
              png,
              lines: stampLines(s.signatureData, s.createdAt, capturedAt(s.id)),
            },
          ]
        : [];
    });
    // Off the event loop: a large upload parses and writes for seconds.
    return answer(await deps.pdfStamper.stamp({ original, placements, seal: seal.sealing }));
  }
  const code = isGeneratedDocumentType(doc.type) ? generatedCodeOf(doc.type) : null;
  if (!code) throw notFound();
  const signatures: RenderSignature[] = [
    ...(await importedSignaturesOf(deps.db, [doc.id])).map((s) =>
      importedRenderSignature(s, ISSUING_PLATFORM_TEXT[language === 'pl' ? 'pl' : 'en']),
    ),
    ...doc.signatures.map((s) => ({
      signedByType: s.signedByType,
      receiverId: s.receiverId,
      signatureData: s.signatureData,
      createdAt: s.createdAt,
      capturedAt: capturedAt(s.id),
      png: images.get(s.id) ?? null,
    })),
  ];
  const uil = seal ? seal.uil : await documentUil(deps, doc);
  const reservations = (await storedReservationsOf(deps.db, [doc.id])).get(doc.id) ?? [];
  const bytes = await renderGeneratedPdf(
    {
      code,
      name: doc.name,
      documentData: doc.documentData,
      signatures,
      language,
      verifyUrl: seal?.url,
      uil: uil ? uilText(uil) : undefined,
      reservations: reservations.map((r) => paperReservation(r)),
    },
    seal?.finish,
  );
  return answer(bytes);
}

/** `download`: an upload as uploaded until signed, then sealed; a generated document's PDF. */
export async function documentDownload(
  deps: Deps,
  caller: Caller,
  id: number,
  language: Language,
): Promise<FileAnswer> {
  return renderDocumentDownload(deps, await getDocumentForCaller(deps, caller, id), language);
}

/** `download` of a document whose access was checked (by a caller or a share link). */
export async function renderDocumentDownload(
  deps: Deps,
  doc: DocumentForRender,
  language: Language,
): Promise<FileAnswer> {
  if (!doc.fileSha256 || doc.signatures.length > 0) {
    const file = await renderDocumentPdf(deps, doc, language);
    if (!doc.fileSha256) return file;
    return { ...file, fileName: safeFileName(doc.originalFileName ?? doc.name, 'pdf') };
  }
  return storedPdf(deps, doc.fileSha256, safeFileName(doc.originalFileName ?? doc.name, 'pdf'));
}

/** A stored PDF streamed as it is; 404 when the store has lost it. */
async function storedPdf(deps: Deps, sha256: string, fileName: string): Promise<FileAnswer> {
  const stored = await deps.files.stream(sha256);
  if (!stored) throw notFound();
  return { ...stored, fileName, contentType: 'application/pdf' };
}

/** XML exists for a CMR with fewer than two receivers (spec 2 §6). */
export function xmlExportable(doc: Pick<DocumentForRender, 'type' | 'documentData'>): boolean {
  if (!doc.documentData) return false;
  const receivers = doc.documentData.receivers;
  return isXmlExportable(doc, Array.isArray(receivers) ? receivers.length : 0);
}

/** The eCMR (UN/CEFACT eCMR 1.0) of a CMR with fewer than two receivers. */
export async function documentXml(deps: Deps, caller: Caller, id: number): Promise<FileAnswer> {
  return renderDocumentXml(deps, await getDocumentForCaller(deps, caller, id));
}

/** The eCMR of a document whose access was checked (by a caller or a share link). */
export async function renderDocumentXml(
  deps: Pick<Deps, 'db'>,
  doc: DocumentForRender,
): Promise<FileAnswer> {
  if (!xmlExportable(doc)) throw fieldError('document', 'document_xml_not_available');
  const parsed = CmrData.safeParse(doc.documentData);
  if (!parsed.success) throw fieldError('document', 'document_xml_not_available');
  const [imported, source] = await Promise.all([
    importedSignaturesOf(deps.db, [doc.id]),
    importOfDocument(deps.db, doc.id),
  ]);
  // The issuing platform's boxes first: they were signed before any box here (decision 0133).
  const signatures: EcmrSignature[] = [
    ...imported.map(importedEcmrSignature),
    ...doc.signatures.map((s) => ({
      type: s.signedByType,
      signedAt: s.capturedAt ?? s.createdAt,
      receivedAt: s.createdAt,
      place: describeLocation(s.geolocation),
      sha256: s.chainSha256,
      fullName: s.signatureData?.sign_fullname,
      companyName: s.signatureData?.sign_company_name,
      companyAddress: s.signatureData?.sign_company_address,
      companyTown: s.signatureData?.sign_company_town,
      companyZipCode:
        s.signatureData?.sign_company_zip_code ?? s.signatureData?.sign_company_post_code,
      companyCountry: s.signatureData?.sign_company_country,
      companyVies: s.signatureData?.sign_company_vies,
      companyNip: s.signatureData?.sign_company_nip,
      method: s.signatureData?.sign_method,
    })),
  ];
  const reservations = (await storedReservationsOf(deps.db, [doc.id])).get(doc.id) ?? [];
  const xml = buildEcmrXml({
    documentId: doc.id,
    messageId: source?.message_id,
    createdAt: source?.issued_at ?? doc.createdAt,
    data: parsed.data,
    signatures,
    reservations: reservations.map((r) => {
      const paper = paperReservation(r);
      return { box: paper.box, kind: paper.kind, text: reservationPaperLine(paper, 'en') };
    }),
  });
  return {
    bytes: Buffer.from(xml, 'utf8'),
    fileName: safeFileName(doc.name || 'eCMR', 'xml'),
    contentType: 'application/xml; charset=utf-8',
  };
}

const HISTORY_TEXT: Record<string, { pl: string; en: string }> = {
  document_created: { pl: 'utworzył dokument', en: 'created the document' },
  document_uploaded: { pl: 'wgrał plik', en: 'uploaded the file' },
  ecmr_imported: { pl: 'zaimportował e-CMR', en: 'imported the eCMR' },
  document_updated: { pl: 'zmienił dane', en: 'changed the data' },
  document_deleted: { pl: 'usunął dokument', en: 'deleted the document' },
  remark_added: { pl: 'dodał uwagę', en: 'added a remark' },
  reservation_recorded: { pl: 'wpisał zastrzeżenie', en: 'recorded a reservation' },
  reservation_answered: { pl: 'odpowiedział na zastrzeżenie', en: 'answered a reservation' },
  document_signed: { pl: 'podpisał', en: 'signed' },
  sign_attempt_refused: { pl: 'próba podpisu odrzucona', en: 'signing attempt refused' },
  verification_sent: { pl: 'wysłał kod weryfikacyjny', en: 'sent a verification code' },
  verification_passed: { pl: 'weryfikacja udana', en: 'verification passed' },
  verification_failed: { pl: 'weryfikacja nieudana', en: 'verification failed' },
  verification_spent: {
    pl: 'jedna weryfikacja dla podpisu wielu dokumentów',
    en: 'one verification for signing several documents',
  },
  document_shared: { pl: 'udostępnił', en: 'shared' },
  document_downloaded: { pl: 'pobrał', en: 'downloaded' },
  handover_started: {
    pl: 'przekazał podpis odbiorcy na jego telefon',
    en: "handed the receiver's signature over to his phone",
  },
  handover_opened: {
    pl: 'otworzył przekazanie na telefonie odbiorcy',
    en: "opened the hand-over on the receiver's phone",
  },
  handover_refused: { pl: 'odrzucono kod przekazania', en: 'hand-over code refused' },
  correction_proposed: { pl: 'zaproponował korektę', en: 'proposed a correction' },
  correction_decided: { pl: 'zdecydował o korekcie', en: 'decided on the correction' },
  correction_closed: { pl: 'korekta zamknięta', en: 'correction closed' },
};

const ISSUING_PLATFORM_TEXT = {
  pl: 'Podpisano na platformie wystawcy',
  en: 'Signed on the issuing platform',
};

/** A link the product sent by itself to a contractor outside it (spec 2 §4). */
const AUTO_SENT_TEXT = {
  pl: 'link do transportu wysłany automatycznie {channel} ({party}: {name})',
  en: 'transit link sent automatically by {channel} ({party}: {name})',
};
const AUTO_SENT_CHANNEL = {
  email: { pl: 'e-mailem', en: 'e-mail' },
  sms: { pl: 'SMS-em', en: 'SMS' },
};
const AUTO_SENT_PARTY = {
  sender: { pl: 'nadawca', en: 'sender' },
  receiver: { pl: 'odbiorca', en: 'receiver' },
  carrier: { pl: 'przewoźnik', en: 'carrier' },
};

/** History texts of signing offline: the device time, and a signature refused on arrival. */
const OFFLINE_TEXT = {
  captured: { pl: 'złożony na urządzeniu {time}', en: 'captured {time} on the device' },
  refused: { pl: 'podpis offline odrzucony', en: 'offline signature refused' },
} satisfies Record<string, { pl: string; en: string }>;

/** Why an offline signature was refused, by the error key answered (packages/domain errors). */
const OFFLINE_REFUSAL_TEXT: Record<string, { pl: string; en: string }> = {
  offline_slot_signed: {
    pl: 'w międzyczasie pole podpisał ktoś inny',
    en: 'someone else signed the box meanwhile',
  },
  offline_document_changed: {
    pl: 'w międzyczasie dokument został zmieniony',
    en: 'the document was changed meanwhile',
  },
  offline_item_reused: {
    pl: 'element wysłano już z inną treścią',
    en: 'the item was sent before with other content',
  },
  offline_signature_invalid: {
    pl: 'podpis urządzenia nie zgadza się',
    en: "the device's signature does not match",
  },
  offline_not_allowed: {
    pl: 'podpis offline tylko po zalogowaniu',
    en: 'signing offline needs a signed-in user',
  },
  signing_key_unknown: { pl: 'nieznany klucz telefonu', en: 'unknown phone key' },
  signing_key_foreign: { pl: 'klucz innego użytkownika', en: "another user's key" },
  signing_key_revoked: { pl: 'klucz telefonu wyłączony', en: "the phone's key was revoked" },
  signing_key_invalid: { pl: 'nieprawidłowy klucz telefonu', en: 'invalid phone key' },
  captured_at_in_future: {
    pl: 'czas urządzenia w przyszłości',
    en: "the device's time is in the future",
  },
  captured_at_too_old: {
    pl: 'złożony zbyt dawno, by go przyjąć',
    en: 'made too long ago to be accepted',
  },
};

/** "what" of one history row: the action and its details. */
export function describeEvent(event: DocumentEventOut, language: string): string {
  const lang = language === 'pl' ? 'pl' : 'en';
  const data = event.data;
  const base = HISTORY_TEXT[data.type]?.[lang] ?? event.type;
  const join = (...parts: (string | null | undefined)[]) =>
    parts.filter((p): p is string => typeof p === 'string' && p !== '').join(', ');
  /** "captured <time> on the device", for a device time that is not the event's own. */
  const captured = (at: string | null | undefined, always = false) => {
    const device = always ? at : offlineCapturedAt(event.createdAt, at);
    const time = device ? stampTime(device) : '';
    return time === '' ? null : OFFLINE_TEXT.captured[lang].replace('{time}', time);
  };
  switch (data.type) {
    case 'document_created':
      return `${base}: ${data.name}`;
    case 'document_uploaded':
      return `${base}: ${data.file_name} (${data.pages} p., ${Math.ceil(data.size / 1024)} kB)`;
    case 'ecmr_imported':
      return join(
        `${base}: ${data.file_name} (${Math.ceil(data.size / 1024)} kB)`,
        data.issuing_platform,
        data.imported_signatures.length > 0
          ? `${ISSUING_PLATFORM_TEXT[lang]}: ${data.imported_signatures.join(', ')}`
          : null,
        `SHA-256 ${data.sha256}`,
      );
    case 'document_updated':
      return `${base}: ${data.fields.join(', ')}`;
    case 'document_deleted':
      return `${base}: ${data.name}`;
    case 'remark_added':
      return `${base} (${data.remark_type}${data.photos > 0 ? `, ${data.photos} foto` : ''})`;
    case 'reservation_recorded':
      return join(
        `${base} (${data.box === 'taking_over' ? '18' : '24'}): ${data.kind}`,
        data.photos > 0 ? `${data.photos} foto` : null,
        `SHA-256 ${data.chain_sha256}`,
        captured(data.captured_at),
      );
    case 'reservation_answered':
      return join(
        `${base}: ${data.answer}`,
        data.party,
        `verification ${data.verification_method}`,
      );
    case 'document_signed':
      return join(
        `${base}: ${data.signed_by_type}`,
        data.sign_method,
        data.verification_method ? `verification ${data.verification_method}` : null,
        data.content_sha256 ? `SHA-256 ${data.content_sha256}` : null,
        captured(data.captured_at),
      );
    case 'sign_attempt_refused': {
      if (data.offline) {
        const reason = parseErrorKey(data.reason ?? '').key;
        const slot = data.signed_by_type ? ` (${data.signed_by_type})` : '';
        const why = OFFLINE_REFUSAL_TEXT[reason]?.[lang] ?? reason;
        return join(
          `${OFFLINE_TEXT.refused[lang]}${slot}${why ? `: ${why}` : ''}`,
          data.signer_name,
          captured(data.captured_at, true),
        );
      }
      return join(
        data.signed_by_type ? `${base}: ${data.signed_by_type}` : base,
        Object.values(data.errors).flat().map(String).join(' '),
      );
    }
    case 'verification_sent':
      return join(`${base}: ${data.method}`, data.signed_by_type, data.verifier, data.phone_hint);
    case 'verification_passed':
      return join(`${base}: ${data.method}`, data.signed_by_type);
    case 'verification_failed':
      return join(`${base}: ${data.method}`, data.signed_by_type, data.reason);
    case 'verification_spent':
      return join(
        `${base}: ${data.method}`,
        data.signed_by_type,
        data.documents.map((id) => `#${String(id)}`).join(', '),
      );
    case 'document_shared':
      if (data.automatic && data.party) {
        return AUTO_SENT_TEXT[lang]
          .replace('{channel}', AUTO_SENT_CHANNEL[data.channel === 'sms' ? 'sms' : 'email'][lang])
          .replace('{party}', AUTO_SENT_PARTY[data.party][lang])
          .replace('{name}', data.client_name ?? '');
      }
      return data.channel ? `${base}: ${data.channel}` : base;
    case 'document_downloaded':
      return `${base}: ${data.format}`;
    case 'handover_started':
    case 'handover_opened':
      return base;
    case 'handover_refused':
      return `${base}: ${data.reason}`;
    case 'correction_proposed':
      return join(`${base}: ${data.fields.join(', ')}`, data.reason);
    case 'correction_decided':
      return join(`${base}: ${data.party}`, data.decision, data.note, data.verification_method);
    case 'correction_closed':
      return join(
        `${base}: ${data.status}`,
        data.version === null ? null : `v${data.version}`,
        data.content_sha256 ? `SHA-256 ${data.content_sha256}` : null,
      );
    case 'unknown':
      return base;
  }
}

/** "lat, lon (±accuracy m)" of a stored geolocation (JSON), or '' when there is none. */
export function describeLocation(json: string | null | undefined): string {
  if (!json) return '';
  try {
    const value = JSON.parse(json) as {
      latitude?: unknown;
      longitude?: unknown;
      accuracy?: unknown;
    };
    if (typeof value.latitude !== 'number' || typeof value.longitude !== 'number') return '';
    const accuracy =
      typeof value.accuracy === 'number' ? ` (±${Math.round(value.accuracy)} m)` : '';
    return `${value.latitude.toFixed(5)}, ${value.longitude.toFixed(5)}${accuracy}`;
  } catch {
    return '';
  }
}

/**
 * "through the API key …" of a history row's actor: the person stays accountable, the key says
 * how (docs/decisions/0061-api-keys.md). The key's name is data.
 */
const API_KEY_ACTOR_TEXT = { pl: 'klucz API „{name}”', en: 'API key “{name}”' };

/** "Who" of one history row: the person (and his company), and the API key he acted through. */
export function describeActor(event: DocumentEventOut, language: string): string {
  const lang = language === 'pl' ? 'pl' : 'en';
  const person = [event.actor, event.actorCompany].filter(Boolean).join(', ');
  const key =
    event.actorApiKey === null ? '' : API_KEY_ACTOR_TEXT[lang].replace('{name}', event.actorApiKey);
  return [person, key].filter(Boolean).join(' · ') || '—';
}

const HISTORY_COLUMNS = {
  pl: ['Kto', 'Co', 'Kiedy', 'Skąd (IP, przeglądarka, położenie)'],
  en: ['Who', 'What', 'When', 'From where (IP, browser, location)'],
};

/** The document's event log as a readable PDF table: who, what, when, from where. */
export async function documentHistoryPdf(
  deps: Deps,
  caller: Caller,
  id: number,
  language: Language,
): Promise<FileAnswer> {
  const doc = await getDocumentForCaller(deps, caller, id);
  const events = await listDocumentEvents(deps, caller, id);
  const locations = new Map(
    (
      await deps.db
        .selectFrom('document_events')
        .select(['id', 'geolocation'])
        .where('document_id', '=', doc.id)
        .execute()
    ).map((row) => [row.id, describeLocation(row.geolocation)]),
  );
  const lang = language === 'pl' ? 'pl' : 'en';
  const [who, what, when, where] = HISTORY_COLUMNS[lang];
  const bytes = await renderTableDocument({
    title: lang === 'pl' ? `Historia dokumentu: ${doc.name}` : `Document history: ${doc.name}`,
    subtitle: [
      `${doc.code} · ${lang === 'pl' ? 'transport' : 'transit'} ${doc.transitNumber} · id ${doc.id}`,
      lang === 'pl' ? 'Czas polski (Europe/Warsaw)' : 'Polish time (Europe/Warsaw)',
    ],
    columns: [
      { label: who ?? '', width: 3 },
      { label: what ?? '', width: 4 },
      { label: when ?? '', width: 2 },
      { label: where ?? '', width: 3 },
    ],
    rows: events.map((event) => [
      describeActor(event, lang),
      describeEvent(event, lang),
      stampTime(event.createdAt),
      [event.ip, event.userAgent, locations.get(event.id)].filter(Boolean).join(' · ') || '—',
    ]),
  });
  return {
    bytes,
    fileName: safeFileName(`${doc.name || doc.code} history`, 'pdf'),
    contentType: 'application/pdf',
  };
}
