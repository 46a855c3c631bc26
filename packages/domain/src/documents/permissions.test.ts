import { describe, expect, it } from 'vitest';
import { canSignDocument, documentPermissionsFor, remarkLockOf } from './permissions.ts';

const doc = (...types: string[]) => ({
  type: 4,
  parent_document: null,
  signed_by: types.map((signed_by_type) => ({ signed_by_type, receiver_id: null })),
});

describe('documentPermissionsFor', () => {
  it('gives the owning company every right', () => {
    expect(documentPermissionsFor('owner')).toEqual({
      sign: { sender: true, receiver: true, carriers: { main: true } },
      remarks: { pickup: true, delivery: true },
    });
  });

  it('gives a party only its own flag and its remark kinds', () => {
    expect(documentPermissionsFor('receiver')).toEqual({
      sign: { sender: false, receiver: true, carriers: { main: false } },
      remarks: { pickup: false, delivery: true },
    });
    expect(documentPermissionsFor('sender').remarks).toEqual({ pickup: true, delivery: false });
    expect(documentPermissionsFor('carrier').sign.carriers.main).toBe(true);
  });
});

describe('remarkLockOf', () => {
  it('locks pick-up remarks once the sender or the carrier signed', () => {
    expect(remarkLockOf('pickup', doc(), 1)).toBeNull();
    expect(remarkLockOf('pickup', doc('sender'), 1)).toBe('pickup_signed');
    expect(remarkLockOf('pickup', doc('driver'), 1)).toBe('pickup_signed');
    expect(remarkLockOf('delivery', doc('sender', 'carrier'), 1)).toBeNull();
  });

  it('locks delivery remarks when every receiver signed', () => {
    expect(remarkLockOf('delivery', doc('receiver'), 2)).toBeNull();
    expect(remarkLockOf('delivery', doc('receiver', 'receiver'), 2)).toBe('delivery_signed');
  });

  it('says so when the viewer may not add that kind at all', () => {
    expect(remarkLockOf('pickup', doc(), 1, { pickup: false, delivery: true })).toBe(
      'not_permitted',
    );
  });
});

describe('canSignDocument', () => {
  const open = { isOnline: true, isTransitOpen: true };

  it('offers signing while a box is free, online and on an open transit', () => {
    expect(canSignDocument(doc(), open)).toBe(true);
    expect(canSignDocument(doc(), { ...open, isOnline: false })).toBe(false);
    expect(canSignDocument(doc(), { ...open, isTransitOpen: false })).toBe(false);
  });

  it('stops once every box is signed', () => {
    expect(canSignDocument(doc('sender', 'carrier'), open)).toBe(true);
    expect(canSignDocument(doc('sender', 'carrier', 'receiver'), open)).toBe(false);
  });
});
