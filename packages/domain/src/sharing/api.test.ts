import { describe, expect, it } from 'vitest';
import { shareContactErrors, shareLinkUrl } from './api.ts';

describe('the share form contact', () => {
  it('takes an e-mail, a phone or both; a lone +48 counts as no phone', () => {
    expect(shareContactErrors({ email: 'a@example.com', phone: '+48' })).toEqual({});
    expect(shareContactErrors({ email: '', phone: '+48 600 100 200' })).toEqual({});
    expect(shareContactErrors({ email: '', phone: '+48' })).toEqual({
      email: 'email_or_phone_required',
    });
    expect(shareContactErrors({ email: ' ', phone: '' })).toEqual({
      email: 'email_or_phone_required',
    });
  });

  it('names the field that is wrong with the rule it breaks', () => {
    expect(shareContactErrors({ email: 'not-an-email', phone: '+48' })).toEqual({
      email: 'wrong_email',
    });
    expect(shareContactErrors({ email: '', phone: '600100200' })).toEqual({
      phone: 'must_contain_prefix',
    });
    expect(shareContactErrors({ email: 'a@example.com', phone: '+48 12' })).toEqual({
      phone: 'wrong_length_of_phone_number',
    });
  });

  it('builds the link the mail and SMS carry', () => {
    expect(shareLinkUrl('https://app.example/', 'abc')).toBe('https://app.example/share/abc');
  });
});
