import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ecmrSchemaPath, requireTool, validateXml } from '../../../test/pdf-tools.ts';
import { buildEcmrXml, coordinateDegrees, decimal, type EcmrInput } from './build.ts';
import { escapeAttribute, escapeText } from './xml.ts';

function sampleEcmrInput(): EcmrInput {
  return {
    documentId: 7,
    createdAt: '2024-05-01T10:00:00.000Z',
    data: {
      sender: {
        id: 3,
        name: 'Zażółć gęślą jaźń Sp. z o.o. <&> "cudzysłów"',
        address: 'ul. Łąkowa 1',
        city: 'Łódź',
        postCode: '90-001',
        country: ['PL', 'Polska'],
        vies: 'PL 1234567890',
      },
      senderEmployee: { user: { first_name: 'Jan', last_name: 'Kowalski', phone: '+48500100200' } },
      loading: [
        {
          address: 'ul. Magazynowa 5',
          postCode: '00-001',
          city: 'Warszawa',
          country: ['PL', 'Polska'],
          latitude: `52° 13' 47.0" N`,
          longitude: '21.0122',
        },
        { address: 'ul. Druga 2', postCode: '30-001', city: 'Kraków', country: ['PL', 'Polska'] },
      ],
      receivers: [
        {
          client: {
            name: 'Empfänger GmbH',
            address: 'Hauptstraße 1',
            city: 'Berlin',
            postCode: '10115',
            country: ['DE', 'Niemcy'],
          },
          cargo: [
            {
              marks: 'A1',
              name: 'Jabłka "Ligol" & gruszki',
              quantity: 33,
              methodOfPackaging: 'paleta',
              statisticalNumber: '0808',
              weight: 12000.5,
              capacity: 40,
              originCountry: 'PL',
              destinationCountry: 'DE',
            },
            { name: 'Śliwki', quantity: 2, weight: 0.0000001, originCountry: 'XX' },
          ],
          destinyPlaces: [
            { address: 'Lagerweg 2', postCode: '10115', city: 'Berlin', country: ['DE', 'Niemcy'] },
          ],
        },
      ],
      carriers: [
        {
          client: { name: 'Trans-Pol', country: ['PL', 'Polska'] },
          driver: 'Adam Nowak',
          vehicle: 'WX 12345',
          semitrailer: { number: 'WX 999' },
        },
        {
          client: { name: 'Kosovo Trans', country: ['XK', 'Kosowo'] },
          driver: { firstName: 'A', lastName: 'B' },
        },
        { client: null, driver: null },
      ],
      attachedDocuments: [{ type: 'Faktura', id: 'FV/1/2024' }],
      senderInstruction: 'Odprawa celna w Łodzi\u0001',
      paymentInstruction: 'Przelew 14 dni',
      carrierRemarks: 'Folia uszkodzona',
      specialAgreements: 'Brak',
      paymentCOD: { value: 1500, currency: 'PLN' },
      transportMode: { code: 30 },
      dateOfIssue: '2024-05-01',
      loadingDate: '2024-05-02',
      place: 'Łódź',
      waybillNumber: 'CMR/1/2024',
    },
    signatures: [
      {
        type: 'sender',
        signedAt: '2024-05-02T08:00:00.000Z',
        fullName: 'Jan Kowalski',
        companyName: 'Zażółć',
        companyTown: 'Łódź',
        companyCountry: ['PL', 'Polska'],
        companyNip: '123-456-78-90',
        method: 'on screen',
      },
      {
        type: 'carrier',
        signedAt: '2024-05-02T09:00:00.000Z',
        fullName: 'Adam Nowak',
        method: 'sms',
      },
      { type: 'receiver', signedAt: '2024-05-03T08:00:00.000Z', fullName: 'Hans Müller' },
    ],
  };
}

describe('eCMR XML', () => {
  const hasXmllint = requireTool('xmllint', 'libxml2-utils');
  const schema = ecmrSchemaPath();

  it('finds the schema beside the repository', () => {
    expect(fs.existsSync(schema), schema).toBe(true);
  });

  it('maps a CMR with one receiver to a message that validates against the XSD', async () => {
    const xml = buildEcmrXml(sampleEcmrInput());
    expect(xml).toContain('<rsm:eCMR xmlns:rsm="urn:un:unece:uncefact:data:standard:eCMR:1"');
    expect(xml).toContain('<ram:TypeCode>730</ram:TypeCode>');
    expect(xml).toContain('Zażółć gęślą jaźń Sp. z o.o. &lt;&amp;&gt; "cudzysłów"');
    expect(xml).toContain('<ram:CODAmount currencyID="PLN">1500</ram:CODAmount>');
    expect(xml).toContain(
      '<ram:GrossWeightMeasure unitCode="KGM">12000.5</ram:GrossWeightMeasure>',
    );
    expect(xml).toContain('<ram:GrossVolumeMeasure unitCode="MTQ">40</ram:GrossVolumeMeasure>');
    expect(xml).toContain('<ram:ConnectingCarrierTradeParty>');
    expect(xml).toContain('<ram:Description>Odprawa celna w Łodzi</ram:Description>');
    expect(xml).toContain('<ram:LatitudeMeasure>52.2297222</ram:LatitudeMeasure>');
    expect(xml).toContain('<ram:ModeCode>3</ram:ModeCode>');
    expect(xml).toMatch(
      /<ram:PickUpTransportEvent>[\s\S]*Jan Kowalski[\s\S]*Adam Nowak[\s\S]*<\/ram:PickUpTransportEvent>/,
    );
    expect(xml).toMatch(
      /<ram:DeliveryTransportEvent>[\s\S]*Hans Müller[\s\S]*<\/ram:DeliveryTransportEvent>/,
    );
    if (!hasXmllint) return;
    await validateXml(xml, schema);
  });

  it('names each signature’s signatory, times, place and hash in its box (decision 0133)', async () => {
    const input = sampleEcmrInput();
    const hash = 'a'.repeat(64);
    const xml = buildEcmrXml({
      ...input,
      signatures: [
        {
          type: 'carrier',
          signedAt: '2024-05-02T08:59:30.000Z',
          receivedAt: '2024-05-02T09:00:00.000Z',
          place: '52.22970, 21.01220 (±12 m)',
          sha256: hash,
          fullName: 'Adam Nowak',
          method: 'pin',
        },
        {
          type: 'receiver',
          signedAt: '2024-05-03T08:00:00.000Z',
          fullName: 'Hans Müller',
          issuingPlatform: 'LogiNet eCMR',
        },
      ],
    });
    const pickUp = /<ram:PickUpTransportEvent>[\s\S]*<\/ram:PickUpTransportEvent>/.exec(xml)?.[0];
    expect(pickUp).toContain(`<ram:ID schemeID="SHA-256">${hash}</ram:ID>`);
    expect(pickUp).toContain('<ram:Description>signature:carrier</ram:Description>');
    for (const [subject, content] of [
      ['box', '23'],
      ['signatory', 'Adam Nowak'],
      ['signed_at', '2024-05-02T08:59:30.000Z'],
      ['received_at', '2024-05-02T09:00:00.000Z'],
      ['place', '52.22970, 21.01220 (±12 m)'],
    ]) {
      expect(pickUp).toMatch(
        new RegExp(
          `<ram:Subject>${subject}</ram:Subject>\\s*<ram:Content>${(content ?? '').replace(/[()]/g, '\\$&')}</ram:Content>`,
        ),
      );
    }
    const delivery = /<ram:DeliveryTransportEvent>[\s\S]*<\/ram:DeliveryTransportEvent>/.exec(
      xml,
    )?.[0];
    expect(delivery).toContain('<ram:Content>LogiNet eCMR</ram:Content>');
    expect(delivery).toContain('<ram:Content>24</ram:Content>');
    if (!hasXmllint) return;
    await validateXml(xml, schema);
  });

  it('still validates for an almost empty CMR', async () => {
    const xml = buildEcmrXml({
      documentId: 1,
      createdAt: '2024-01-01T00:00:00Z',
      data: {},
      signatures: [],
    });
    expect(xml).toContain('<rsm:SpecifiedSupplyChainConsignment>');
    if (!hasXmllint) return;
    await validateXml(xml, schema);
  });

  it('escapes text and attributes and drops characters XML cannot carry', () => {
    expect(escapeText('a<b>&c\u0000\u0007d')).toBe('a&lt;b&gt;&amp;cd');
    expect(escapeAttribute(`"x" 'y'\n`)).toBe('&quot;x&quot; &apos;y&apos;&#10;');
    expect(escapeText('😀\uD800')).toBe('😀');
  });

  it('writes decimals without exponents and reads coordinates', () => {
    expect(decimal(0.0000001)).toBe('0');
    expect(decimal(1e21)).toBe('1000000000000000000000');
    expect(decimal(12.5)).toBe('12.5');
    expect(coordinateDegrees(`52° 30' 00" S`)).toBeCloseTo(-52.5);
    expect(coordinateDegrees('nonsense')).toBeNull();
  });
});
