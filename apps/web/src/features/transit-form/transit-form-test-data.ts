import type { Client, Driver, Transit, Vehicle } from '@transitdocs/domain';
import { transitAnswersOf } from '../../test-support/actions.ts';

/** Response shapes of the real API for the transit form's tests. */
export const CARRIER_CLIENT: Client = {
  id: 31,
  name: 'Trans-Kurier Sp. z o.o.',
  address: 'ul. Spedycyjna 4',
  zip_code: '05-800',
  town: 'Pruszków',
  country: 'PL',
  nip: '5250007313',
  vies: 'PL5250007313',
  phone: '+48227000000',
  vat_group: '',
  pesel: '',
  email: 'dyspozycja@trans-kurier.test',
  is_online: false,
  gt_id: null,
  last_auto_send: null,
};

export const RECEIVER_CLIENT: Client = {
  ...CARRIER_CLIENT,
  id: 32,
  name: 'Hurtownia Budowlana Kowalski Sp. z o.o.',
  address: 'ul. Przemysłowa 12',
  zip_code: '30-701',
  town: 'Kraków',
  nip: '6770065406',
  vies: 'PL6770065406',
};

export const OTHER_CLIENT: Client = {
  ...CARRIER_CLIENT,
  id: 33,
  name: 'Spedition Müller GmbH',
  address: 'Hafenstraße 8',
  zip_code: '20457',
  town: 'Hamburg',
  country: 'DE',
  nip: '811907980',
  vies: 'DE811907980',
};

export const DRIVER: Driver = {
  id: 7,
  user: { first_name: 'Krzysztof', last_name: 'Kierowca', phone: '+48600100200' },
  client: CARRIER_CLIENT.id,
  vehicle: {
    id: 41,
    number: 'WA 12345',
    attached_vehicle: { id: 42, number: 'WA 6789N', type: 'semitrailer' },
  },
  is_available: 'available',
  current_pos_latitude: null,
  current_pos_longitude: null,
};

export const TRACTOR: Vehicle = {
  id: 41,
  number: 'WA 12345',
  type: 'tractor_unit',
  status: 'available',
  attached_vehicle: null,
  trailer: { id: 42, number: 'WA 6789N', type: 'semitrailer' },
  driver: { id: 7, first_name: 'Krzysztof', last_name: 'Kierowca', phone: null },
  company: 1,
  current_pos_latitude: null,
  current_pos_longitude: null,
};

const summary = (client: Client) => ({
  id: client.id,
  name: client.name,
  vies: client.vies,
  address: client.address,
  zip_code: client.zip_code,
  town: client.town,
  country: client.country,
  phone: client.phone,
  pesel: client.pesel,
  is_online: client.is_online,
});

const place = {
  place: 'Magazyn centralny',
  address: 'ul. Transportowa 1',
  zip_code: '00-001',
  town: 'Warszawa',
  country: 'PL',
  additional_data: '',
  client: null,
  latitude: 52.2297,
  longitude: 21.0122,
};

const TRANSIT_BODY: Omit<Transit, 'actions'> = {
  id: 5,
  transit_number: '2026/000005',
  status: 'pending',
  type: 'generated',
  loading_date: '2026-05-04',
  unloading_date: '2026-05-05',
  loading_time: '08:00',
  unloading_time: null,
  sender_client: summary(OTHER_CLIENT),
  sender_employee: null,
  sender_location: [{ id: 51, ...place }],
  receivers: [
    {
      id: 61,
      client: summary(RECEIVER_CLIENT),
      employee: null,
      cargo: [
        {
          id: 71,
          name: 'Cement',
          quantity: 10,
          other: {
            capacity: null,
            method_of_packaging: 'worki',
            weight_gross_kg: 1000,
            origin_country: 'PL',
            destination_country: 'PL',
            statistical_number: '',
            marks: '',
          },
        },
      ],
      destiny_places: [
        {
          id: 81,
          ...place,
          place: '',
          address: 'ul. Przemysłowa 12',
          zip_code: '30-701',
          town: 'Kraków',
          latitude: 50.0647,
          longitude: 19.945,
        },
      ],
    },
  ],
  carrier: [
    {
      id: 91,
      client: summary(CARRIER_CLIENT),
      employee: null,
      driver: { id: 7, user: DRIVER.user },
      driver_not_from_system: null,
      is_forwarder: false,
      vehicle: { id: 41, number: 'WA 12345', type: 'tractor_unit' },
      vehicle_not_from_system: null,
      semitrailer: { id: 42, number: 'WA 6789N', type: 'semitrailer' },
      semitrailer_not_from_system: null,
    },
  ],
  sender_instruction: 'Rozładunek tylko w godzinach pracy magazynu.',
  special_agreements: '',
  created_at: '2026-05-01T10:00:00.000Z',
  has_signed_documents: false,
  remarks: '',
  can_send_alert: true,
  document: [],
};

/** The transit as the server answers it to the company's Admin (with the rulebook's `actions`). */
export const TRANSIT: Transit = { ...TRANSIT_BODY, ...transitAnswersOf(TRANSIT_BODY) };

/** The transit in another state, with the rulebook's `actions` for that state. */
export function transitIn(state: Partial<Omit<Transit, 'actions'>>): Transit {
  const body = { ...TRANSIT_BODY, ...state };
  return { ...body, ...transitAnswersOf(body) };
}
