import { describe, expect, it } from 'vitest';
import {
  NotificationClientMessage,
  NotificationServerMessage,
  PushSubscriptionRequest,
} from './protocol.ts';

describe('notifications protocol', () => {
  it('reads the client messages of spec 1 §7', () => {
    for (const message of [
      { type: 'ping' },
      { type: 'get.notifications' },
      { type: 'get.notifications', from_id: 40 },
      { type: 'notifications.read' },
      { type: 'notifications.read', to_id: 12 },
      { type: 'delete.notification.for.user', notification_id: 3 },
      { type: 'delete.all.notifications.for.user' },
    ]) {
      expect(NotificationClientMessage.parse(message)).toEqual(message);
    }
  });

  it('refuses unknown types and bad ids', () => {
    expect(NotificationClientMessage.safeParse({ type: 'launch' }).success).toBe(false);
    expect(
      NotificationClientMessage.safeParse({ type: 'get.notifications', from_id: 'x' }).success,
    ).toBe(false);
    expect(
      NotificationClientMessage.safeParse({ type: 'delete.notification.for.user' }).success,
    ).toBe(false);
  });

  it('reads the server messages the bell uses', () => {
    const notification = {
      id: 7,
      type: 'alert',
      timestamp: 1_790_000_000,
      read: false,
      data: { transit_id: 3, transit_number: '2026/000001', alert_message: 'Delay' },
    };
    for (const message of [
      { type: 'new.notification', data: notification },
      { type: 'unread.notifications.count', count: 120 },
      { type: 'clear.for.transit', transit_id: 3 },
      { type: 'clear.for.document', document_id: 9 },
      { type: 'more.notifications', data: [notification] },
      { type: 'pong' },
      { type: 'error', error: 'malformed_json' },
    ]) {
      expect(NotificationServerMessage.parse(message)).toEqual(message);
    }
  });

  it('accepts a browser push subscription on https only', () => {
    const keys = { p256dh: 'BPublicKey', auth: 'secret' };
    expect(
      PushSubscriptionRequest.safeParse({ endpoint: 'https://push.example/abc', keys }).success,
    ).toBe(true);
    expect(
      PushSubscriptionRequest.safeParse({ endpoint: 'http://push.example/abc', keys }).success,
    ).toBe(false);
  });
});
