import {
  CmrData,
  generatedCodeOf,
  isGeneratedDocumentType,
  isXmlExportable,
  type Language,
} from '@transitdocs/domain';
import type { Caller } from '../../../platform/auth.ts';
import type { Deps } from '../../../platform/context.ts';
import { buildEcmrXml, type EcmrSignature } from '../../../platform/ecmr/index.ts';
import { fieldError, notFound } from '../../../platform/errors.ts';
import { renderTableDocument, stampSignaturesOnPdf } from '../../../platform/pdf/index.ts';
import {
  getDocumentForCaller,
  listDocumentEvents,
  readDocumentFile,
  type DocumentEventOut,
  type DocumentForRender,
} from '../service.ts';
import { renderGeneratedPdf, stampTime, type RenderSignature } from './render.ts';

export type FileAnswer = { bytes: Uint8Array; fileName: string; contentType: string };

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
  const doc = await getDocumentForCaller(deps, caller, id);
  const images = await signatureImages(deps, doc);
  const fileName = safeFileName(doc.name || doc.code, 'pdf');
  if (doc.fileSha256) {
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
            },
          ]
        : [];
    });
    const bytes =
      placements.length > 0 ? await stampSignaturesOnPdf(original, placements) : original;
    return { bytes, fileName, contentType: 'application/pdf' };
  }
  const code = isGeneratedDocumentType(doc.type) ? generatedCodeOf(doc.type) : null;
  if (!code) throw notFound();
  const signatures: RenderSignature[] = doc.signatures.map((s) => ({
    signedByType: s.signedByType,
    receiverId: s.receiverId,
    signatureData: s.signatureData,
    createdAt: s.createdAt,
    png: images.get(s.id) ?? null,
  }));
  const bytes = await renderGeneratedPdf({
    code,
    name: doc.name,
    documentData: doc.documentData,
    signatures,
    language,
  });
  return { bytes, fileName, contentType: 'application/pdf' };
}

/** `download`: an upload exactly as uploaded; a generated document as its PDF. */
export async function documentDownload(
  deps: Deps,
  caller: Caller,
  id: number,
  language: Language,
): Promise<FileAnswer> {
  const doc = await getDocumentForCaller(deps, caller, id);
  if (!doc.fileSha256) return documentPdf(deps, caller, id, language);
  const bytes = await readDocumentFile(deps, doc.fileSha256);
  if (!bytes) throw notFound();
  return {
    bytes,
    fileName: safeFileName(doc.originalFileName ?? doc.name, 'pdf'),
    contentType: 'application/pdf',
  };
}

/** XML exists for a CMR with fewer than two receivers (spec 2 §6). */
export function xmlExportable(doc: Pick<DocumentForRender, 'type' | 'documentData'>): boolean {
  if (!doc.documentData) return false;
  const receivers = doc.documentData.receivers;
  return isXmlExportable(doc, Array.isArray(receivers) ? receivers.length : 0);
}

/** The eCMR (UN/CEFACT eCMR 1.0) of a CMR with fewer than two receivers. */
export async function documentXml(deps: Deps, caller: Caller, id: number): Promise<FileAnswer> {
  const doc = await getDocumentForCaller(deps, caller, id);
  if (!xmlExportable(doc)) throw fieldError('document', 'document_xml_not_available');
  const parsed = CmrData.safeParse(doc.documentData);
  if (!parsed.success) throw fieldError('document', 'document_xml_not_available');
  const signatures: EcmrSignature[] = doc.signatures.map((s) => ({
    type: s.signedByType,
    signedAt: s.createdAt,
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
  }));
  const xml = buildEcmrXml({
    documentId: doc.id,
    createdAt: doc.createdAt,
    data: parsed.data,
    signatures,
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
  document_updated: { pl: 'zmienił dane', en: 'changed the data' },
  document_deleted: { pl: 'usunął dokument', en: 'deleted the document' },
  remark_added: { pl: 'dodał uwagę', en: 'added a remark' },
  document_signed: { pl: 'podpisał', en: 'signed' },
  document_shared: { pl: 'udostępnił', en: 'shared' },
  document_downloaded: { pl: 'pobrał', en: 'downloaded' },
};

/** "what" of one history row: the action and its details. */
export function describeEvent(event: DocumentEventOut, language: string): string {
  const lang = language === 'pl' ? 'pl' : 'en';
  const data = event.data;
  const base = HISTORY_TEXT[data.type]?.[lang] ?? event.type;
  switch (data.type) {
    case 'document_created':
      return `${base}: ${data.name}`;
    case 'document_uploaded':
      return `${base}: ${data.file_name} (${data.pages} p., ${Math.ceil(data.size / 1024)} kB)`;
    case 'document_updated':
      return `${base}: ${data.fields.join(', ')}`;
    case 'document_deleted':
      return `${base}: ${data.name}`;
    case 'remark_added':
      return `${base} (${data.remark_type}${data.photos > 0 ? `, ${data.photos} foto` : ''})`;
    case 'document_signed':
      return [`${base}: ${data.signed_by_type}`, data.sign_method].filter(Boolean).join(', ');
    case 'document_shared':
      return data.channel ? `${base}: ${data.channel}` : base;
    case 'document_downloaded':
      return `${base}: ${data.format}`;
    case 'unknown':
      return base;
  }
}

const HISTORY_COLUMNS = {
  pl: ['Kto', 'Co', 'Kiedy', 'Skąd'],
  en: ['Who', 'What', 'When', 'From where'],
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
      [event.actor, event.actorCompany].filter(Boolean).join(', ') || '—',
      describeEvent(event, lang),
      stampTime(event.createdAt),
      [event.ip, event.userAgent].filter(Boolean).join(' · ') || '—',
    ]),
  });
  return {
    bytes,
    fileName: safeFileName(`${doc.name || doc.code} history`, 'pdf'),
    contentType: 'application/pdf',
  };
}
