import { describe, expect, it } from 'vitest';
import { remarkLockOf } from './permissions.ts';

const doc = (...types: string[]) => ({
  type: 4,
  parent_document: null,
  signed_by: types.map((signed_by_type) => ({ signed_by_type, receiver_id: null })),
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
