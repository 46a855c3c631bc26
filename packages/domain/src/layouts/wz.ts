import { box, paperLayout, type PaperLayout } from './layout-types.ts';
import {
  ATTACHED,
  CARRIER_SIGNATURE,
  CONSIGNEE_SIGNATURE,
  SENDER_SIGNATURE,
  quantityColumns,
} from './shared-labels.ts';

const L = 8;
const R = 105;
const HALF = 97;

/** WZ (goods issue note), boxes 0-21. */
export const WZ_LAYOUT: PaperLayout = paperLayout('WZ', [
  box(
    '0',
    '0',
    ['WZ – Wydanie zewnętrzne', 'Goods issue note', 'Warenausgabeschein'],
    L,
    8,
    194,
    14,
    'title',
  ),
  box(
    '1',
    '1',
    ['Nadawca (wydający)', 'Sender (issuer)', 'Absender (Aussteller)'],
    L,
    22,
    HALF,
    28,
    'lines',
  ),
  box('2', '2', ['Odbiorca', 'Consignee', 'Empfänger'], R, 22, HALF, 28, 'lines'),
  box('3', '3', ['Miejsce załadunku', 'Place of loading', 'Beladeort'], L, 50, HALF, 20, 'lines'),
  box(
    '4',
    '4',
    ['Miejsce rozładunku', 'Place of unloading', 'Entladeort'],
    R,
    50,
    HALF,
    20,
    'lines',
  ),
  box('5', '5', ['Przewoźnik', 'Carrier', 'Frachtführer'], L, 70, 64, 22, 'lines'),
  box('6', '6', ['Kierowca', 'Driver', 'Fahrer'], 72, 70, 65, 22, 'lines'),
  box(
    '7',
    '7',
    ['Pojazd / naczepa', 'Vehicle / semi-trailer', 'Fahrzeug / Auflieger'],
    137,
    70,
    65,
    22,
    'lines',
  ),
  box(
    '8',
    '8',
    ['Miejsce sporządzenia', 'Place of issue', 'Ausstellungsort'],
    L,
    92,
    64,
    12,
    'lines',
  ),
  box('9', '9', ['Data', 'Date', 'Datum'], 72, 92, 65, 12, 'lines'),
  box('10', '10', ['Godzina', 'Time', 'Uhrzeit'], 137, 92, 65, 12, 'lines'),
  box('goods', '11-16', ['Towary', 'Goods', 'Waren'], L, 104, 194, 100, 'table', {
    columns: quantityColumns([20, 64, 27, 27, 27, 29]).map((column, index) => ({
      ...column,
      number: String(11 + index),
    })),
  }),
  box('17', '17', ATTACHED, L, 204, HALF, 24, 'lines'),
  box('18', '18', ['Uwagi', 'Remarks', 'Bemerkungen'], R, 204, HALF, 24, 'text'),
  box('19', '19', SENDER_SIGNATURE, L, 230, 64, 50, 'signature', { signer: 'sender' }),
  box('20', '20', CARRIER_SIGNATURE, 72, 230, 65, 50, 'signature', { signer: 'carrier' }),
  box('21', '21', CONSIGNEE_SIGNATURE, 137, 230, 65, 50, 'signature', { signer: 'receiver' }),
]);
