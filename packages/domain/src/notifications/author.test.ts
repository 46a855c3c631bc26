import { describe, expect, it } from 'vitest';
import { notificationAuthor } from './author.ts';

describe('notificationAuthor', () => {
  it('names the person with the company, or whichever part is known', () => {
    expect(
      notificationAuthor({ first_name: 'Ewa', last_name: 'Zając', company_name: 'Odbiorca Alfa' }),
    ).toBe('Ewa Zając (Odbiorca Alfa)');
    expect(notificationAuthor({ first_name: 'Ewa', last_name: ' ', company_name: '' })).toBe('Ewa');
    expect(notificationAuthor({ company_name: 'Nowak Trans' })).toBe('Nowak Trans');
    expect(notificationAuthor({ first_name: '', last_name: '', company_name: '' })).toBe('');
    expect(notificationAuthor({})).toBe('');
  });
});
