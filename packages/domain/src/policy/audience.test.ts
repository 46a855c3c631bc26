import { describe, expect, it } from 'vitest';
import { audienceOfEvent } from './audience.ts';

describe('audienceOfEvent', () => {
  it('tells everyone on the transit of what happens to its goods and papers', () => {
    for (const type of [
      'transit_finished',
      'document_uploaded',
      'remark_added',
      'document_signed',
    ] as const) {
      expect(audienceOfEvent(type)).toMatchObject({
        notification: type,
        offices: 'owner_and_partners',
        officeRoles: ['Admin', 'Dyspozytor'],
        drivers: true,
      });
    }
  });

  it("keeps an alert within the owner's office and the drivers", () => {
    expect(audienceOfEvent('alert_sent')).toMatchObject({
      notification: 'alert',
      offices: 'owner',
      drivers: true,
    });
  });

  it('notifies nobody of edits, creations and the steps of signing', () => {
    for (const type of [
      'transit_created',
      'transit_updated',
      'transit_deleted',
      'document_created',
      'document_updated',
      'verification_sent',
      'sign_attempt_refused',
    ] as const) {
      expect(audienceOfEvent(type)).toBeNull();
    }
  });
});
