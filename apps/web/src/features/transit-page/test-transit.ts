import type { Transit } from '@transitdocs/domain';
import { transitAnswersOf } from '../../test-support/actions.ts';

const client = (id: number, name: string) => ({
  id,
  name,
  vies: `PL${String(id).padStart(10, '0')}`,
  address: 'ul. Magazynowa 1',
  zip_code: '00-001',
  town: 'Warszawa',
  country: 'PL',
  phone: '+48221234567',
  pesel: '',
  is_online: false,
});

const person = (id: number, firstName: string, lastName: string) => ({
  id,
  user: { first_name: firstName, last_name: lastName, phone: '+48600100200' },
});

const place = (id: number, town: string, clientId: number | null) => ({
  id,
  place: `Magazyn ${town}`,
  address: 'ul. Długa 5',
  zip_code: '00-950',
  town,
  country: 'PL',
  additional_data: 'Rampa 3',
  client: clientId,
  latitude: 52.2297,
  longitude: 21.0122,
});

/**
 * A transit as GET all-transit/{id}/ answers it to its company's Admin: 2 receivers, a main
 * carrier and a forwarder; `actions` are the rulebook's for that state unless given.
 */
export function buildTransit(overrides: Partial<Transit> = {}): Transit {
  const transit: Omit<Transit, 'actions'> = {
    id: 42,
    transit_number: '2026/000042',
    status: 'pending',
    type: 'generated',
    loading_date: '2026-11-24',
    unloading_date: '2026-11-25',
    loading_time: '08:00',
    unloading_time: null,
    sender_client: client(1, 'Nadawca Sp. z o.o.'),
    sender_employee: person(11, 'Anna', 'Nowak'),
    sender_location: [place(101, 'Warszawa', 1)],
    receivers: [
      {
        id: 201,
        client: client(2, 'Odbiorca Pierwszy S.A.'),
        employee: null,
        cargo: [
          {
            id: 301,
            name: 'Palety z kafelkami',
            quantity: 33,
            other: {
              capacity: 40,
              method_of_packaging: 'EUR pallet',
              weight_gross_kg: 12000,
              origin_country: 'PL',
              destination_country: 'DE',
              statistical_number: '6907',
              marks: 'FRAGILE',
            },
          },
        ],
        destiny_places: [place(102, 'Poznań', 2)],
      },
      {
        id: 202,
        client: client(3, 'Odbiorca Drugi GmbH'),
        employee: person(12, 'Hans', 'Müller'),
        cargo: [],
        destiny_places: [place(103, 'Berlin', 3)],
      },
    ],
    carrier: [
      {
        id: 401,
        client: client(4, 'Przewoźnik Główny'),
        employee: person(13, 'Piotr', 'Zieliński'),
        driver: person(14, 'Jan', 'Kowalski'),
        driver_not_from_system: null,
        is_forwarder: false,
        vehicle: { id: 501, number: 'WX1234A', type: 'tractor_unit' },
        vehicle_not_from_system: null,
        semitrailer: null,
        semitrailer_not_from_system: 'WX9876N',
      },
      {
        id: 402,
        client: client(5, 'Spedycja Szybka'),
        employee: null,
        driver: null,
        driver_not_from_system: null,
        is_forwarder: true,
        vehicle: null,
        vehicle_not_from_system: null,
        semitrailer: null,
        semitrailer_not_from_system: null,
      },
    ],
    sender_instruction: 'Call before arrival',
    special_agreements: '',
    created_at: '2026-11-20T09:15:00.000Z',
    has_signed_documents: false,
    remarks: '',
    can_send_alert: true,
    document: [],
    ...overrides,
  };
  return { ...transit, ...transitAnswersOf({ ...transit, ...overrides }) };
}
