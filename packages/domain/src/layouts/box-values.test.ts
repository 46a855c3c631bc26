import { describe, expect, it } from 'vitest';
import { GENERATED_DOCUMENT_CODES } from '../enums.ts';
import { generateDocumentData } from '../documents/generate.ts';
import { TEST_TRANSIT } from '../documents/test-transit.ts';
import { PAPER_LAYOUTS } from './paper-layouts.ts';
import { layoutContent, layoutValues } from './box-values.ts';

describe('layoutValues', () => {
  const cmr = generateDocumentData('CMR', TEST_TRANSIT, { today: '2026-11-21' });

  it('prints the CMR boxes from document_data with Polish letters intact', () => {
    const values = layoutValues('CMR', cmr, 'pl');
    expect(values['1']).toEqual([
      'Przedsiębiorstwo Łódź Sp. z o.o.',
      'ul. Źródlana 7',
      '00-950 Łódź',
      'Poland',
      'VAT: PL0000000001',
      'Józef Wąsik',
    ]);
    // Two receivers: one numbered line each, so box 2 holds them both.
    expect(values['2']).toEqual([
      '1. Müller GmbH, ul. Źródlana 7, 00-950 München, Germany, VAT: PL0000000002',
      '2. Gżegżółka S.A., ul. Źródlana 7, 00-950 Gdańsk, Poland, VAT: PL0000000003, Ewa Żak',
    ]);
    expect(values['3']).toEqual(['München, Germany', 'Gdańsk, Poland']);
    expect(values['4']).toEqual(['Poznań, Poland', '2026-11-23']);
    expect(values['16']).toEqual(
      expect.arrayContaining(['Trans-Świat', 'Kierowca: Łukasz Ślęzak', 'Pojazd: PO 12345']),
    );
    // Box 17: each successive carrier, then its driver and vehicle.
    expect(values['17']).toEqual([
      'Podwykonawca Sp.j. (spedytor), ul. Źródlana 7, 00-950 Wrocław, Poland, VAT: PL0000000005',
      'Kierowca: Jan Kowalski, Pojazd: DW 55555',
    ]);
    expect(values.goods).toEqual([
      ['ŻÓŁW-1', '33', 'palety EUR', 'Chłodziarki', '8418', '12000,25', '40,5'],
      ['ŻÓŁW-1', '33', 'palety EUR', 'Pralki', '8418', '12000,25', '40,5'],
      ['ŻÓŁW-1', '33', 'palety EUR', 'Suszarki', '8418', '12000,25', '40,5'],
    ]);
    expect(values['13']).toEqual(['Temperatura 2–8 °C']);
    expect(values['20']).toHaveLength(7);
    expect(values['21']).toEqual(['Poznań, 2026-11-21']);
    expect(values['22']).toEqual([]);
    expect(values.title).toContain('3 – Transport drogowy');
  });

  it('keeps one receiver as an address block and refers many to an attached list', () => {
    const receivers = (cmr.receivers ?? []) as unknown[];
    const one = layoutContent('CMR', { ...cmr, receivers: receivers.slice(1) }, 'pl');
    expect(one.values['2']).toEqual([
      'Gżegżółka S.A.',
      'ul. Źródlana 7',
      '00-950 Gdańsk',
      'Poland',
      'VAT: PL0000000003',
      'Ewa Żak',
    ]);
    expect(one.attached).toEqual([]);
    const many = layoutContent('CMR', { ...cmr, receivers: [...receivers, ...receivers] }, 'en-GB');
    expect(many.values['2']).toEqual(['See the attached list of consignees (4)']);
    expect(many.attached).toEqual([
      {
        boxId: '2',
        lines: [
          expect.stringMatching(/^1\. Müller GmbH, /),
          expect.stringMatching(/^2\. Gżegżółka S\.A\., /),
          expect.stringMatching(/^3\. Müller GmbH, /),
          expect.stringMatching(/^4\. Gżegżółka S\.A\., .*Ewa Żak$/),
        ],
      },
    ]);
    expect(
      layoutValues('CMR', { ...cmr, receivers: [...receivers, ...receivers] }, 'en-GB'),
    ).toEqual(many.values);
  });

  it('formats numbers, COD and payments for the reader', () => {
    const data = {
      ...cmr,
      paymentCOD: { value: 1500.5, currency: 'PLN' },
      payments: {
        total: { sender: 1200, senderCurrency: 'EUR', consignee: null, consigneeCurrency: 'EUR' },
      },
    };
    expect(layoutValues('CMR', data, 'en-GB')['15']).toEqual(['Cash on delivery: 1500.5 PLN']);
    expect(layoutValues('CMR', data, 'de')['20']?.[6]).toEqual(['1200', 'EUR', '', '']);
  });

  it('gives every box of every layout an entry, also for an empty draft', () => {
    for (const code of GENERATED_DOCUMENT_CODES) {
      const empty = layoutValues(code, {}, 'pl');
      const filled = layoutValues(code, generateDocumentData(code, TEST_TRANSIT), 'uk');
      for (const box of PAPER_LAYOUTS[code].boxes) {
        expect(empty[box.id], `${code} ${box.id}`).toBeDefined();
        expect(filled[box.id], `${code} ${box.id}`).toBeDefined();
      }
    }
    expect(layoutValues('KW', null, 'pl').pallets).toHaveLength(11);
  });

  it('prints WZ, KW, PS and OSTSPED content', () => {
    const wz = layoutValues(
      'WZ',
      generateDocumentData('WZ', TEST_TRANSIT, { today: '2026-11-21' }),
      'pl',
    );
    expect(wz['8']).toEqual(['Poznań', 'u nadawcy']);
    expect(wz.goods?.[0]).toEqual(['ŻÓŁW-1', 'Chłodziarki', '33', '', '', '']);
    const kwData = generateDocumentData('KW', TEST_TRANSIT);
    const kw = layoutValues(
      'KW',
      { ...kwData, transfer: { ...kwData.transfer, euro80120: { loaded: 33, returned: 30 } } },
      'pl',
    );
    expect(kw.pallets?.[0]).toEqual(['33', '', '', '30']);
    expect(kw['6']).toEqual(['Nadawca']);
    const ps = layoutValues(
      'PS',
      {
        ...generateDocumentData('PS', TEST_TRANSIT),
        createdAtClients: 'receiver',
        createdBeforeAfterLoadingUnloading: 'after',
        damagedCargos: [
          { name: 'Pralki', quantity: 10, damagedQuantity: 2, remarks: 'wgniecenia' },
        ],
      },
      'pl',
    );
    expect(ps['4']).toEqual(['u odbiorcy, po rozładunku']);
    expect(ps.damaged).toEqual([['Pralki', '10', '', '2', 'wgniecenia']]);
    const ostsped = layoutValues(
      'OSTSPED',
      {
        ...generateDocumentData('OSTSPED', TEST_TRANSIT),
        receivers: [{ cargo: [{ container: 'MSCU1234567', tareWeight: 2200 }] }],
      },
      'pl',
    );
    expect(ostsped.title).toEqual(['Załadunek']);
    expect(ostsped.containers).toEqual([['MSCU1234567', '', '2200', '', '']]);
  });
});
