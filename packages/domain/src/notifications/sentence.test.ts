import { describe, expect, it } from 'vitest';
import { notificationSentence, sentenceWho, type WhoWords } from './sentence.ts';

describe('notificationSentence', () => {
  it('names the sender of an alert only when one is known', () => {
    const data = { transit_id: 4, transit_number: 'TR/4/2026', alert_message: 'Delay' };
    expect(
      notificationSentence({
        type: 'alert',
        data: { ...data, alert_default: true, first_name: 'Ewa', company_name: 'Alfa' },
      }),
    ).toEqual({
      key: 'alert_by',
      type: 'alert',
      who: 'Ewa (Alfa)',
      transitNumber: 'TR/4/2026',
      documentName: null,
      alert: { message: 'Delay', default: true },
      webhookUrl: null,
      apiKeyName: null,
    });
    expect(notificationSentence({ type: 'alert', data })).toMatchObject({
      key: 'alert',
      who: '',
      alert: { message: 'Delay', default: false },
    });
  });

  it('keeps the type of other events and reads an unknown type as other', () => {
    expect(
      notificationSentence({
        type: 'document_signed',
        data: { transit_number: 'TR/5/2026', document_name: 'CMR', last_name: 'Nowak' },
      }),
    ).toMatchObject({ key: 'document_signed', who: 'Nowak', documentName: 'CMR', alert: null });
    expect(notificationSentence({ type: 'launched', data: {} })).toMatchObject({
      key: 'other',
      type: 'other',
      transitNumber: null,
    });
  });

  it('carries the address of a disabled webhook endpoint', () => {
    expect(
      notificationSentence({
        type: 'webhook_disabled',
        data: { webhook_id: 3, webhook_url: 'https://erp.example.com/hooks' },
      }),
    ).toMatchObject({
      key: 'webhook_disabled',
      type: 'webhook_disabled',
      webhookUrl: 'https://erp.example.com/hooks',
    });
  });

  it('names the API key an actor acted through, with the person when one is named', () => {
    const words: WhoWords = {
      someone: 'Someone',
      apiKey: (key) => `API key “${key}”`,
      personWithApiKey: (who, key) => `${who} via API key “${key}”`,
    };
    const data = { transit_id: 4, transit_number: 'TR/4/2026', api_key_name: 'TMS' };
    const byKey = notificationSentence({ type: 'transit_shared', data });
    expect(byKey.apiKeyName).toBe('TMS');
    expect(sentenceWho(byKey, words)).toBe('API key “TMS”');
    const byPerson = notificationSentence({
      type: 'transit_shared',
      data: { ...data, first_name: 'Jan', last_name: 'Nowak' },
    });
    expect(sentenceWho(byPerson, words)).toBe('Jan Nowak via API key “TMS”');
    const plain = notificationSentence({ type: 'transit_shared', data: { transit_id: 4 } });
    expect(sentenceWho(plain, words)).toBe('Someone');
  });
});
