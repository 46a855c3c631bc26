import { TEST_TRANSIT } from '../documents/test-transit.ts';
import type { Transit } from '../schemas/transits.ts';
import type { EftiConsignmentInput } from './input.ts';

/**
 * For tests: a complete data set of a transit with two receivers and two carriers (vehicles
 * and a trailer), Polish letters and XML's special characters in names, a CMR and its
 * signatures. Not exported from the package entry.
 */
export function completeEftiInput(): EftiConsignmentInput {
  const transit = JSON.parse(JSON.stringify(TEST_TRANSIT)) as Transit;
  if (transit.sender_client) transit.sender_client.name = 'Zażółć <&> "Gęślą" Jaźń Sp. z o.o.';
  const [first] = transit.receivers;
  if (first) first.client.name = 'Müller & Söhne <GmbH> "Süd"';
  const successive = transit.carrier[1];
  if (successive) successive.semitrailer_not_from_system = 'DW 777AA';
  return {
    transit,
    cmr: {
      documentId: 501,
      data: {
        waybillNumber: 'CMR/2026/0042',
        dateOfIssue: '2026-11-23',
        place: 'Poznań',
        transportMode: { code: 30, name: 'Transport drogowy (pojazd drogowy)' },
        attachedDocuments: [{ type: 'Faktura', id: 'FV/11/2026' }],
      },
    },
    signatures: [
      { type: 'sender', signedAt: '2026-11-23T07:40:00.000Z' },
      { type: 'driver', signedAt: '2026-11-23T07:45:00.000Z' },
      { type: 'receiver', signedAt: '2026-11-25T13:10:00.000Z', receiverId: 21 },
    ],
  };
}
