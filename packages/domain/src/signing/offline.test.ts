import { describe, expect, it } from 'vitest';
import { zodErrorToFieldErrors } from '../errors.ts';
import '../zod-config.ts';
import {
  CAPTURED_AT_CLOCK_SKEW_MS,
  CAPTURED_AT_MAX_AGE_MS,
  capturedAtField,
  capturedAtRefusal,
} from './captured-at.ts';
import { OfflineSignatureItem, SigningPublicKeyJwk, offlineSignaturePayload } from './offline.ts';
import { signatureChainPayload } from './rules.ts';

const NOW = '2026-11-26T12:00:00.000Z';
const at = (ms: number) => new Date(Date.parse(NOW) + ms).toISOString();
const X = 'f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU';
const Y = 'x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0';

describe('captured_at', () => {
  it('takes the past few days and a little clock skew, nothing further', () => {
    expect(capturedAtRefusal(at(-CAPTURED_AT_MAX_AGE_MS + 1000), NOW)).toBeNull();
    expect(capturedAtRefusal(at(CAPTURED_AT_CLOCK_SKEW_MS - 1000), NOW)).toBeNull();
    expect(capturedAtRefusal(at(CAPTURED_AT_CLOCK_SKEW_MS + 1000), NOW)).toBe(
      'captured_at_in_future',
    );
    expect(capturedAtRefusal(at(-CAPTURED_AT_MAX_AGE_MS - 1000), NOW)).toBe('captured_at_too_old');
  });

  it('reads ISO times with a zone as UTC, refuses the rest', () => {
    const field = capturedAtField();
    expect(field.parse('2026-11-26T13:15:00+01:00')).toBe('2026-11-26T12:15:00.000Z');
    expect(field.parse('')).toBeUndefined();
    for (const bad of ['2026-11-26', '2026-11-26T12:00:00', 'yesterday', '2026-13-40T99:00Z']) {
      expect(field.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('device keys and queued items', () => {
  it('takes a WebCrypto public JWK and refuses private parts and other curves', () => {
    const jwk = { kty: 'EC', crv: 'P-256', x: X, y: Y, ext: true, key_ops: ['verify'] };
    expect(SigningPublicKeyJwk.safeParse(jwk).success).toBe(true);
    const refused = (value: unknown) => {
      const result = SigningPublicKeyJwk.safeParse(value);
      return result.success ? null : zodErrorToFieldErrors(result.error);
    };
    expect(refused({ ...jwk, d: X })).toEqual({ d: ['signing_key_private_part'] });
    expect(refused({ ...jwk, crv: 'P-521' })).toEqual({ crv: ['signing_key_invalid'] });
    expect(refused({ ...jwk, x: `${X}A` })).toEqual({ x: ['signing_key_invalid'] });
    // 43 characters whose last one carries bits beyond 32 bytes
    expect(refused({ ...jwk, y: `${Y.slice(0, 42)}b` })).toEqual({ y: ['signing_key_invalid'] });
  });

  it('checks the queued item shape', () => {
    const item = {
      item_id: '0F8FAD5B-D9CB-469F-A165-70867728950E',
      key_id: 3,
      signature: `${'A'.repeat(85)}w`,
      document_version: '4',
    };
    expect(OfflineSignatureItem.parse(item).item_id).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(
      OfflineSignatureItem.safeParse({ ...item, signature: `${'A'.repeat(85)}B` }).success,
    ).toBe(false);
  });

  it('builds one canonical payload whatever the key order of the signer data', () => {
    const base = {
      item_id: 'a',
      document_id: 7,
      signed_by_type: 'driver',
      receiver_id: null,
      captured_at: NOW,
      position: null,
      dimensions: null,
      pg_num: null,
      image_sha256: 'ab',
      document_version: '3',
    };
    const one = offlineSignaturePayload({
      ...base,
      signature_data: { sign_fullname: 'A B', sign_method: 'pin' },
    });
    const two = offlineSignaturePayload({
      ...base,
      signature_data: { sign_method: 'pin', sign_fullname: 'A B' },
    });
    expect(one).toBe(two);
    expect(one).toContain('"purpose":"transitdocs.offline-signature"');
    expect(
      offlineSignaturePayload({ ...base, signature_data: {}, document_version: '4' }),
    ).not.toBe(offlineSignaturePayload({ ...base, signature_data: {} }));
  });
});

describe('signatureChainPayload', () => {
  const input = {
    previous: '0'.repeat(64),
    document_id: 1,
    signed_by_type: 'sender',
    receiver_id: null,
    content_sha256: 'c',
    image_sha256: 'i',
    signer: { sign_fullname: 'A B' },
    signed_at: NOW,
  };

  it('keeps the version 1 text of signatures stored without a device time', () => {
    const v1 =
      '{"content_sha256":"c","document_id":1,"image_sha256":"i","previous":"' +
      '0'.repeat(64) +
      `","receiver_id":null,"signed_at":"${NOW}","signed_by_type":"sender",` +
      '"signer":{"sign_fullname":"A B"},"v":1}';
    expect(signatureChainPayload(input)).toBe(v1);
    expect(signatureChainPayload({ ...input, captured_at: null })).toBe(v1);
  });

  it('covers the device time from version 2', () => {
    const v2 = signatureChainPayload({ ...input, captured_at: at(-1000) });
    expect(v2).toContain(`"captured_at":"${at(-1000)}"`);
    expect(v2).toContain('"v":2');
    expect(v2).not.toBe(signatureChainPayload({ ...input, captured_at: at(-2000) }));
  });
});
