import { describe, expect, it } from 'vitest';
import { ROLES } from '../enums.ts';
import {
  isDriverScope,
  readsSharedIn,
  rolesSeeingSharedIn,
  seesSharedIn,
  transitScopeOf,
} from './scope.ts';

describe('the transit scope of an actor', () => {
  it('gives a driver only the transits he drives, shared-in ones without hearing of shares', () => {
    const scope = transitScopeOf({ kind: 'user', role: 'Kierowca', userId: 12 });
    expect(scope).toEqual({ kind: 'driven_by', userId: 12 });
    expect(isDriverScope(scope)).toBe(true);
    expect(seesSharedIn(scope)).toBe(false);
    // a subcontractor's driver reads the forwarder's transit he drives (spec 2 §4)
    expect(readsSharedIn(scope)).toBe(true);
  });

  it("gives every other role and a company key the company's transits and the shared-in", () => {
    for (const role of ROLES.filter((r) => r !== 'Kierowca')) {
      expect(transitScopeOf({ kind: 'user', role, userId: 1 })).toEqual({ kind: 'company' });
    }
    expect(transitScopeOf({ kind: 'api_key', role: 'Admin', userId: 1 })).toEqual({
      kind: 'company',
    });
    expect(rolesSeeingSharedIn()).toEqual(['Admin', 'Dyspozytor', 'Magazynier']);
    expect(readsSharedIn({ kind: 'company' })).toBe(true);
  });

  it("gives a key what its creator sees with his current role: a driver's own runs", () => {
    expect(transitScopeOf({ kind: 'api_key', role: 'Kierowca', userId: 7 })).toEqual({
      kind: 'driven_by',
      userId: 7,
    });
  });

  it('gives a share link its one transit', () => {
    const scope = transitScopeOf({ kind: 'link', transitId: 5 });
    expect(scope).toEqual({ kind: 'shared', transitId: 5 });
    expect(seesSharedIn(scope)).toBe(false);
    expect(readsSharedIn(scope)).toBe(false);
  });
});
