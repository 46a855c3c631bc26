// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { tokenOf } from '../test-support/index.ts';
import {
  decryptText,
  encryptText,
  perUserKey,
  readEncrypted,
  writeEncrypted,
} from './crypto-store.ts';

const TOKEN = tokenOf(1);
const OTHER_TOKEN = tokenOf(2);

beforeEach(() => {
  localStorage.clear();
});

describe('crypto-store', () => {
  it('reads back what it wrote with the same token', async () => {
    const text = 'page=2&page_size=70&client_name=Trans-Pol Łódź';
    const sealed = await encryptText(TOKEN, text);
    expect(sealed).not.toContain('Trans-Pol');
    await expect(decryptText(TOKEN, sealed)).resolves.toBe(text);
  });

  it('stores a 12-byte IV with the value, new for every write', async () => {
    const first = JSON.parse(await encryptText(TOKEN, 'x')) as { iv: string; data: string };
    const second = JSON.parse(await encryptText(TOKEN, 'x')) as { iv: string; data: string };
    expect(atob(first.iv)).toHaveLength(12);
    expect(first.iv).not.toBe(second.iv);
    expect(first.data).not.toBe(second.data);
  });

  it('fails with another token', async () => {
    const sealed = await encryptText(TOKEN, 'secret');
    await expect(decryptText(OTHER_TOKEN, sealed)).rejects.toThrow();
  });

  it('keeps per-user values in localStorage, unreadable without the token', async () => {
    const key = perUserKey('savedQsDocumentsAll', 7);
    expect(key).toBe('savedQsDocumentsAll7');
    await writeEncrypted(key, 'transit_number=2026', TOKEN);
    expect(localStorage.getItem(key)).not.toContain('transit_number');
    await expect(readEncrypted(key, TOKEN)).resolves.toBe('transit_number=2026');
    await expect(readEncrypted(key, OTHER_TOKEN)).resolves.toBeNull();
    await expect(readEncrypted('missing', TOKEN)).resolves.toBeNull();
  });

  it('refuses a token too short for a 32-byte key', async () => {
    await expect(encryptText('c2hvcnQ', 'x')).rejects.toThrow();
  });
});
