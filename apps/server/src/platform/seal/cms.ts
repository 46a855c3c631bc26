import {
  X509Certificate,
  createHash,
  sign as rsaSign,
  verify as rsaVerify,
  type KeyObject,
} from 'node:crypto';
import forge from 'node-forge';

const { asn1 } = forge;
type Asn1 = forge.asn1.Asn1;

/** Object identifiers used by the CAdES signature (RFC 5652, RFC 5035). */
export const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
  sha256WithRsa: '1.2.840.113549.1.1.11',
} as const;

const U = asn1.Class.UNIVERSAL;
const T = asn1.Type;
/** The tag number of a context-specific [0] (forge types tag numbers as its Type enum). */
const TAG_0 = asn1.Type.NONE;

const seq = (items: Asn1[]) => asn1.create(U, T.SEQUENCE, true, items);
const set = (items: Asn1[]) => asn1.create(U, T.SET, true, items);
const oid = (id: string) => asn1.create(U, T.OID, false, asn1.oidToDer(id).getBytes());
const octets = (bytes: Uint8Array) =>
  asn1.create(U, T.OCTETSTRING, false, Buffer.from(bytes).toString('binary'));
const int = (value: number) =>
  asn1.create(U, T.INTEGER, false, asn1.integerToDer(value).getBytes());
const nullValue = () => asn1.create(U, T.NULL, false, '');
const algorithm = (id: string) => seq([oid(id), nullValue()]);
const attribute = (type: string, value: Asn1) => seq([oid(type), set([value])]);
const der = (node: Asn1): Buffer => Buffer.from(asn1.toDer(node).getBytes(), 'binary');
const fromDer = (bytes: Uint8Array): Asn1 =>
  asn1.fromDer(forge.util.createBuffer(Buffer.from(bytes).toString('binary')));

/** The seal's key and certificate chain (signing certificate first), DER. */
export type SealIdentity = {
  privateKey: KeyObject;
  /** DER certificates: the signing certificate first, then any chain the admin supplied. */
  certificates: Buffer[];
};

type SignerParts = { issuer: Asn1; serial: Asn1; certHash: Buffer; certificates: Asn1[] };
/** What every signature of one identity repeats, parsed once. */
const signerParts = new WeakMap<SealIdentity, SignerParts>();

function partsOf(identity: SealIdentity): SignerParts {
  let parts = signerParts.get(identity);
  if (!parts) {
    const signer = identity.certificates[0];
    if (!signer) throw new Error('the seal has no certificate');
    parts = {
      ...issuerAndSerial(signer),
      certHash: createHash('sha256').update(signer).digest(),
      certificates: identity.certificates.map(fromDer),
    };
    signerParts.set(identity, parts);
  }
  return parts;
}

/** issuer and serialNumber of a DER certificate, as ASN.1 (for IssuerAndSerialNumber). */
function issuerAndSerial(certificateDer: Buffer): { issuer: Asn1; serial: Asn1 } {
  const cert = fromDer(certificateDer);
  const tbs = (cert.value as Asn1[])[0];
  const fields = (tbs?.value ?? []) as Asn1[];
  // TBSCertificate: [0] version (optional), serialNumber, signature, issuer, ...
  const offset = fields[0]?.tagClass === asn1.Class.CONTEXT_SPECIFIC ? 1 : 0;
  const serial = fields[offset];
  const issuer = fields[offset + 2];
  if (!serial || !issuer) throw new Error('not an X.509 certificate');
  return { serial, issuer };
}

/**
 * A detached CMS SignedData (CAdES-BES: content type, message digest and the ESS
 * signing-certificate-v2 attribute, no signing-time attribute; PAdES takes the time from the
 * signature dictionary's /M). `content` is what the PDF's /ByteRange covers. Hashing and the RSA
 * operation use Node's crypto; node-forge only writes the ASN.1.
 */
export function buildCadesSignature(content: Uint8Array, identity: SealIdentity): Buffer {
  const { issuer, serial, certHash, certificates } = partsOf(identity);
  const contentDigest = createHash('sha256').update(content).digest();
  const signedAttributes = [
    attribute(OID.contentType, oid(OID.data)),
    attribute(OID.messageDigest, octets(contentDigest)),
    // SigningCertificateV2 ::= SEQUENCE { certs SEQUENCE OF ESSCertIDv2 }; ESSCertIDv2 with the
    // default hash algorithm (SHA-256) is just the certificate's hash.
    attribute(OID.signingCertificateV2, seq([seq([seq([octets(certHash)])])])),
  ];
  // The signature covers the attributes DER-encoded as a SET (RFC 5652 §5.4).
  const signature = rsaSign('sha256', der(set(signedAttributes)), identity.privateKey);
  const signerInfo = seq([
    int(1),
    seq([issuer, serial]),
    algorithm(OID.sha256),
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, TAG_0, true, signedAttributes),
    algorithm(OID.rsaEncryption),
    octets(signature),
  ]);
  const signedData = seq([
    int(1),
    set([algorithm(OID.sha256)]),
    seq([oid(OID.data)]),
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, TAG_0, true, certificates),
    set([signerInfo]),
  ]);
  return der(
    seq([oid(OID.signedData), asn1.create(asn1.Class.CONTEXT_SPECIFIC, TAG_0, true, [signedData])]),
  );
}

/** What a detached signature says about `content`. */
export type CmsCheck = {
  /** The digest matches the content and the RSA signature matches the attributes. */
  valid: boolean;
  /** The signer's certificate (DER), when one could be read. */
  signerCertificate: Buffer | null;
};

const firstChild = (node: Asn1 | undefined): Asn1 | undefined =>
  Array.isArray(node?.value) ? node.value[0] : undefined;
const children = (node: Asn1 | undefined): Asn1[] => (Array.isArray(node?.value) ? node.value : []);
const bytesOf = (node: Asn1 | undefined): Buffer =>
  Buffer.from(typeof node?.value === 'string' ? node.value : '', 'binary');

/**
 * Checks a detached CMS signature with RSA and SHA-256 (what this server writes; other seals may
 * be answered invalid). Never throws on bad input.
 */
export function checkCmsSignature(cms: Uint8Array, content: Uint8Array): CmsCheck {
  try {
    const contentInfo = fromDer(cms);
    const signedData = firstChild(children(contentInfo)[1]);
    const parts = children(signedData);
    const certificatesNode = parts.find(
      (p) => p.tagClass === asn1.Class.CONTEXT_SPECIFIC && p.type === TAG_0,
    );
    const signerInfos = parts[parts.length - 1];
    const signerInfo = firstChild(signerInfos);
    const info = children(signerInfo);
    const attrsNode = info.find(
      (p) => p.tagClass === asn1.Class.CONTEXT_SPECIFIC && p.type === TAG_0,
    );
    const signature = bytesOf(info[info.length - 1]);
    const certificates = children(certificatesNode).map(der);
    const signerCertificate = certificates[0] ?? null;
    if (!attrsNode || !signerCertificate) return { valid: false, signerCertificate };
    const attrs = children(attrsNode);
    const digestAttr = attrs.find(
      (a) => asn1.derToOid(bytesOf(firstChild(a)).toString('binary')) === OID.messageDigest,
    );
    const declared = bytesOf(firstChild(children(digestAttr)[1]));
    const actual = createHash('sha256').update(content).digest();
    if (!declared.equals(actual)) return { valid: false, signerCertificate };
    const publicKey = new X509Certificate(signerCertificate).publicKey;
    const valid = rsaVerify('sha256', der(set(attrs)), publicKey, signature);
    return { valid, signerCertificate };
  } catch {
    return { valid: false, signerCertificate: null };
  }
}
