import { box, labels, paperLayout, type PaperLayout } from './layout-types.ts';
import {
  ATTACHED,
  CARRIER,
  CARRIER_SIGNATURE,
  CONSIGNEE,
  CONSIGNEE_SIGNATURE,
  DRIVER_VEHICLE,
  LOADING_PLACE,
  SENDER,
  SENDER_SIGNATURE,
  UNLOADING_PLACE,
} from './shared-labels.ts';

const L = 8;
const R = 105;
const HALF = 97;

const goodsColumns = [
  { id: 'marks', labels: labels('Cechy i numery', 'Marks and Nos', 'Kennzeichen'), w: 25 },
  { id: 'name', labels: labels('Rodzaj towaru', 'Nature of the goods', 'Bezeichnung'), w: 59 },
  {
    id: 'quantity',
    labels: labels('Ilość sztuk', 'Packages', 'Packstücke'),
    w: 22,
    align: 'right' as const,
  },
  {
    id: 'methodOfPackaging',
    labels: labels('Sposób opakowania', 'Packing', 'Verpackung'),
    w: 30,
  },
  {
    id: 'weight',
    labels: labels('Waga brutto kg', 'Gross weight kg', 'Bruttogewicht kg'),
    w: 29,
    align: 'right' as const,
  },
  {
    id: 'capacity',
    labels: labels('Objętość m³', 'Volume m³', 'Umfang m³'),
    w: 29,
    align: 'right' as const,
  },
];

/** LP (list przewozowy): the domestic freight list. */
export const LP_LAYOUT: PaperLayout = paperLayout('LP', [
  box(
    'title',
    undefined,
    ['List przewozowy', 'Freight list', 'Frachtliste'],
    L,
    8,
    194,
    14,
    'title',
  ),
  box('1', '1', SENDER, L, 22, HALF, 26, 'lines'),
  box('2', '2', CONSIGNEE, R, 22, HALF, 26, 'lines'),
  box('3', '3', LOADING_PLACE, L, 48, HALF, 20, 'lines'),
  box('4', '4', UNLOADING_PLACE, R, 48, HALF, 20, 'lines'),
  box('5', '5', CARRIER, L, 68, HALF, 24, 'lines'),
  box('6', '6', DRIVER_VEHICLE, R, 68, HALF, 24, 'lines'),
  box('7', '7', ATTACHED, L, 92, HALF, 16, 'lines'),
  box(
    '8',
    '8',
    [
      'Data załadunku, data wystawienia',
      'Loading date, date of issue',
      'Ladedatum, Ausstellungsdatum',
    ],
    R,
    92,
    HALF,
    16,
    'lines',
  ),
  box('goods', '9', ['Towary', 'Goods', 'Güter'], L, 108, 194, 96, 'table', {
    columns: goodsColumns,
  }),
  box(
    '10',
    '10',
    ['Instrukcje nadawcy', "Sender's instructions", 'Anweisungen des Absenders'],
    L,
    204,
    HALF,
    22,
    'text',
  ),
  box(
    '11',
    '11',
    ['Uwagi przewoźnika', "Carrier's remarks", 'Bemerkungen des Frachtführers'],
    R,
    204,
    HALF,
    22,
    'text',
  ),
  box(
    '12',
    '12',
    [
      'Zapłata za przewóz, pobranie',
      'Payment for carriage, cash on delivery',
      'Frachtzahlung, Nachnahme',
    ],
    L,
    226,
    194,
    14,
    'lines',
  ),
  box('13', '13', SENDER_SIGNATURE, L, 240, 64, 44, 'signature', { signer: 'sender' }),
  box('14', '14', CARRIER_SIGNATURE, 72, 240, 65, 44, 'signature', { signer: 'carrier' }),
  box('15', '15', CONSIGNEE_SIGNATURE, 137, 240, 65, 44, 'signature', { signer: 'receiver' }),
]);
