import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES } from '../enums.ts';
import {
  canAddRemark,
  canDeleteDocument,
  canEditDocument,
  deleteDocumentError,
  isDocumentSigned,
  isFullySigned,
  isXmlExportable,
  lockedSections,
  signableSlots,
  unsignedReceiverIds,
  type DocumentState,
} from './rules.ts';
import { lockedChanges, lockedChangesToFieldErrors } from './locks.ts';

const sig = (signed_by_type: string, receiver_id: number | null = null) => ({
  signed_by_type,
  receiver_id,
});
const doc = (type: number, signed: ReturnType<typeof sig>[] = [], extra = {}): DocumentState => ({
  type,
  signed_by: signed,
  parent_document: null,
  sub_documents: [],
  ...extra,
});

describe('signing state', () => {
  it('counts any signature as signed', () => {
    expect(isDocumentSigned(doc(4))).toBe(false);
    expect(isDocumentSigned(doc(4, [sig('carrier')]))).toBe(true);
  });

  it('is fully signed at receivers + 2 for CMR, WZ and PS', () => {
    for (const type of [DOCUMENT_TYPES.CMR, DOCUMENT_TYPES.WZ, DOCUMENT_TYPES.PS]) {
      const three = doc(type, [sig('sender'), sig('carrier'), sig('receiver', 1)]);
      expect(isFullySigned(three, 1)).toBe(true);
      expect(isFullySigned(three, 2)).toBe(false);
      expect(canEditDocument(three, 2)).toBe(true);
      expect(canEditDocument(three, 1)).toBe(false);
    }
  });

  it('is fully signed at 2 for OSTSPED and at any signature for KW and LP', () => {
    expect(isFullySigned(doc(9, [sig('sender')]), 1)).toBe(false);
    expect(isFullySigned(doc(9, [sig('sender'), sig('carrier')]), 3)).toBe(true);
    expect(canEditDocument(doc(5, [sig('sender')]), 1)).toBe(false);
    expect(canEditDocument(doc(2, [sig('receiver', 1)]), 1)).toBe(false);
    expect(canEditDocument(doc(2), 1)).toBe(true);
  });

  it('never edits uploaded documents, nor offline', () => {
    expect(canEditDocument(doc(DOCUMENT_TYPES.FV), 1)).toBe(false);
    expect(canEditDocument(doc(4), 1, false)).toBe(false);
  });
});

describe('delete', () => {
  it('needs no signatures and no parent', () => {
    expect(canDeleteDocument(doc(4))).toBe(true);
    expect(canDeleteDocument(doc(4), false)).toBe(false);
    expect(canDeleteDocument(doc(4, [sig('sender')]))).toBe(false);
    expect(canDeleteDocument(doc(4, [], { parent_document: 7 }))).toBe(false);
    expect(deleteDocumentError(doc(4, [sig('sender')]))).toBe('document_is_signed');
    expect(deleteDocumentError(doc(4, [], { parent_document: 7 }))).toBe(
      'document_is_sub_document',
    );
    expect(deleteDocumentError(doc(4))).toBeNull();
  });
});

describe('signable slots', () => {
  it('offers sender and carrier once, on documents without a parent', () => {
    expect(signableSlots(doc(4))).toEqual(['sender', 'carrier', 'receiver']);
    expect(signableSlots(doc(4, [sig('sender'), sig('driver')]))).toEqual(['receiver']);
    expect(signableSlots(doc(4, [], { parent_document: 3 }))).toEqual(['receiver']);
  });

  it('offers the receiver box while receiver signatures are fewer than sub-documents (or 1)', () => {
    expect(signableSlots(doc(4, [sig('receiver', 1)]))).toEqual(['sender', 'carrier']);
    const main = doc(4, [sig('receiver', 1)], { sub_documents: [11, 12] });
    expect(signableSlots(main)).toContain('receiver');
    expect(signableSlots({ ...main, signed_by: [sig('receiver', 1), sig('receiver', 2)] })).toEqual(
      ['sender', 'carrier'],
    );
    expect(unsignedReceiverIds(main, [1, 2])).toEqual([2]);
  });
});

describe('locked sections', () => {
  it('locks by signatures', () => {
    expect(lockedSections(doc(4)).sections).toEqual([]);
    expect(lockedSections(doc(4, [sig('carrier')])).sections).toEqual(['mainCarrier']);
    expect(lockedSections(doc(4, [sig('sender')])).sections).toEqual(['sender', 'loading']);
    expect(lockedSections(doc(4, [sig('receiver', 1)])).sections).toEqual(['receivers']);
  });

  it('locks by permission flags, quantities and container fields by party', () => {
    const full = { sender: true, receiver: true, carriers: { main: true } };
    expect(lockedSections(doc(4), full)).toEqual({ sections: [], cargoFields: [] });
    const receiverOnly = lockedSections(doc(4), {
      sender: false,
      receiver: true,
      carriers: { main: false },
    });
    expect(receiverOnly.sections).toEqual([
      'sender',
      'loading',
      'receivers',
      'mainCarrier',
      'carriers',
      'details',
    ]);
    expect(receiverOnly.cargoFields).toEqual([
      'quantityDeclared',
      'quantityLoaded',
      'sealNumber',
      'carriageWeight',
    ]);
    const senderOnly = lockedSections(doc(4), {
      sender: true,
      receiver: false,
      carriers: { main: false },
    });
    expect(senderOnly.cargoFields).toEqual([
      'quantityLoaded',
      'quantityPickedUp',
      'container',
      'sealNumber',
      'tareWeight',
      'carriageWeight',
      'code',
    ]);
  });

  it('finds edits of locked parts', () => {
    const before = {
      sender: { name: 'A' },
      loading: [{ city: 'Poznań' }],
      receivers: [{ client: { name: 'R' }, cargo: [{ name: 'Pralki', quantityPickedUp: 1 }] }],
      carriers: [{ client: { name: 'C' } }, { client: { name: 'D' } }],
      place: 'Gdańsk',
    };
    const locks = lockedSections(doc(4, [sig('sender'), sig('carrier')]));
    expect(lockedChanges(before, { ...before, place: 'Sopot' }, locks)).toEqual([]);
    expect(
      lockedChanges(
        before,
        { ...before, sender: { name: 'B' }, carriers: [{ client: { name: 'X' } }] },
        locks,
      ),
    ).toEqual([['sender'], ['carriers', 0]]);
    const receiverLocks = lockedSections(doc(4, [sig('receiver', 1)]), {
      sender: false,
      receiver: true,
      carriers: { main: false },
    });
    const picked = JSON.parse(JSON.stringify(before)) as typeof before;
    const line = picked.receivers[0]?.cargo[0];
    if (line) line.quantityPickedUp = 2;
    expect(lockedChanges(before, picked, receiverLocks)).toEqual([]);
    if (line) line.name = 'Suszarki';
    expect(lockedChangesToFieldErrors(lockedChanges(before, picked, receiverLocks))).toEqual({
      receivers: ['document_section_locked'],
    });
  });
});

describe('remarks and XML', () => {
  it('locks pick-up remarks once sender or carrier signed, delivery once all receivers did', () => {
    expect(canAddRemark('pickup', doc(4), 2)).toBe(true);
    expect(canAddRemark('pickup', doc(4, [sig('carrier')]), 2)).toBe(false);
    expect(canAddRemark('delivery', doc(4, [sig('receiver', 1)]), 2)).toBe(true);
    expect(canAddRemark('delivery', doc(4, [sig('receiver', 1), sig('receiver', 2)]), 2)).toBe(
      false,
    );
    expect(canAddRemark('delivery', doc(4), 1, { pickup: true, delivery: false })).toBe(false);
  });

  it('exports XML only for a CMR with fewer than 2 receivers', () => {
    expect(isXmlExportable(doc(4), 1)).toBe(true);
    expect(isXmlExportable(doc(4), 0)).toBe(true);
    expect(isXmlExportable(doc(4), 2)).toBe(false);
    expect(isXmlExportable(doc(1), 1)).toBe(false);
  });
});
