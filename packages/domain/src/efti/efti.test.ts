import { describe, expect, it } from 'vitest';
import { eftiDatasetState, TransitEfti } from './api.ts';
import { buildConsignmentModel } from './consignment-model.ts';
import type { EftiConsignmentInput } from './input.ts';
import { eftiMissing, isNotCollected, missingInModel, requiredEftiSubsets } from './missing.ts';
import { leavesOf } from './model.ts';
import { eftiDatasetStatus } from './status.ts';
import { EFTI_SUBSET_TABLE } from './subset-table.ts';
import { EFTI_SUBSET_IDS, eftiElementPaths, elementSubsets, mandatoryIn } from './subsets.ts';
import { completeEftiInput } from './test-consignment.ts';

function incompleteInput(): EftiConsignmentInput {
  const input = completeEftiInput();
  const { transit } = input;
  const [first, second] = transit.receivers;
  const successive = transit.carrier[1];
  if (!first || !second || !successive) throw new Error('fixture changed');
  first.client.town = '';
  const secondPlace = second.destiny_places[0];
  if (secondPlace) secondPlace.zip_code = '';
  const line = second.cargo[1];
  if (line) line.other.marks = '';
  successive.vehicle = null;
  successive.vehicle_not_from_system = null;
  transit.sender_location = [];
  return { ...input, cmr: null };
}

describe('eFTI subsets', () => {
  it('lists every EU and Polish subset of the schema table', () => {
    const inTable = new Set(
      Object.values(EFTI_SUBSET_TABLE).flatMap((text) =>
        text.split(' ').map((pair) => pair.split(':')[0]),
      ),
    );
    expect([...inTable].sort()).toEqual([...EFTI_SUBSET_IDS].sort());
  });

  it('reads an element’s subsets and statuses', () => {
    expect(elementSubsets('consignment/consignee/name').get('EU03')).toBe('M');
    expect(mandatoryIn('consignment/carrierAcceptanceDateTime', ['EU01', 'EU05a'])).toEqual([
      'EU01',
    ]);
    expect(elementSubsets('consignment/nonsense').size).toBe(0);
    expect(eftiElementPaths()[0]).toBe('consignment/applicableServiceCharge');
  });
});

describe('eftiMissing', () => {
  it('is empty for a complete transit with two receivers and two carriers', () => {
    expect(eftiMissing(completeEftiInput())).toEqual([]);
  });

  it('names the form fields an incomplete transit lacks, with the subsets that need them', () => {
    const missing = eftiMissing(incompleteInput());
    const byField = new Map<string, string[]>();
    for (const m of missing) byField.set(m.field, [...(byField.get(m.field) ?? []), m.element]);

    expect([...byField.keys()].sort()).toEqual(
      [
        'cmr',
        'carrier.1.vehicle',
        'receivers.0.client.town',
        'receivers.1.cargo.1.other.marks',
        'receivers.1.destiny_places.0.zip_code',
        'sender_location',
      ].sort(),
    );
    expect(byField.get('receivers.0.client.town')).toEqual([
      'consignment/consignee/postalAddress/cityName',
    ]);
    expect(byField.get('receivers.1.destiny_places.0.zip_code')).toEqual([
      'consignment/mainCarriageTransportMovement/unloadingEvent/occurrenceLocation/postalAddress/postcode',
    ]);
    expect(byField.get('carrier.1.vehicle')).toEqual([
      'consignment/mainCarriageTransportMovement/usedTransportMeans/id',
    ]);
    expect(byField.get('cmr')?.sort()).toEqual(
      [
        'consignment/carrier/agreedContract/signedLocation/name',
        'consignment/transportContractDocument/formattedIssueDateTime',
        'consignment/transportContractDocument/issueLocation/name',
      ].sort(),
    );
    // Without a loading place both the taking-over place and the loading stop are missing.
    expect(byField.get('sender_location')).toContain(
      'consignment/carrierAcceptanceLocation/postalAddress/cityName',
    );

    const town = missing.find((m) => m.field === 'receivers.0.client.town');
    expect(town?.subsets).toEqual(['EU03', 'PL01a', 'PL01b', 'PL02']);
    const marks = missing.find((m) => m.field === 'receivers.1.cargo.1.other.marks');
    expect(marks?.subsets).toEqual(['EU03', 'PL01a', 'PL01b']);
  });

  it('names the whole section when a party or the goods are missing altogether', () => {
    const input = completeEftiInput();
    input.transit.sender_client = null;
    input.transit.receivers = [];
    input.transit.carrier = [];
    const fields = new Set(eftiMissing(input).map((m) => m.field));
    expect(fields).toEqual(new Set(['sender_client', 'receivers', 'carrier']));
  });

  it('asks for the UN number only when the transit carries dangerous goods', () => {
    expect(requiredEftiSubsets({})).not.toContain('EU05a');
    const input = { ...completeEftiInput(), dangerousGoods: true };
    expect(requiredEftiSubsets(input)).toEqual(expect.arrayContaining(['EU05a', 'PL04a']));
    expect(eftiMissing(input)).toEqual([
      {
        field: 'dangerous_goods',
        element: 'consignment/includedConsignmentItem/transportDangerousGoods/uNDGID',
        subsets: ['EU03', 'PL01a', 'PL01b', 'PL02'],
      },
    ]);
  });

  it('has a slot for every mandatory element of the required subsets but the listed ones', () => {
    const input = { ...completeEftiInput(), dangerousGoods: true };
    const required = requiredEftiSubsets(input);
    const slots = new Set(leavesOf(buildConsignmentModel(input)).map((leaf) => leaf.path));
    const uncovered = eftiElementPaths().filter(
      (path) => mandatoryIn(path, required).length > 0 && !slots.has(path) && !isNotCollected(path),
    );
    expect(uncovered).toEqual([]);
  });

  it('reports each gap of a model once', () => {
    const model = buildConsignmentModel(incompleteInput());
    const missing = missingInModel(model, requiredEftiSubsets({}));
    const keys = missing.map((m) => `${m.field} ${m.element}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('eftiDatasetStatus', () => {
  const gap = [{ field: 'loading_date' }];
  it('is a draft while anything mandatory is missing', () => {
    expect(eftiDatasetStatus('pending', gap)).toBe('draft');
    expect(eftiDatasetStatus('running', gap)).toBe('draft');
  });
  it('is active once complete', () => {
    expect(eftiDatasetStatus('pending', [])).toBe('active');
    expect(eftiDatasetStatus('running', [])).toBe('active');
  });
  it('is closed once the transit is finished, complete or not', () => {
    expect(eftiDatasetStatus('finished', [])).toBe('closed');
    expect(eftiDatasetStatus('finished', gap)).toBe('closed');
  });
});

describe('eftiDatasetState', () => {
  it('answers what the transit response carries', () => {
    const complete = eftiDatasetState(completeEftiInput());
    expect(complete).toEqual({ status: 'active', missing: [] });

    const draft = eftiDatasetState(incompleteInput());
    expect(draft.status).toBe('draft');
    const body = { dataset_id: '0d7c8f0e-1b9e-4f7a-9c55-2f3c1c1d2e3f', ...draft };
    expect(TransitEfti.parse(body)).toEqual(body);

    const finished = completeEftiInput();
    finished.transit.status = 'finished';
    expect(eftiDatasetState(finished).status).toBe('closed');
  });
});
