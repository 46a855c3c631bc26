import { describe, expect, it } from 'vitest';
import { zodErrorToFieldErrors } from '../errors.ts';
import '../zod-config.ts';
import { SignDocumentFields, SignSmsConfirmRequest, phoneHint, receiverChoices } from './api.ts';
import {
  canonicalJson,
  placementRefusal,
  signRefusal,
  signatureCapacity,
  slotOf,
} from './rules.ts';

const doc = (
  type: number,
  signed: [string, number | null][] = [],
  parent: number | null = null,
  subs = 0,
) => ({
  type,
  signed_by: signed.map(([signed_by_type, receiver_id]) => ({ signed_by_type, receiver_id })),
  parent_document: parent,
  sub_documents: Array.from({ length: subs }, (_v, i) => i + 100),
});

describe('signRefusal', () => {
  it('lets sender and carrier sign a top document once each; a driver takes the carrier box', () => {
    expect(signRefusal(doc(4), 'sender', null, [], 1)).toBeNull();
    expect(signRefusal(doc(4, [['sender', null]]), 'sender', null, [], 1)).toEqual({
      field: 'signed_by_type',
      key: 'slot_already_signed',
    });
    expect(slotOf('driver')).toBe('carrier');
    expect(signRefusal(doc(4, [['driver', null]]), 'carrier', null, [], 1)?.key).toBe(
      'slot_already_signed',
    );
  });

  it('refuses sender and carrier on a sub-document', () => {
    expect(signRefusal(doc(4, [], 1), 'sender', null, [], 1)?.key).toBe('slot_not_signable');
    expect(signRefusal(doc(4, [], 1), 'driver', null, [], 1)?.key).toBe('slot_not_signable');
  });

  it('takes receivers while fewer than the sub-documents (or 1), each receiver once', () => {
    const main = doc(4, [['receiver', 7]], null, 2);
    expect(signRefusal(main, 'receiver', 7, [7, 8], 2)).toEqual({
      field: 'receiver_id',
      key: 'slot_already_signed',
    });
    expect(signRefusal(main, 'receiver', 8, [7, 8], 2)).toBeNull();
    expect(signRefusal(main, 'receiver', null, [7, 8], 2)?.key).toBe('receiver_required');
    expect(signRefusal(main, 'receiver', 9, [7, 8], 2)?.key).toBe('invalid_choice');
    const single = doc(4, [['receiver', 7]], null, 0);
    expect(signRefusal(single, 'receiver', 8, [7, 8], 2)?.key).toBe('slot_already_signed');
  });

  it('stops at the count of the type: OSTSPED takes 2, CMR receivers + 2', () => {
    expect(signatureCapacity(9, 1)).toBe(2);
    expect(signatureCapacity(4, 3)).toBe(5);
    expect(signatureCapacity(5, 1)).toBeNull();
    expect(signatureCapacity(8, 0)).toBeNull();
    const ostsped = doc(9, [
      ['sender', null],
      ['carrier', null],
    ]);
    expect(signRefusal(ostsped, 'receiver', 7, [7], 1)).toEqual({
      field: 'non_field_errors',
      key: 'document_fully_signed',
    });
  });
});

describe('placementRefusal', () => {
  it('keeps the signature on an existing page', () => {
    expect(placementRefusal({ page: 2, x: 0, y: 1 }, 2)).toBeNull();
    expect(placementRefusal(null, 2)?.key).toBe('field_required');
    expect(placementRefusal({ page: 3, x: 0.5, y: 0.5 }, 2)).toEqual({
      field: 'pg_num',
      key: 'dimensions_outside_page',
    });
    expect(placementRefusal({ page: 1, x: -0.1, y: 0.5 }, 2)?.field).toBe('dimensions');
    expect(placementRefusal({ page: 1, x: 0.5, y: Number.NaN }, 2)?.field).toBe('dimensions');
  });
});

describe('canonicalJson', () => {
  it('sorts keys at every level and drops undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: undefined } })).toBe(
      '{"a":{"d":[2,{"e":0,"f":1}]},"b":1}',
    );
  });
});

describe('SignDocumentFields', () => {
  const base = {
    document: '12',
    transit: '3',
    document_type: 'file',
    signed_by_type: 'receiver',
    receiver_id: '5',
    signature_data: JSON.stringify({ sign_fullname: ' Jan Nowak ', sign_method: 'on screen' }),
    dimensions: '{"x":0.2,"y":0.9}',
    pg_num: '2',
  };

  it('reads multipart strings', () => {
    const parsed = SignDocumentFields.parse(base);
    expect(parsed).toMatchObject({
      document: 12,
      transit: 3,
      document_type: 'file',
      receiver_id: 5,
      dimensions: { x: 0.2, y: 0.9 },
      pg_num: 2,
      signature_data: { sign_fullname: 'Jan Nowak', sign_method: 'on screen' },
    });
  });

  it('answers field-keyed translation keys', () => {
    const result = SignDocumentFields.safeParse({
      ...base,
      signature_data: JSON.stringify({ sign_fullname: '' }),
      dimensions: '{"x":2,"y":0.5}',
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(zodErrorToFieldErrors(result.error)).toEqual({
      signature_data: { sign_fullname: ['signer_name_required'] },
      dimensions: { x: ['dimensions_outside_page'] },
    });
  });

  it('refuses a code that is not 6 digits', () => {
    const result = SignSmsConfirmRequest.safeParse({ verification: 'abc', code: '12a456' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(zodErrorToFieldErrors(result.error)).toEqual({ code: ['code_invalid'] });
  });
});

describe('receiver chooser and phone hint', () => {
  it('disables receivers that signed the document', () => {
    const receivers = [
      { id: 1, name: 'A', signed_documents: [10], sub_document: 11 },
      { id: 2, name: 'B', signed_documents: [], sub_document: 12 },
    ];
    expect(receiverChoices(receivers, 10)).toEqual([
      { id: 1, name: 'A', disabled: true },
      { id: 2, name: 'B', disabled: false },
    ]);
    expect(receiverChoices(receivers, 11).every((r) => !r.disabled)).toBe(true);
  });

  it('hides all but the prefix and the last 3 digits', () => {
    expect(phoneHint('+48600100200')).toBe('+48******200');
  });
});
