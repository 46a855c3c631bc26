import {
  createHash,
  randomBytes,
  randomInt,
  scrypt,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';

const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 64 } as const;

function scryptAsync(
  secret: string,
  salt: Buffer,
  keylen: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret.normalize('NFC'), salt, keylen, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/** `scrypt$N$r$p$salt$hash` (base64url): the parameters travel with the hash. */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(secret, salt, SCRYPT.keylen, SCRYPT);
  return [
    'scrypt',
    SCRYPT.N,
    SCRYPT.r,
    SCRYPT.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** Compares in constant time; a missing or malformed hash still costs one scrypt run. */
export async function verifySecret(
  secret: string,
  stored: string | null | undefined,
): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  const [scheme, n, r, p, saltText, hashText] = parts;
  if (parts.length !== 6 || scheme !== 'scrypt' || !saltText || !hashText) {
    await scryptAsync(secret, randomBytes(16), SCRYPT.keylen, SCRYPT);
    return false;
  }
  const expected = Buffer.from(hashText, 'base64url');
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: 64 * 1024 * 1024 };
  const actual = await scryptAsync(
    secret,
    Buffer.from(saltText, 'base64url'),
    expected.length,
    options,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** 48 random bytes, base64url: the bearer token handed to the client once. */
export function generateToken(bytes = 48): string {
  return randomBytes(bytes).toString('base64url');
}

/** Only this digest is stored, so a database leak yields no usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function generatePin(length: number): string {
  let pin = '';
  for (let i = 0; i < length; i++) pin += String(randomInt(10));
  return pin;
}
