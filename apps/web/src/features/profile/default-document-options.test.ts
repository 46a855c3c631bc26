import { describe, expect, it } from 'vitest';
import { listDefaultDocumentOptions } from './default-document-options.ts';

describe('listDefaultDocumentOptions', () => {
  it.each([
    { types: [], current: undefined, expected: ['NONE'] },
    { types: ['CMR', 'WZ', 'KW'], current: undefined, expected: ['NONE', 'CMR'] },
    {
      types: ['OSTSPED', 'LP', 'CMR'],
      current: undefined,
      expected: ['NONE', 'CMR', 'LP', 'OSTSPED'],
    },
    { types: ['CMR'], current: 'LP' as const, expected: ['NONE', 'CMR', 'LP'] },
  ])('offers $expected for $types', ({ types, current, expected }) => {
    expect(listDefaultDocumentOptions(types, current)).toEqual(expected);
  });
});
