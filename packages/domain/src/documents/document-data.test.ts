import { describe, expect, it } from 'vitest';
import { flattenFieldErrors, zodErrorToFieldErrors } from '../errors.ts';
import { DOCUMENT_DATA_SCHEMAS, parseDocumentData, type CmrDataInput } from './document-data.ts';
import {
  DocumentCreateRequest,
  DocumentUploadFields,
  GenerateDocumentDataRequest,
  documentPatchRequest,
} from './document-api.ts';

function errorsOf(result: { success: boolean; error?: unknown }): Record<string, string[]> {
  if (result.success) return {};
  return flattenFieldErrors(zodErrorToFieldErrors(result.error as never));
}

const client = {
  id: 1,
  name: 'Przedsiębiorstwo Łódź Sp. z o.o.',
  address: 'ul. Źródlana 7',
  city: 'Łódź',
  postCode: '90-001',
  country: ['PL', 'Polska'] as [string, string],
  vies: 'PL7251234567',
  pesel: '',
  vatGroup: '',
};
const place = {
  address: 'ul. Łąkowa 12',
  postCode: '61-001',
  city: 'Poznań',
  country: ['PL', 'Polska'] as [string, string],
  latitude: '52° 24\' 23.0" N',
  longitude: 16.9252,
  additionalData: 'brama 3',
};

const fullCmr: CmrDataInput = {
  sender: client,
  senderEmployee: { id: 5, user: { first_name: 'Józef', last_name: 'Wąsik' } },
  loading: [place],
  receivers: [
    {
      id: 21,
      client: { ...client, name: 'Müller GmbH', country: ['DE', 'Niemcy'] },
      employee: null,
      cargo: [
        {
          marks: 'ŻÓŁW-1',
          name: 'Chłodziarki',
          quantity: 33,
          methodOfPackaging: 'palety',
          statisticalNumber: '8418',
          weight: 12000.5,
          capacity: 40,
          originCountry: 'PL',
          destinationCountry: 'DE',
        },
      ],
      destinyPlaces: [{ ...place, city: 'München', country: ['DE', 'Niemcy'] }],
    },
  ],
  carriers: [
    {
      client: { ...client, name: 'Trans-Świat' },
      driver: { id: 7, firstName: 'Łukasz', lastName: 'Ślęzak' },
      driver_not_from_system: false,
      vehicle: { id: 8, number: 'PO 12345' },
      semitrailer: 'PO 9876T',
      isForwarder: false,
    },
    { client: { name: 'Podwykonawca' }, driver: 'Jan Kowalski', isForwarder: true },
  ],
  documentName: 'CMR 1',
  destiny: 'München, DE',
  attachedDocuments: [{ type: 'Faktura', id: 'FV 12/2026' }],
  carrierRemarks: 'Plomba nienaruszona',
  paymentInstruction: 'Frei',
  senderInstruction: 'Temperatura 2–8 °C',
  specialAgreements: 'Zakaz przeładunku',
  paymentCOD: { value: 150.5, currency: 'pln' },
  payments: {
    carriage: { sender: 1200, senderCurrency: 'EUR', consignee: null, consigneeCurrency: 'EUR' },
    total: { sender: 1200 },
  },
  transportMode: { code: 30, name: 'Transport drogowy' },
  dateOfIssue: '2026-11-21',
  loadingDate: '2026-11-23',
  order: 'ZL/1/2026',
  shippingCostOn: 'sender',
  invoiceNumberAndDate: 'FV 12/2026, 2026-11-21',
  createdAtClients: 'sender',
  createdBeforeAfterLoadingUnloading: 'before',
  date: '2026-11-21',
  time: '08:30',
  place: 'Poznań',
  waybillNumber: '2026/000042',
};

describe('CMR document_data', () => {
  it('accepts a full realistic CMR and fills defaults', () => {
    const result = parseDocumentData('CMR', fullCmr);
    expect(errorsOf(result)).toEqual({});
    expect(result.data?.paymentCOD?.currency).toBe('PLN');
    expect(result.data?.payments?.total?.consigneeCurrency).toBe('EUR');
    expect(result.data?.receivers?.[0]?.client?.name).toBe('Müller GmbH');
  });

  it('defaults the transport mode to road (3)', () => {
    const { transportMode: _mode, ...rest } = fullCmr;
    expect(parseDocumentData('CMR', rest).data?.transportMode.code).toBe(3);
  });

  it('rejects wrong shapes with field-keyed translation keys', () => {
    const result = parseDocumentData('CMR', {
      ...fullCmr,
      sender: { ...client, name: 'x'.repeat(501) },
      loading: [],
      receivers: [{ cargo: [{ name: 'Pralki', weight: -5, quantity: 'dużo' }], destinyPlaces: [] }],
      carriers: [{ driver: 'Jan', vehicle: 'WA 1' }],
      paymentCOD: { value: 10, currency: 'euro' },
      transportMode: { code: 11 },
      dateOfIssue: '2026-02-30',
      time: '25:00',
      createdAtClients: 'driver',
      unknownField: true,
    });
    expect(errorsOf(result)).toEqual({
      'sender.name': ['enter_max_chars?count=500'],
      loading: ['fill_in_the_loading_places'],
      'receivers.0.cargo.0.weight': ['enter_min_number?count=0'],
      'receivers.0.cargo.0.quantity': ['invalid_type'],
      'receivers.0.destinyPlaces': ['fill_in_the_unloading_places'],
      'carriers.0.client': ['field_required'],
      'carriers.0.driver': ['must_contain_a_space'],
      'paymentCOD.currency': ['currency_incorrect'],
      'transportMode.code': ['invalid_choice'],
      dateOfIssue: ['invalid_date'],
      time: ['invalid_time'],
      createdAtClients: ['invalid_choice'],
      unknownField: ['unknown_field'],
    });
  });

  it('requires address fields on places and checks coordinates', () => {
    const result = parseDocumentData('CMR', {
      ...fullCmr,
      loading: [{ city: 'Poznań', latitude: '95.1', longitude: '1° 2\' 3" X' }],
    });
    expect(errorsOf(result)).toEqual({
      'loading.0.address': ['field_required'],
      'loading.0.postCode': ['field_required'],
      'loading.0.country': ['field_required'],
      'loading.0.latitude': ['coordinate_incorrect'],
      'loading.0.longitude': ['coordinate_incorrect'],
    });
  });

  it('checks each place postcode by its country', () => {
    const place = { address: 'ul. Długa 1', city: 'Poznań', latitude: '', longitude: '' };
    const result = parseDocumentData('CMR', {
      ...fullCmr,
      loading: [
        { ...place, postCode: '61001', country: ['PL', 'Polska'] },
        { ...place, postCode: '10115', country: ['DE', 'Deutschland'] },
        { ...place, postCode: 'SW1A 1AA', country: ['GB', 'United Kingdom'] },
      ],
    });
    expect(errorsOf(result)).toEqual({ 'loading.0.postCode': ['zip_code_incorrect'] });
  });

  it('drops empty cargo lines, empty places and carriers without anything on save', () => {
    const receiver = fullCmr.receivers?.[0];
    const result = parseDocumentData('CMR', {
      ...fullCmr,
      loading: [place, { address: '', country: null }],
      receivers: [{ ...receiver, cargo: [...(receiver?.cargo ?? []), { name: ' ' }] }],
      carriers: [...(fullCmr.carriers ?? []), { isForwarder: true }],
    });
    expect(errorsOf(result)).toEqual({});
    expect(result.data?.loading).toHaveLength(1);
    expect(result.data?.receivers?.[0]?.cargo).toHaveLength(1);
    expect(result.data?.carriers).toHaveLength(2);
  });

  it('allows at most 10 carriers', () => {
    const carriers = Array.from({ length: 11 }, () => ({ client: { name: 'Przewoźnik' } }));
    expect(errorsOf(parseDocumentData('CMR', { ...fullCmr, carriers }))).toEqual({
      carriers: ['enter_max_elements?count=10'],
    });
  });
});

describe('other types', () => {
  it('requires date, time and place on WZ and PS, date on KW, type on OSTSPED', () => {
    expect(errorsOf(parseDocumentData('WZ', {}))).toEqual({
      date: ['field_required'],
      time: ['field_required'],
      place: ['field_required'],
    });
    expect(Object.keys(errorsOf(parseDocumentData('PS', { date: '2026-11-21' })))).toEqual([
      'time',
      'place',
    ]);
    expect(errorsOf(parseDocumentData('KW', {}))).toEqual({ date: ['field_required'] });
    expect(errorsOf(parseDocumentData('OSTSPED', {}))).toEqual({ type: ['field_required'] });
    expect(errorsOf(parseDocumentData('LP', {}))).toEqual({
      loading: ['fill_in_the_loading_places'],
      receivers: ['fill_in_the_unloading_places'],
    });
  });

  it('checks WZ and PS quantity lines and PS damaged cargo', () => {
    const result = parseDocumentData('PS', {
      date: '2026-11-21',
      time: '10:00',
      place: 'Gdańsk',
      receivers: [{ cargo: [{ name: 'Pralki', quantityLoaded: -1, weight: 3 }] }],
      damagedCargos: [{ name: 'Pralki', damagedQuantity: 2, actualQuantity: -2 }],
      collectivePackagingAndDamageCause: 'Folia rozdarta',
      createdBeforeAfterLoadingUnloading: 'after',
    });
    expect(errorsOf(result)).toEqual({
      'receivers.0.cargo.0.quantityLoaded': ['enter_min_number?count=0'],
      'receivers.0.cargo.0.weight': ['unknown_field'],
      'damagedCargos.0.actualQuantity': ['enter_min_number?count=0'],
    });
  });

  it('checks KW pallet transfers by the 11 types', () => {
    const result = parseDocumentData('KW', {
      date: '2026-11-21',
      palletsTransferWith: 'receiver',
      transfer: { euro80120: { loaded: 33, returned: 30 }, chep14: { issued: 1.5 }, wood: {} },
    });
    expect(errorsOf(result)).toEqual({
      'transfer.chep14.issued': ['enter_integer'],
      'transfer.wood': ['unknown_field'],
    });
  });

  it('checks OSTSPED container lines and dates', () => {
    const result = parseDocumentData('OSTSPED', {
      type: 'unloading',
      arrival: '21-11-2026 10:15',
      departure: '2026-11-21 25:00',
      receivers: [{ cargo: [{ container: 'MSCU1234567', tareWeight: -1, code: '26PL' }] }],
    });
    expect(errorsOf(result)).toEqual({
      departure: ['invalid_date'],
      'receivers.0.cargo.0.tareWeight': ['enter_min_number?count=0'],
    });
    expect(errorsOf(parseDocumentData('OSTSPED', { type: 'both' }))).toEqual({
      type: ['invalid_choice'],
    });
  });

  it('has a schema for every generated type', () => {
    expect(Object.keys(DOCUMENT_DATA_SCHEMAS).sort()).toEqual(
      ['CMR', 'KW', 'LP', 'OSTSPED', 'PS', 'WZ'].sort(),
    );
  });
});

describe('document requests', () => {
  it('validates generate and create requests by type', () => {
    expect(GenerateDocumentDataRequest.safeParse({ transit: 1, type: 4 }).success).toBe(true);
    expect(errorsOf(GenerateDocumentDataRequest.safeParse({ transit: 1, type: 6 }))).toEqual({
      type: ['invalid_choice'],
    });
    expect(
      DocumentCreateRequest.safeParse({ transit: 1, type: 4, document_data: fullCmr }).success,
    ).toBe(true);
    expect(
      errorsOf(DocumentCreateRequest.safeParse({ transit: 1, type: 1, document_data: {} })),
    ).toEqual({
      'document_data.date': ['field_required'],
      'document_data.time': ['field_required'],
      'document_data.place': ['field_required'],
    });
    expect(errorsOf(DocumentCreateRequest.safeParse({ transit: 1, type: 8 }))).toEqual({
      type: ['invalid_choice'],
    });
    expect(
      errorsOf(documentPatchRequest('KW').safeParse({ document_data: { date: 'jutro' } })),
    ).toEqual({ 'document_data.date': ['invalid_date'] });
  });

  it('reads upload multipart fields', () => {
    expect(
      DocumentUploadFields.safeParse({ transit: '3', type: '6', receiver: '', name: 'Faktura' })
        .data,
    ).toEqual({ transit: 3, type: 6, name: 'Faktura' });
    expect(errorsOf(DocumentUploadFields.safeParse({ transit: '3', type: '4' }))).toEqual({
      type: ['invalid_choice'],
    });
    expect(errorsOf(DocumentUploadFields.safeParse({ type: '8', name: 'x'.repeat(501) }))).toEqual({
      transit: ['field_required'],
      name: ['enter_max_chars?count=500'],
    });
  });
});
