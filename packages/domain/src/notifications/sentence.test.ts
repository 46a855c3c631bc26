import { describe, expect, it } from 'vitest';
import { notificationSentence } from './sentence.ts';

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
});
