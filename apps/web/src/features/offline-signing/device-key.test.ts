// @vitest-environment jsdom
import { SigningPublicKeyJwk, type SigningKeyCreateRequest } from '@transitdocs/domain';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http.ts';
import {
  OFFLINE_PIN_MAX_FAILURES,
  canSignOffline,
  readDeviceKey,
  registerDeviceKey,
  signWithDeviceKey,
  unlockDeviceKey,
  type DeviceKeyRecord,
} from './device-key.ts';
import { memoryStore } from './idb.ts';

const USER = 7;

function fakeServer(id = 41) {
  const calls: SigningKeyCreateRequest[] = [];
  const register = vi.fn((body: SigningKeyCreateRequest) => {
    calls.push(body);
    return Promise.resolve({ id, created_at: '2026-11-26T08:00:00.000Z' });
  });
  return { register, calls };
}

describe('device key', () => {
  it('makes a non-extractable pair, registers its public JWK with the PIN once, keeps the id', async () => {
    const store = memoryStore<DeviceKeyRecord>();
    const server = fakeServer();
    const record = await registerDeviceKey(USER, '1234', server.register, store);
    expect(record.keyId).toBe(41);
    expect(record.keyPair.privateKey.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('jwk', record.keyPair.privateKey)).rejects.toThrow();
    expect(server.calls).toHaveLength(1);
    const sent = server.calls[0];
    expect(sent?.pin).toBe('1234');
    expect(SigningPublicKeyJwk.safeParse(sent?.public_key).success).toBe(true);
    expect(sent?.public_key).not.toHaveProperty('d');

    // Entered online again: no second registration, the same key.
    const again = await registerDeviceKey(USER, '1234', server.register, store);
    expect(server.calls).toHaveLength(1);
    expect(again.keyPair).toBe(record.keyPair);
    await expect(canSignOffline(USER, store)).resolves.toBe(true);
    await expect(canSignOffline(8, store)).resolves.toBe(false);
  });

  it('keeps an unregistered key after a failed registration and registers it on the next try', async () => {
    const store = memoryStore<DeviceKeyRecord>();
    const failing = vi.fn(() => Promise.reject(new ApiError(0, { non_field_errors: ['x'] })));
    await expect(registerDeviceKey(USER, '1234', failing, store)).rejects.toThrow();
    const kept = await readDeviceKey(USER, store);
    expect(kept?.keyId).toBeNull();
    await expect(canSignOffline(USER, store)).resolves.toBe(false);

    const server = fakeServer(5);
    const record = await registerDeviceKey(USER, '1234', server.register, store);
    expect(record.keyId).toBe(5);
    expect(record.keyPair).toBe(kept?.keyPair);
  });

  it('replaces a key the server has revoked', async () => {
    const store = memoryStore<DeviceKeyRecord>();
    let first = true;
    const register = vi.fn(() => {
      if (first) {
        first = false;
        return Promise.reject(new ApiError(400, { public_key: ['signing_key_revoked'] }));
      }
      return Promise.resolve({ id: 9, created_at: '2026-11-26T08:00:00.000Z' });
    });
    const record = await registerDeviceKey(USER, '1234', register, store);
    expect(record.keyId).toBe(9);
    expect(register).toHaveBeenCalledTimes(2);
  });

  it('unlocks only with the PIN the server accepted, and locks after too many wrong ones', async () => {
    const store = memoryStore<DeviceKeyRecord>();
    await expect(unlockDeviceKey(USER, '1234', store)).resolves.toEqual({ kind: 'no_key' });
    await registerDeviceKey(USER, '1234', fakeServer().register, store);

    await expect(unlockDeviceKey(USER, '9999', store)).resolves.toEqual({
      kind: 'wrong_pin',
      attemptsLeft: OFFLINE_PIN_MAX_FAILURES - 1,
    });
    const unlocked = await unlockDeviceKey(USER, '1234', store);
    expect(unlocked.kind).toBe('unlocked');
    // A right PIN resets the count.
    expect((await readDeviceKey(USER, store))?.pinFailures).toBe(0);

    for (let index = 1; index < OFFLINE_PIN_MAX_FAILURES; index += 1) {
      await unlockDeviceKey(USER, '0000', store);
    }
    await expect(unlockDeviceKey(USER, '0000', store)).resolves.toEqual({ kind: 'locked' });
    await expect(unlockDeviceKey(USER, '1234', store)).resolves.toEqual({ kind: 'locked' });
    // A PIN accepted online opens it again.
    await registerDeviceKey(USER, '1234', fakeServer().register, store);
    expect((await unlockDeviceKey(USER, '1234', store)).kind).toBe('unlocked');
  });

  it('signs ES256 as base64url of raw r||s that the public key verifies', async () => {
    const store = memoryStore<DeviceKeyRecord>();
    const record = await registerDeviceKey(USER, '1234', fakeServer().register, store);
    const signature = await signWithDeviceKey(record.keyPair.privateKey, '{"v":1}');
    expect(signature).toMatch(/^[A-Za-z0-9_-]{86}$/);
    const raw = Uint8Array.from(atob(signature.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
      c.charCodeAt(0),
    );
    expect(raw).toHaveLength(64);
    await expect(
      crypto.subtle.verify(
        { name: 'ECDSA', hash: 'SHA-256' },
        record.keyPair.publicKey,
        raw,
        new TextEncoder().encode('{"v":1}'),
      ),
    ).resolves.toBe(true);
  });
});
