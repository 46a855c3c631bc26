import type { Transit } from '@transitdocs/domain';
import { transitAnswersOf } from '../../test-support/actions.ts';
import { page } from '../../test-support/fake-server.ts';

/** A page of GET all-transit/: DRF paging plus the cursors. */
export function transitPage(results: Transit[], count = results.length) {
  return { ...page(results, count), next_cursor: null, previous_cursor: null };
}

const client = (id: number, name: string) => ({
  id,
  name,
  vies: null,
  address: 'ul. Długa 1',
  zip_code: '00-001',
  town: 'Warszawa',
  country: 'PL',
  phone: '',
  pesel: '',
  is_online: false,
});

const place = (id: number, town: string) => ({
  id,
  place: '',
  address: 'ul. Portowa 5',
  zip_code: '80-001',
  town,
  country: 'PL',
  additional_data: '',
  client: null,
  latitude: 54.35,
  longitude: 18.65,
});

const cargo = (id: number, name: string) => ({
  id,
  name,
  quantity: 10,
  other: {
    capacity: null,
    method_of_packaging: 'pallets',
    weight_gross_kg: 1200,
    origin_country: 'PL',
    destination_country: 'DE',
    statistical_number: '',
    marks: '',
  },
});

/** A transit as GET all-transit/ answers it; one receiver unless told otherwise. */
export function transitFixture(id: number, overrides: Partial<Transit> = {}): Transit {
  const transit: Omit<Transit, 'actions'> = {
    id,
    transit_number: `2026/${String(id).padStart(6, '0')}`,
    status: 'pending',
    type: 'generated',
    loading_date: '2026-11-24',
    unloading_date: '2026-11-25',
    loading_time: '08:00',
    unloading_time: null,
    sender_client: client(1, 'Nadawca Sp. z o.o.'),
    sender_employee: null,
    sender_location: [place(1, 'Gdańsk')],
    receivers: [
      {
        id: 1,
        client: client(2, 'Odbiorca Alfa'),
        employee: null,
        cargo: [cargo(1, 'Steel')],
        destiny_places: [place(2, 'Berlin')],
      },
    ],
    carrier: [
      {
        id: 1,
        client: client(3, 'Przewoźnik Trans'),
        employee: null,
        driver: null,
        driver_not_from_system: 'Jan Kowalski',
        is_forwarder: false,
        vehicle: null,
        vehicle_not_from_system: 'WX 12345',
        semitrailer: null,
        semitrailer_not_from_system: null,
      },
    ],
    sender_instruction: '',
    special_agreements: '',
    created_at: '2026-11-20T10:00:00.000Z',
    has_signed_documents: false,
    remarks: '',
    can_send_alert: true,
    document: [],
    ...overrides,
  };
  // The rulebook's answers for the company's Admin, as the server adds them.
  return { ...transit, ...transitAnswersOf({ ...transit, ...overrides }) };
}

/** A second receiver for a transit: the receiver column then shows "many". */
export function secondReceiver(): Transit['receivers'][number] {
  return {
    id: 2,
    client: client(4, 'Odbiorca Beta'),
    employee: null,
    cargo: [cargo(2, 'Glass')],
    destiny_places: [place(3, 'Praha')],
  };
}
