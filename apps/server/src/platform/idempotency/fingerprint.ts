import { createHash, webcrypto } from 'node:crypto';

/*
 * What a request asks for, as a hash: the same key with the same fingerprint is a retry; with
 * another, a different request. The method and path, and the body as the client meant it: JSON
 * with its object keys sorted (key order and spacing do not change a request); a multipart form
 * as its fields and its files' names and bytes (the boundary a browser picks anew each time does
 * not either).
 */

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    return Object.fromEntries(entries.map(([name, child]) => [name, canonical(child)]));
  }
  return value ?? null;
}

function digest(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/** A JSON (or empty) body's request. */
export function jsonFingerprint(method: string, path: string, body: unknown): string {
  return digest([method, path, 'json', canonical(body)]);
}

export type FormForFingerprint = {
  fields: ReadonlyMap<string, string>;
  files: readonly { field: string; fileName: string; bytes: Buffer }[];
};

/**
 * A multipart form's request. Files are hashed in libuv's thread pool (WebCrypto): an upload of
 * megabytes does not hold the event loop.
 */
export async function formFingerprint(
  method: string,
  path: string,
  form: FormForFingerprint,
): Promise<string> {
  const files = await Promise.all(
    form.files.map(async (file) => {
      const hash = await webcrypto.subtle.digest('SHA-256', file.bytes);
      return [file.field, file.fileName, Buffer.from(hash).toString('hex')];
    }),
  );
  const fields = [...form.fields.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return digest([method, path, 'form', fields, files]);
}
