// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import type { NotificationMessage } from '@transitdocs/domain';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/i18n.ts';
import { setUpComponentTests } from '../../test-support/index.ts';
import { notificationHref } from './notification-links.ts';
import { useNotificationText } from './notification-text.ts';

setUpComponentTests();

const DISABLED: NotificationMessage = {
  id: 9,
  type: 'webhook_disabled',
  timestamp: 1_795_700_000,
  read: false,
  data: { webhook_id: 3, webhook_url: 'https://erp.example.com/hooks' },
};

describe('the webhook_disabled notification', () => {
  it('names the disabled address and leads to the webhooks', async () => {
    const { result } = renderHook(() => useNotificationText());
    expect(result.current(DISABLED)).toBe(
      'Webhook https://erp.example.com/hooks was disabled after a day of failed deliveries',
    );
    expect(notificationHref(DISABLED)).toBe('/profileManagement?tab=webhooks');

    await changeLanguage('pl');
    const polish = renderHook(() => useNotificationText());
    expect(polish.result.current(DISABLED)).toBe(
      'Webhook https://erp.example.com/hooks został wyłączony po dobie nieudanych dostarczeń',
    );
  });
});

describe('a notification of what an API key did', () => {
  const SHARED: NotificationMessage = {
    id: 10,
    type: 'transit_shared',
    timestamp: 1_795_700_000,
    read: false,
    data: { transit_id: 4, transit_number: 'TR/1/2030', api_key_name: 'TMS' },
  };

  it('names the key, with the person when one is named', async () => {
    await changeLanguage('en-GB');
    const { result } = renderHook(() => useNotificationText());
    expect(result.current(SHARED)).toBe('API key “TMS” shared transit TR/1/2030 with you');
    const byPerson = { ...SHARED, data: { ...SHARED.data, first_name: 'Jan', last_name: 'Nowak' } };
    expect(result.current(byPerson)).toBe(
      'Jan Nowak via API key “TMS” shared transit TR/1/2030 with you',
    );

    await changeLanguage('pl');
    const polish = renderHook(() => useNotificationText());
    expect(polish.result.current(SHARED)).toContain('klucz API „TMS”');
  });
});
