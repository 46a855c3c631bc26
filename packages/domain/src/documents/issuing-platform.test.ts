import { describe, expect, it } from 'vitest';
import { signRefusal } from '../signing/rules.ts';
import { DOCUMENT_TYPES } from '../enums.ts';
import {
  boxSignatures,
  deleteDocumentError,
  isFullySigned,
  lockedSections,
  signableSlots,
  type DocumentState,
} from './rules.ts';

/** A CMR whose sender box was signed on the issuing platform of an imported eCMR (decision 0132). */
const imported: DocumentState = {
  type: DOCUMENT_TYPES.CMR,
  signed_by: [],
  signed_on_issuing_platform: [{ signed_by_type: 'sender', receiver_id: null }],
  parent_document: null,
};

describe('boxes signed on the issuing platform', () => {
  it('count as signed: not offered again, and refused when asked for', () => {
    expect(boxSignatures(imported)).toHaveLength(1);
    expect(signableSlots(imported)).toEqual(['carrier', 'receiver']);
    expect(signRefusal(imported, 'sender', null, [7], 1)).toEqual({
      field: 'signed_by_type',
      key: 'slot_already_signed',
    });
    expect(signRefusal(imported, 'carrier', null, [7], 1)).toBeNull();
  });

  it('lock their sections, keep the document from deletion and count towards fully signed', () => {
    expect(lockedSections(imported).sections).toEqual(['sender', 'loading']);
    expect(deleteDocumentError(imported)).toBe('document_is_signed');
    const withCarrierAndReceiver: DocumentState = {
      ...imported,
      signed_by: [
        { signed_by_type: 'carrier', receiver_id: null },
        { signed_by_type: 'receiver', receiver_id: 7 },
      ],
    };
    expect(isFullySigned(imported, 1)).toBe(false);
    expect(isFullySigned(withCarrierAndReceiver, 1)).toBe(true);
  });
});
