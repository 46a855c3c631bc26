import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfToText, requireTool } from '../../../../test/pdf-tools.ts';
import { signaturePng } from '../../../../test/png.ts';
import { renderGeneratedPdf, type RenderSignature } from './render.ts';

const CITIES = ['Berlin', 'München', 'Hamburg', 'Köln', 'Bonn'];

const client = (name: string, city: string, country: [string, string]) => ({
  name,
  address: 'ul. Żeromskiego 5/7',
  postCode: '90-001',
  city,
  country,
  vies: `${country[0]}1234567890`,
});

/** A CMR with `receivers` receivers (one cargo line and one place each) and two carriers. */
function cmrData(receivers: number): Record<string, unknown> {
  const payment = (i: number) => ({
    sender: 100 * i,
    senderCurrency: 'EUR',
    consignee: 50 * i,
    consigneeCurrency: 'PLN',
  });
  return {
    sender: client('Zażółć gęślą jaźń Sp. z o.o.', 'Łódź', ['PL', 'Polska']),
    senderEmployee: { user: { first_name: 'Józef', last_name: 'Wąsik' } },
    loading: [
      { address: 'ul. Źródlana 12', postCode: '90-001', city: 'Łódź', country: ['PL', 'Polska'] },
    ],
    receivers: CITIES.slice(0, receivers).map((city, i) => ({
      client: client(`Empfänger Größe ${i + 1} GmbH`, city, ['DE', 'Niemcy']),
      employee: { user: { first_name: 'Ewa', last_name: `Żak ${i + 1}` } },
      cargo: [{ marks: `R${i + 1}`, quantity: 10, name: `Jabłka ${i + 1}`, weight: 1200.5 }],
      destinyPlaces: [{ city, country: ['DE', 'Niemcy'] }],
    })),
    carriers: [
      {
        client: client('Trans-Łódź S.A.', 'Łódź', ['PL', 'Polska']),
        driver: 'Adam Świątek',
        vehicle: 'EL 12345',
        semitrailer: 'EL 9876P',
      },
      {
        client: client('Spedycja Śląsk Sp. j.', 'Katowice', ['PL', 'Polska']),
        driver: { firstName: 'Jan', lastName: 'Kowal' },
        vehicle: { number: 'SK 55555' },
        semitrailer: 'SK 1234P',
        isForwarder: true,
      },
    ],
    paymentCOD: { value: 1500, currency: 'PLN' },
    payments: {
      carriage: payment(1),
      deductions: payment(2),
      balance: payment(3),
      supplementCharges: payment(4),
      misc: payment(5),
      insurance: payment(6),
      total: payment(7),
    },
    waybillNumber: 'CMR/2024/05/0001',
  };
}

const signatures: RenderSignature[] = (['sender', 'carrier', 'receiver'] as const).map((type) => ({
  signedByType: type,
  receiverId: null,
  createdAt: '2024-05-02T08:00:00.000Z',
  png: signaturePng(600, 200),
  signatureData: { sign_fullname: 'Józef Łęcki', sign_method: 'on screen' },
}));

async function render(receivers: number) {
  const pdf = await renderGeneratedPdf({
    code: 'CMR',
    name: 'CMR',
    documentData: cmrData(receivers),
    signatures,
    language: 'pl',
    createdAt: new Date('2024-05-01T00:00:00Z'),
  });
  const pages = (await PDFDocument.load(pdf)).getPageCount();
  return { pdf, pages };
}

/** The text without the line breaks and column gaps pdftotext puts in. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('the printed CMR fits its boxes', () => {
  const hasPoppler = requireTool('pdftotext', 'poppler-utils');

  it.each([2, 3])(
    'prints %i receivers and two carriers on one A4 page, every box whole',
    async (receivers) => {
      const { pdf, pages } = await render(receivers);
      expect(pages).toBe(1);
      if (!hasPoppler) return;
      const text = flat(await pdfToText(pdf));
      for (let i = 1; i <= receivers; i++) {
        expect(text).toContain(`${i}. Empfänger Größe ${i} GmbH`);
        expect(text).toContain(`Ewa Żak ${i}`);
      }
      // The payments grid whole: every row with its amounts.
      for (const row of ['20.1', '20.2', '20.3', '20.4', '20.5', '20.6', '20.7']) {
        expect(text).toContain(row);
      }
      expect(text).toMatch(/700 EUR 350 PLN/);
      // Box 17: the successive carrier with its driver and vehicles.
      expect(text).toContain('Spedycja Śląsk Sp. j. (spedytor)');
      expect(text).toContain('Kierowca: Jan Kowal, Pojazd: SK 55555, Naczepa: SK 1234P');
      expect(text).not.toContain('Ciąg dalszy');
    },
  );

  it('refers box 2 to the attached list on page 2 when there are more receivers', async () => {
    const { pdf, pages } = await render(5);
    expect(pages).toBe(2);
    if (!hasPoppler) return;
    const text = flat(await pdfToText(pdf));
    expect(text).toContain('Zob. załączona lista odbiorców (5)');
    const [, page2 = ''] = text.split('Ciąg dalszy / Continuation / Fortsetzung');
    for (let i = 1; i <= 5; i++) expect(page2).toContain(`${i}. Empfänger Größe ${i} GmbH`);
  });
});
