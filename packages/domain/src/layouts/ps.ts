import { box, labels, paperLayout, type PaperLayout } from './layout-types.ts';
import {
  CARRIER,
  CARRIER_SIGNATURE,
  CONSIGNEE,
  CONSIGNEE_SIGNATURE,
  DRIVER_VEHICLE,
  REMARKS,
  SENDER,
  SENDER_SIGNATURE,
  quantityColumns,
} from './shared-labels.ts';

const L = 8;

const damagedColumns = [
  { id: 'name', labels: labels('Nazwa towaru', 'Goods', 'Ware'), w: 60 },
  { id: 'quantity', labels: labels('Ilość', 'Quantity', 'Menge'), w: 25, align: 'right' as const },
  {
    id: 'actualQuantity',
    labels: labels('Ilość faktyczna', 'Actual quantity', 'Istmenge'),
    w: 25,
    align: 'right' as const,
  },
  {
    id: 'damagedQuantity',
    labels: labels('Ilość uszkodzona', 'Damaged quantity', 'Beschädigte Menge'),
    w: 25,
    align: 'right' as const,
  },
  { id: 'remarks', labels: labels('Uwagi', 'Remarks', 'Bemerkungen'), w: 59 },
];

/** PS (protokół szkody): damage report, signed by carrier, sender and consignee. */
export const PS_LAYOUT: PaperLayout = paperLayout('PS', [
  box(
    'title',
    undefined,
    ['Protokół szkody', 'Damage report', 'Schadensprotokoll'],
    L,
    8,
    194,
    14,
    'title',
  ),
  box('1', '1', ['Miejsce sporządzenia', 'Place', 'Ort'], L, 22, 64, 14, 'lines'),
  box('2', '2', ['Data i godzina', 'Date and time', 'Datum und Uhrzeit'], 72, 22, 65, 14, 'lines'),
  box(
    '3',
    '3',
    ['Numer listu przewozowego', 'Waybill number', 'Frachtbriefnummer'],
    137,
    22,
    65,
    14,
    'lines',
  ),
  box('4', '4', ['Sporządzono', 'Drawn up', 'Aufgenommen'], L, 36, 194, 10, 'lines'),
  box('5', '5', SENDER, L, 46, 64, 26, 'lines'),
  box('6', '6', CONSIGNEE, 72, 46, 65, 26, 'lines'),
  box('7', '7', CARRIER, 137, 46, 65, 26, 'lines'),
  box('8', '8', DRIVER_VEHICLE, L, 72, 194, 10, 'lines'),
  box('goods', '9', ['Ładunek', 'Cargo', 'Ladung'], L, 82, 194, 56, 'table', {
    columns: quantityColumns([20, 62, 28, 28, 28, 28]),
  }),
  box(
    '10',
    '10',
    [
      'Opakowanie zbiorcze i przyczyna szkody',
      'Collective packaging and cause of damage',
      'Sammelverpackung und Schadensursache',
    ],
    L,
    138,
    194,
    26,
    'text',
  ),
  box(
    'damaged',
    '11',
    ['Uszkodzony ładunek', 'Damaged cargo', 'Beschädigte Ladung'],
    L,
    164,
    194,
    60,
    'table',
    {
      columns: damagedColumns,
    },
  ),
  box('12', '12', REMARKS, L, 224, 194, 14, 'text'),
  box('13', '13', CARRIER_SIGNATURE, L, 238, 64, 46, 'signature', { signer: 'carrier' }),
  box('14', '14', SENDER_SIGNATURE, 72, 238, 65, 46, 'signature', { signer: 'sender' }),
  box('15', '15', CONSIGNEE_SIGNATURE, 137, 238, 65, 46, 'signature', { signer: 'receiver' }),
]);
