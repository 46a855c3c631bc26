import { createPrivateKey, generateKeyPairSync, randomBytes, X509Certificate } from 'node:crypto';
import forge from 'node-forge';
import type { SealIdentity } from './cms.ts';

/**
 * RSA modulus of a generated seal key. 2048 bits: a 3072-bit signature costs about four times as
 * much and every signed PDF pays it on output (the bench target); an admin who wants more
 * configures a PKCS#12 of their own.
 */
export const SEAL_KEY_BITS = 2048;
export const SEAL_VALIDITY_YEARS = 10;

/** A generated seal as stored: PEM texts. */
export type StoredSeal = { certificatePem: string; privateKeyPem: string };

/**
 * A self-signed company-seal certificate, CN "TransitDocs document seal (<instance>)", valid 10
 * years, for signing (digitalSignature, nonRepudiation). The key pair comes from Node's crypto
 * (native, fast); node-forge writes and signs the certificate once.
 */
export function generateSeal(instance: string, now = new Date()): StoredSeal {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: SEAL_KEY_BITS });
  const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const forgeKey = forge.pki.privateKeyFromPem(privateKeyPem);
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.rsa.setPublicKey(forgeKey.n, forgeKey.e);
  // A positive 16-byte serial (the high bit cleared).
  const serial = randomBytes(16);
  serial[0] = (serial[0] ?? 0) & 0x7f;
  cert.serialNumber = serial.toString('hex');
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  const notAfter = new Date(now);
  notAfter.setUTCFullYear(notAfter.getUTCFullYear() + SEAL_VALIDITY_YEARS);
  cert.validity.notAfter = notAfter;
  const subject = [
    { name: 'commonName', value: `TransitDocs document seal (${instance})`.slice(0, 64) },
    { name: 'organizationName', value: 'TransitDocs' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(forgeKey, forge.md.sha256.create());
  return { certificatePem: forge.pki.certificateToPem(cert), privateKeyPem };
}

/** The identity of a stored seal. */
export function identityFromPem(seal: StoredSeal): SealIdentity {
  return {
    privateKey: createPrivateKey(seal.privateKeyPem),
    certificates: [new X509Certificate(seal.certificatePem).raw],
  };
}

/**
 * The identity in an admin's PKCS#12 file: its private key and the certificate that matches it
 * first, then the rest of the chain. Throws with a readable message when it cannot be used.
 */
export function identityFromP12(p12: Uint8Array, password: string): SealIdentity {
  const asn = forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(p12).toString('binary')));
  const parsed = forge.pkcs12.pkcs12FromAsn1(asn, false, password);
  const bagsOf = (type: string | undefined): forge.pkcs12.Bag[] =>
    type ? (parsed.getBags({ bagType: type })[type] ?? []) : [];
  const keyBags = [...bagsOf(forge.pki.oids.pkcs8ShroudedKeyBag), ...bagsOf(forge.pki.oids.keyBag)];
  const key = keyBags.find((bag) => bag.key)?.key;
  if (!key) throw new Error('the seal PKCS#12 file has no RSA private key');
  const certs = bagsOf(forge.pki.oids.certBag)
    .map((bag) => bag.cert)
    .filter((cert): cert is forge.pki.Certificate => cert !== undefined);
  const matches = (cert: forge.pki.Certificate) => {
    const pub = cert.publicKey as forge.pki.rsa.PublicKey;
    return pub.n.equals(key.n) && pub.e.equals(key.e);
  };
  const signer = certs.find(matches);
  if (!signer) throw new Error('the seal PKCS#12 file has no certificate for its key');
  const toDer = (cert: forge.pki.Certificate) =>
    Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), 'binary');
  return {
    privateKey: createPrivateKey(forge.pki.privateKeyToPem(key)),
    certificates: [signer, ...certs.filter((cert) => cert !== signer)].map(toDer),
  };
}

/** A PKCS#12 file of a seal (tests, and admins who want to export the generated one). */
export function sealToP12(seal: StoredSeal, password: string): Buffer {
  const key = forge.pki.privateKeyFromPem(seal.privateKeyPem);
  const cert = forge.pki.certificateFromPem(seal.certificatePem);
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], password, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}
