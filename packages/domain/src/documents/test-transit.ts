import type { Transit } from '../schemas/transits.ts';

/** A transit with two receivers, as the transit API answers it (for tests). */
const client = (id: number, name: string, town: string, country = 'PL') => ({
  id,
  name,
  vies: `PL${String(id).padStart(10, '0')}`,
  address: 'ul. Źródlana 7',
  zip_code: '00-950',
  town,
  country,
  phone: '+48600100200',
  pesel: '',
  is_online: false,
});

const place = (id: number, town: string, country = 'PL') => ({
  id,
  place: `Magazyn ${town}`,
  address: 'ul. Łąkowa 12',
  zip_code: '61-001',
  town,
  country,
  additional_data: '',
  client: null,
  latitude: 52.4064,
  longitude: 16.9252,
});

const cargo = (id: number, name: string) => ({
  id,
  name,
  quantity: 33,
  other: {
    capacity: 40.5,
    method_of_packaging: 'palety EUR',
    weight_gross_kg: 12000.25,
    origin_country: 'PL',
    destination_country: 'DE',
    statistical_number: '8418',
    marks: 'ŻÓŁW-1',
  },
});

const person = (id: number, first: string, last: string) => ({
  id,
  user: { first_name: first, last_name: last, phone: null },
});

export const TEST_TRANSIT: Transit = {
  id: 42,
  transit_number: '2026/000042',
  status: 'pending',
  type: 'generated',
  loading_date: '2026-11-23',
  unloading_date: '2026-11-25',
  loading_time: '08:30',
  unloading_time: '14:00',
  sender_client: client(1, 'Przedsiębiorstwo Łódź Sp. z o.o.', 'Łódź'),
  sender_employee: person(5, 'Józef', 'Wąsik'),
  sender_location: [place(11, 'Poznań')],
  receivers: [
    {
      id: 21,
      client: client(2, 'Müller GmbH', 'München', 'DE'),
      employee: null,
      cargo: [cargo(31, 'Chłodziarki')],
      destiny_places: [place(12, 'München', 'DE')],
    },
    {
      id: 22,
      client: client(3, 'Gżegżółka S.A.', 'Gdańsk'),
      employee: person(6, 'Ewa', 'Żak'),
      cargo: [cargo(32, 'Pralki'), cargo(33, 'Suszarki')],
      destiny_places: [place(13, 'Gdańsk')],
    },
  ],
  carrier: [
    {
      id: 41,
      client: client(4, 'Trans-Świat', 'Kraków'),
      employee: null,
      driver: person(7, 'Łukasz', 'Ślęzak'),
      driver_not_from_system: null,
      is_forwarder: false,
      vehicle: { id: 8, number: 'PO 12345', type: 'tractor_unit' },
      vehicle_not_from_system: null,
      semitrailer: { id: 9, number: 'PO 9876T', type: 'semitrailer' },
      semitrailer_not_from_system: null,
    },
    {
      id: 42,
      client: client(5, 'Podwykonawca Sp.j.', 'Wrocław'),
      employee: null,
      driver: null,
      driver_not_from_system: 'Jan Kowalski',
      is_forwarder: true,
      vehicle: null,
      vehicle_not_from_system: 'DW 55555',
      semitrailer: null,
      semitrailer_not_from_system: null,
    },
  ],
  sender_instruction: 'Temperatura 2–8 °C',
  special_agreements: 'Zakaz przeładunku',
  created_at: '2026-11-21T10:00:00Z',
  has_signed_documents: false,
  remarks: '',
  can_send_alert: true,
  document: [],
  actions: {
    view: true,
    edit: true,
    edit_carriers: true,
    finish: true,
    delete: true,
    duplicate: true,
    alert: true,
    share: true,
    generate: true,
    upload: true,
    sign: false,
    efti_access_log: true,
    efti_inspect: true,
  },
};
