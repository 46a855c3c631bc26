import { describe, expect, it } from 'vitest';
import {
  chooseDocumentCarrierClient,
  chooseDocumentDriver,
  chooseDocumentPerson,
  chooseDocumentReceiverClient,
  chooseDocumentSemitrailer,
  chooseDocumentVehicle,
} from './form-filling.ts';
import type { DocCarrier, DocClient } from './parts.ts';

const kurier: DocClient = {
  id: 5,
  name: 'Trans-Kurier Sp. z o.o.',
  address: 'ul. Kolejowa 8',
  postCode: '00-950',
  city: 'Łódź',
  country: ['PL', 'Polska'],
};
const muller: DocClient = {
  id: 9,
  name: 'Spedition Müller GmbH',
  address: 'Hafenstraße 1',
  postCode: '20095',
  city: 'Hamburg',
  country: ['DE', 'Niemcy'],
};
const person = { id: 3, user: { first_name: 'Ewa', last_name: 'Lis', phone: null } };
const driver = { id: 7, firstName: 'Krzysztof', lastName: 'Kierowca' };
const tractor = { id: 11, number: 'WA 12345' };
const trailer = { id: 12, number: 'WA 6789N' };

const fullCarrier: DocCarrier = {
  client: kurier,
  employee: person,
  driver,
  driver_not_from_system: false,
  vehicle: tractor,
  semitrailer: trailer,
  isForwarder: true,
};

describe('carrier pickers', () => {
  it('a new contractor clears the person, driver, vehicle and semitrailer', () => {
    expect(chooseDocumentCarrierClient(fullCarrier, muller)).toEqual({
      client: muller,
      employee: null,
      driver: null,
      driver_not_from_system: null,
      vehicle: null,
      semitrailer: null,
      isForwarder: true,
    });
  });

  it('a person without a contractor fills it, but never replaces one', () => {
    expect(chooseDocumentPerson({}, { employee: person, client: kurier })).toEqual({
      employee: person,
      client: kurier,
    });
    expect(chooseDocumentPerson({ client: muller }, { employee: person, client: kurier })).toEqual({
      employee: person,
      client: muller,
    });
  });

  it('a driver fills contractor, vehicle and semitrailer only where empty', () => {
    const choice = { driver, client: kurier, vehicle: tractor, semitrailer: trailer };
    expect(chooseDocumentDriver({}, choice)).toEqual({
      driver,
      driver_not_from_system: false,
      client: kurier,
      vehicle: tractor,
      semitrailer: trailer,
    });
    const typed = chooseDocumentDriver({ client: muller, vehicle: 'HH AB 1' }, choice);
    expect(typed).toMatchObject({ client: muller, vehicle: 'HH AB 1', semitrailer: trailer });
  });

  it('a vehicle fills its attached semitrailer and its driver', () => {
    expect(
      chooseDocumentVehicle({ client: kurier }, { vehicle: tractor, attached: trailer, driver }),
    ).toEqual({
      client: kurier,
      vehicle: tractor,
      semitrailer: trailer,
      driver,
      driver_not_from_system: false,
    });
    expect(chooseDocumentVehicle({ semitrailer: 'X 1' }, { vehicle: tractor })).toEqual({
      vehicle: tractor,
      semitrailer: 'X 1',
    });
  });

  it('a semitrailer fills the vehicle it is attached to and its driver', () => {
    expect(chooseDocumentSemitrailer({}, { vehicle: trailer, attached: tractor, driver })).toEqual({
      semitrailer: trailer,
      vehicle: tractor,
      driver,
      driver_not_from_system: false,
    });
  });
});

describe('receiver contractor', () => {
  it('clears the person and copies the address into the first unloading place', () => {
    const receiver = {
      id: 201,
      client: kurier,
      employee: person,
      cargo: [{ name: 'Stal' }],
      destinyPlaces: [
        { address: 'stary', city: 'Kraków', latitude: '50° 3\' 0.0" N', additionalData: 'brama 2' },
        { address: 'drugi', city: 'Gdańsk' },
      ],
    };
    expect(chooseDocumentReceiverClient(receiver, muller)).toEqual({
      id: 201,
      client: muller,
      employee: null,
      cargo: [{ name: 'Stal' }],
      destinyPlaces: [
        {
          address: 'Hafenstraße 1',
          postCode: '20095',
          city: 'Hamburg',
          country: ['DE', 'Niemcy'],
          latitude: '50° 3\' 0.0" N',
          additionalData: 'brama 2',
          client: 9,
        },
        { address: 'drugi', city: 'Gdańsk' },
      ],
    });
  });

  it('makes the first unloading place when there is none', () => {
    expect(chooseDocumentReceiverClient({}, muller).destinyPlaces).toEqual([
      {
        address: 'Hafenstraße 1',
        postCode: '20095',
        city: 'Hamburg',
        country: ['DE', 'Niemcy'],
        client: 9,
      },
    ]);
  });
});
