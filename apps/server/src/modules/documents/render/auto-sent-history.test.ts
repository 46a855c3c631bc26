import { describe, expect, it } from 'vitest';
import type { DocumentEventOut } from '../service.ts';
import { describeEvent } from './service.ts';

/** A link the product sent by itself reads as such in the history, in Polish and English. */
describe('history: a link sent by itself', () => {
  const sent = (
    data: Partial<Extract<DocumentEventOut['data'], { type: 'document_shared' }>>,
    language: string,
  ): string =>
    describeEvent(
      {
        id: 1,
        type: 'document_shared',
        data: { type: 'document_shared', ...data },
        actor: '',
        actorApiKey: null,
        actorCompany: 'Trans-Pol',
        ip: null,
        userAgent: null,
        createdAt: '2026-11-20T10:00:00.000Z',
      },
      language,
    );

  it('names the channel, the party and the contractor', () => {
    const email = {
      channel: 'email',
      automatic: true,
      party: 'sender' as const,
      client_name: 'Nadawca',
    };
    expect(sent(email, 'pl')).toBe(
      'link do transportu wysłany automatycznie e-mailem (nadawca: Nadawca)',
    );
    expect(sent(email, 'en')).toBe('transit link sent automatically by e-mail (sender: Nadawca)');
    const sms = {
      channel: 'sms',
      automatic: true,
      party: 'receiver' as const,
      client_name: 'Odbiorca',
    };
    expect(sent(sms, 'pl')).toBe(
      'link do transportu wysłany automatycznie SMS-em (odbiorca: Odbiorca)',
    );
    expect(sent(sms, 'en')).toBe('transit link sent automatically by SMS (receiver: Odbiorca)');
  });

  it('keeps the plain sharing line for a link someone shared', () => {
    expect(sent({ channel: 'email' }, 'en')).toBe('shared: email');
  });
});
