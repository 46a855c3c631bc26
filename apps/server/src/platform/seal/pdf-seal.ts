import { X509Certificate } from 'node:crypto';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { Signer, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import type { PDFDocument } from 'pdf-lib';
import { buildCadesSignature, checkCmsSignature, type SealIdentity } from './cms.ts';

/** Signs what @signpdf/signpdf hands over (the PDF without the /Contents placeholder). */
class CadesSigner extends Signer {
  constructor(private readonly identity: SealIdentity) {
    super();
  }

  override sign(pdfBuffer: Buffer): Promise<Buffer> {
    return Promise.resolve(buildCadesSignature(pdfBuffer, this.identity));
  }
}

export type SealOptions = {
  /** Shown by PDF readers as the signer: the seal certificate's owner. */
  name: string;
  reason: string;
  location: string;
  /** The /M of the signature dictionary (PAdES takes the signing time from it). */
  signingTime?: Date;
};

/** Room for the CMS (hex doubles it): the certificates plus the attributes and the signature. */
function signatureLength(identity: SealIdentity): number {
  const certificates = identity.certificates.reduce((sum, cert) => sum + cert.length, 0);
  return Math.max(4096, certificates + 2048);
}

/**
 * Adds a PAdES signature (ETSI.CAdES.detached) with the seal to `doc` and answers the bytes:
 * the placeholder goes into the document, the document is written once (without object streams,
 * so the placeholder stays findable), then the signature fills the placeholder.
 */
export async function sealPdfDocument(
  doc: PDFDocument,
  identity: SealIdentity,
  options: SealOptions,
): Promise<Buffer> {
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: options.reason,
    contactInfo: '',
    name: options.name,
    location: options.location,
    signingTime: options.signingTime,
    signatureLength: signatureLength(identity),
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: 'TransitDocs',
  });
  const unsigned = await doc.save({ useObjectStreams: false });
  return new SignPdf().sign(Buffer.from(unsigned), new CadesSigner(identity), options.signingTime);
}

export type PdfSealCheck =
  | { sealed: false }
  | {
      sealed: true;
      /** The signature matches the signed bytes and they run to the end of the file. */
      valid: boolean;
      /** The signer certificate's SHA-256 fingerprint (hex, lower case). */
      certificateSha256: string | null;
      /** The signer certificate's subject common name. */
      signer: string | null;
    };

const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;

/** The certificate's SHA-256 fingerprint, hex lower case. */
export function certificateFingerprint(der: Buffer): string {
  return new X509Certificate(der).fingerprint256.replace(/:/g, '').toLowerCase();
}

/** The DER value at the start of a zero-padded /Contents (its length is in its header). */
function derPrefix(padded: Buffer): Buffer {
  const first = padded[1] ?? 0;
  if (first < 0x80) return padded.subarray(0, 2 + first);
  const count = first & 0x7f;
  let length = 0;
  for (let i = 0; i < count; i++) length = length * 256 + (padded[2 + i] ?? 0);
  return padded.subarray(0, 2 + count + length);
}

/**
 * Reads the last signature of a PDF and checks it: the /ByteRange must cover the whole file but
 * the /Contents, and the CMS must match those bytes. Never throws on bad input.
 */
export function checkPdfSeal(bytes: Uint8Array): PdfSealCheck {
  const pdf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = pdf.toString('latin1');
  const ranges = [...text.matchAll(BYTE_RANGE)];
  const last = ranges[ranges.length - 1];
  if (!last) return { sealed: false };
  const [a, b, c, d] = last.slice(1, 5).map(Number) as [number, number, number, number];
  const coversFile = a === 0 && b > 0 && c > b && c + d === pdf.length;
  const hex = /^<([0-9A-Fa-f]*)>$/.exec(text.slice(b, c).trim());
  if (!coversFile || !hex?.[1]) {
    return { sealed: true, valid: false, certificateSha256: null, signer: null };
  }
  const cms = derPrefix(Buffer.from(hex[1], 'hex'));
  const signed = Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]);
  const check = checkCmsSignature(cms, signed);
  let signer: string | null = null;
  if (check.signerCertificate) {
    const subject = new X509Certificate(check.signerCertificate).subject;
    signer = /(?:^|\n)CN=([^\n]*)/.exec(subject)?.[1] ?? null;
  }
  return {
    sealed: true,
    valid: check.valid,
    certificateSha256: check.signerCertificate
      ? certificateFingerprint(check.signerCertificate)
      : null,
    signer,
  };
}
