import { describe, expect, it } from 'vitest';
import { headerName, needsFirstPin, visibleNavLinks, type AccountSubject } from './accounts.ts';
import { isSessionExpired } from './session.ts';

const owner: AccountSubject = {
  first_name: 'Anna',
  last_name: 'Nowak',
  role: 'Admin',
  has_pin: false,
  company: { name: 'Nowak Trans' },
  employee_data: { ownership: 'primary' },
};

describe('account rules', () => {
  it('names the company for a primary Admin and the person otherwise', () => {
    expect(headerName(owner)).toBe('Nowak Trans');
    expect(headerName({ ...owner, employee_data: { ownership: 'secondary' } })).toBe('Anna Nowak');
    expect(headerName({ ...owner, role: 'Dyspozytor' })).toBe('Anna Nowak');
  });

  it('asks only non-primary users without a PIN for one', () => {
    expect(needsFirstPin(owner)).toBe(false);
    expect(needsFirstPin({ ...owner, employee_data: { ownership: 'secondary' } })).toBe(true);
    expect(
      needsFirstPin({ ...owner, has_pin: true, employee_data: { ownership: 'secondary' } }),
    ).toBe(false);
  });

  it.each([
    ['Admin', ['documents', 'cars', 'drivers', 'clients']],
    ['Dyspozytor', ['documents', 'cars', 'drivers', 'clients']],
    ['Magazynier', ['documents', 'cars', 'clients']],
    ['Kierowca', ['documents', 'clients']],
  ] as const)('%s sees %o', (role, links) => {
    expect(visibleNavLinks(role)).toEqual(links);
  });

  it('expires a session at its stored date', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    expect(isSessionExpired('2026-11-21T10:00:01Z', now)).toBe(false);
    expect(isSessionExpired('2026-11-21T10:00:00Z', now)).toBe(true);
    expect(isSessionExpired(null, now)).toBe(true);
    expect(isSessionExpired('garbage', now)).toBe(true);
  });
});
