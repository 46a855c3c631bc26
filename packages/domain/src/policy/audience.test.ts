import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../events/domain-event.ts';
import { addresseeOf, audienceOfEvent } from './audience.ts';

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

  it("tells a correction's proposers and deciders of it: the office staff who edit, not drivers", () => {
    for (const type of [
      'correction_proposed',
      'correction_decided',
      'correction_closed',
    ] as const) {
      expect(audienceOfEvent(type)).toEqual({
        kind: 'transit',
        notification: type,
        offices: 'owner_and_partners',
        officeRoles: ['Admin', 'Dyspozytor', 'Magazynier'],
        drivers: false,
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

  it("keeps an authority's follow-up within the transit's own company", () => {
    expect(audienceOfEvent('efti_follow_up_received')).toMatchObject({
      kind: 'transit',
      notification: 'efti_follow_up',
      offices: 'owner',
      drivers: true,
      ownerCompanyOnly: true,
    });
  });

  it('tells a company of what is addressed to it: a transit shared in, an invitation', () => {
    expect(audienceOfEvent('transit_shared')).toEqual({
      kind: 'company',
      notification: 'transit_shared',
      company: 'addressee',
      roles: ['Admin', 'Dyspozytor', 'Magazynier'],
    });
    expect(audienceOfEvent('invitation_sent')).toEqual({
      kind: 'company',
      notification: 'invitation',
      company: 'addressee',
      roles: ['Admin', 'Dyspozytor'],
    });
  });

  it("tells only the company's Admins that a webhook endpoint was given up on", () => {
    expect(audienceOfEvent('webhook_endpoint_disabled')).toEqual({
      kind: 'company',
      notification: 'webhook_disabled',
      company: 'own',
      roles: ['Admin'],
    });
  });

  it('notifies nobody that a share link was opened (its webhook tells the integrator)', () => {
    expect(audienceOfEvent('share_link_opened')).toBeNull();
  });
});

describe('addresseeOf', () => {
  it('names the company a transit is shared with and the company invited', () => {
    const shared: DomainEvent = {
      subject: 'transit',
      transitId: 1,
      companyId: 10,
      data: { type: 'transit_shared', company_id: 20, company_name: 'B', as: 'receiver' },
    };
    const invited: DomainEvent = {
      subject: 'company',
      companyId: 10,
      data: {
        type: 'invitation_sent',
        invitation_id: 3,
        receiver_company_id: 30,
        sender_company_name: 'A',
      },
    };
    const finished: DomainEvent = {
      subject: 'transit',
      transitId: 1,
      companyId: 10,
      data: { type: 'transit_finished' },
    };
    expect(addresseeOf(shared)).toBe(20);
    expect(addresseeOf(invited)).toBe(30);
    expect(addresseeOf(finished)).toBeNull();
  });
});
