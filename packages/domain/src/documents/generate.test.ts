import { describe, expect, it } from 'vitest';
import { GENERATED_DOCUMENT_CODES } from '../enums.ts';
import { generateDocumentData, splitPerReceiver } from './generate.ts';
import { parseDocumentData } from './document-data.ts';
import { TEST_TRANSIT } from './test-transit.ts';

describe('generateDocumentData', () => {
  it('fills a CMR from a transit with two receivers', () => {
    const data = generateDocumentData('CMR', TEST_TRANSIT, { today: '2026-11-21' });
    expect(data.sender?.name).toBe('Przedsiębiorstwo Łódź Sp. z o.o.');
    expect(data.sender?.country).toEqual(['PL', 'Poland']);
    expect(data.senderEmployee?.user.last_name).toBe('Wąsik');
    expect(data.loading?.map((p) => p.city)).toEqual(['Poznań']);
    expect(data.receivers).toHaveLength(2);
    expect(data.receivers?.[1]?.cargo?.map((c) => c.name)).toEqual(['Pralki', 'Suszarki']);
    expect(data.receivers?.[0]?.cargo?.[0]).toMatchObject({
      weight: 12000.25,
      capacity: 40.5,
      methodOfPackaging: 'palety EUR',
      marks: 'ŻÓŁW-1',
    });
    expect(data.receivers?.[0]?.destinyPlaces?.[0]?.city).toBe('München');
    expect(data.carriers?.[0]).toMatchObject({
      driver: { id: 7, firstName: 'Łukasz', lastName: 'Ślęzak' },
      vehicle: { id: 8, number: 'PO 12345' },
      semitrailer: { id: 9, number: 'PO 9876T' },
      isForwarder: false,
      driver_not_from_system: false,
    });
    expect(data.carriers?.[1]).toMatchObject({
      driver: 'Jan Kowalski',
      driver_not_from_system: true,
      vehicle: 'DW 55555',
      isForwarder: true,
    });
    expect(data.transportMode).toEqual({ code: 3, name: 'Transport drogowy' });
    expect(data.paymentCOD).toEqual({ value: null, currency: 'EUR' });
    expect(data.payments?.total?.senderCurrency).toBe('EUR');
    expect(data.senderInstruction).toBe('Temperatura 2–8 °C');
    expect(data.dateOfIssue).toBe('2026-11-21');
    expect(data.loadingDate).toBe('2026-11-23');
    expect(data.waybillNumber).toBe('2026/000042');
  });

  it('fills quantity lines for WZ and PS, pallets for KW, containers for OSTSPED', () => {
    const wz = generateDocumentData('WZ', TEST_TRANSIT, { today: '2026-11-21' });
    expect(wz.receivers?.[0]?.cargo?.[0]).toMatchObject({
      quantityDeclared: 33,
      name: 'Chłodziarki',
    });
    expect(wz).toMatchObject({ date: '2026-11-21', time: '08:30', place: 'Poznań' });
    const kw = generateDocumentData('KW', TEST_TRANSIT);
    expect(Object.keys(kw.transfer ?? {})).toHaveLength(11);
    const ostsped = generateDocumentData('OSTSPED', TEST_TRANSIT, { ostspedType: 'unloading' });
    expect(ostsped.type).toBe('unloading');
    expect(ostsped.unloadingDate).toBe('2026-11-25');
    expect(ostsped.receivers?.[0]?.cargo).toEqual([]);
  });

  it('generates data every type accepts', () => {
    for (const code of GENERATED_DOCUMENT_CODES) {
      const result = parseDocumentData(code, generateDocumentData(code, TEST_TRANSIT));
      expect(result.error?.issues ?? [], code).toEqual([]);
    }
  });
});

describe('splitPerReceiver', () => {
  it('gives the main document all receivers and one sub-document per receiver', () => {
    const data = generateDocumentData('CMR', TEST_TRANSIT);
    const { main, subDocuments } = splitPerReceiver(data);
    expect(main.receivers).toHaveLength(2);
    expect(subDocuments.map((sub) => sub.receiverId)).toEqual([21, 22]);
    expect(subDocuments[1]?.data.receivers?.[0]?.client?.name).toBe('Gżegżółka S.A.');
    expect(subDocuments[1]?.data.receivers).toHaveLength(1);
    expect(subDocuments[0]?.data.sender?.name).toBe(main.sender?.name);
    for (const sub of subDocuments) expect(parseDocumentData('CMR', sub.data).success).toBe(true);
  });

  it('makes no sub-documents for a single receiver', () => {
    const data = generateDocumentData('WZ', {
      ...TEST_TRANSIT,
      receivers: TEST_TRANSIT.receivers.slice(0, 1),
    });
    expect(splitPerReceiver(data).subDocuments).toEqual([]);
  });
});
