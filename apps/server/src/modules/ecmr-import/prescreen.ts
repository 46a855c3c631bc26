import { fieldError } from '../../platform/errors.ts';

/**
 * Refuses, before any parser sees the bytes, what an eCMR message never needs and an attack
 * does: a DOCTYPE or entity declaration (external entities reading server files, entity
 * expansion "billion laughs"), and encodings other than UTF-8 (a UTF-16 file would hide the
 * declaration from this scan). Decision 0132.
 */
export function prescreenEcmr(bytes: Uint8Array): void {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.length === 0 || buffer.includes(0)) throw fieldError('file', 'ecmr_not_xml');
  for (const marker of ['<!DOCTYPE', '<!ENTITY', '<!doctype', '<!entity']) {
    if (buffer.includes(marker, 0, 'latin1')) throw fieldError('file', 'ecmr_doctype_refused');
  }
}
