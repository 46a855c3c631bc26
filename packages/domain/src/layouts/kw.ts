import { box, labels, paperLayout, type PaperLayout } from './layout-types.ts';
import {
  CARRIER,
  CARRIER_SIGNATURE,
  CONSIGNEE,
  CONSIGNEE_SIGNATURE,
  DRIVER_VEHICLE,
  PALLET_ROW_LABELS,
  REMARKS,
  SENDER,
  SENDER_SIGNATURE,
} from './shared-labels.ts';

const L = 8;
const R = 105;
const HALF = 97;

const moveColumns = [
  {
    id: 'loaded',
    labels: labels('Załadowano', 'Loaded', 'Beladen'),
    w: 33,
    align: 'right' as const,
  },
  {
    id: 'unloaded',
    labels: labels('Rozładowano', 'Unloaded', 'Entladen'),
    w: 33,
    align: 'right' as const,
  },
  {
    id: 'issued',
    labels: labels('Wydano', 'Issued', 'Ausgegeben'),
    w: 33,
    align: 'right' as const,
  },
  {
    id: 'returned',
    labels: labels('Zwrócono', 'Returned', 'Zurückgegeben'),
    w: 33,
    align: 'right' as const,
  },
];

/** KW (kwit paletowy): pallets exchanged per type. */
export const KW_LAYOUT: PaperLayout = paperLayout('KW', [
  box(
    'title',
    undefined,
    ['Kwit paletowy', 'Pallet receipt', 'Palettenschein'],
    L,
    8,
    194,
    14,
    'title',
  ),
  box('1', '1', SENDER, L, 22, HALF, 24, 'lines'),
  box('2', '2', CONSIGNEE, R, 22, HALF, 24, 'lines'),
  box('3', '3', CARRIER, L, 46, HALF, 22, 'lines'),
  box('4', '4', DRIVER_VEHICLE, R, 46, HALF, 22, 'lines'),
  box('5', '5', ['Data', 'Date', 'Datum'], L, 68, HALF, 12, 'lines'),
  box(
    '6',
    '6',
    ['Wymiana palet z', 'Pallets exchanged with', 'Palettentausch mit'],
    R,
    68,
    HALF,
    12,
    'lines',
  ),
  box('pallets', '7', ['Palety', 'Pallets', 'Paletten'], L, 80, 194, 110, 'grid', {
    columns: moveColumns,
    rows: PALLET_ROW_LABELS,
    rowLabelWidth: 62,
  }),
  box('8', '8', REMARKS, L, 190, 194, 24, 'text'),
  box('9', '9', SENDER_SIGNATURE, L, 214, 64, 46, 'signature', { signer: 'sender' }),
  box('10', '10', CARRIER_SIGNATURE, 72, 214, 65, 46, 'signature', { signer: 'carrier' }),
  box('11', '11', CONSIGNEE_SIGNATURE, 137, 214, 65, 46, 'signature', { signer: 'receiver' }),
]);
