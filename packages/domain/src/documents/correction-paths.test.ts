import { describe, expect, it } from 'vitest';
import { changedLeaves, correctableLeavesOf, leafAt, withLeaf } from './correction-paths.ts';

const DATA = {
  order: 'ORD-1',
  sender: { id: 4, name: 'Nadawca', address: 'ul. Długa 1' },
  receivers: [
    {
      id: 9,
      cargo: [
        { name: 'Palety', quantity: 33, weight: 800 },
        { name: 'Kartony', quantity: 10, weight: null },
      ],
    },
  ],
  loading: null,
};

describe('correction paths', () => {
  it('lists the text and number leaves below the top-level fields, without ids', () => {
    expect(correctableLeavesOf(DATA).map((leaf) => leaf.path.join('.'))).toEqual([
      'order',
      'sender.name',
      'sender.address',
      'receivers.0.cargo.0.name',
      'receivers.0.cargo.0.quantity',
      'receivers.0.cargo.0.weight',
      'receivers.0.cargo.1.name',
      'receivers.0.cargo.1.quantity',
    ]);
  });

  it('sets one leaf inside the whole top-level value, a number as a number, the data untouched', () => {
    const changed = withLeaf(DATA, ['receivers', 0, 'cargo', 1, 'quantity'], '8');
    expect(changed.field).toBe('receivers');
    expect(leafAt({ receivers: changed.value }, ['receivers', 0, 'cargo', 1, 'quantity'])).toBe(8);
    expect(leafAt({ receivers: changed.value }, ['receivers', 0, 'cargo', 0])).toEqual(
      DATA.receivers[0]?.cargo[0],
    );
    expect(DATA.receivers[0]?.cargo[1]?.quantity).toBe(10);
    expect(withLeaf(DATA, ['order'], 'ORD-2')).toEqual({ field: 'order', value: 'ORD-2' });
  });

  it('tells only the leaves that changed', () => {
    const next = withLeaf(DATA, ['sender', 'address'], 'ul. Krótka 2').value;
    expect(changedLeaves('sender', DATA.sender, next)).toEqual([
      { path: ['sender', 'address'], old: 'ul. Długa 1', new: 'ul. Krótka 2' },
    ]);
    expect(changedLeaves('order', 'ORD-1', 'ORD-2')).toEqual([
      { path: ['order'], old: 'ORD-1', new: 'ORD-2' },
    ]);
  });
});
