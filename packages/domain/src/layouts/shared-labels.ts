import { labels, type LayoutColumn, type LayoutRow } from './layout-types.ts';

/** Labels several forms print alike. */
export const SENDER = labels('Nadawca', 'Sender', 'Absender');
export const CONSIGNEE = labels('Odbiorca', 'Consignee', 'Empfänger');
export const CARRIER = labels('Przewoźnik', 'Carrier', 'Frachtführer');
export const DRIVER_VEHICLE = labels(
  'Kierowca, pojazd, naczepa',
  'Driver, vehicle, semi-trailer',
  'Fahrer, Fahrzeug, Auflieger',
);
export const LOADING_PLACE = labels('Miejsce załadunku', 'Place of loading', 'Beladeort');
export const UNLOADING_PLACE = labels('Miejsce rozładunku', 'Place of unloading', 'Entladeort');
export const ATTACHED = labels('Załączone dokumenty', 'Documents attached', 'Beigefügte Dokumente');
export const SENDER_SIGNATURE = labels(
  'Podpis i stempel nadawcy',
  'Signature and stamp of the sender',
  'Unterschrift und Stempel des Absenders',
);
export const CARRIER_SIGNATURE = labels(
  'Podpis i stempel przewoźnika',
  'Signature and stamp of the carrier',
  'Unterschrift und Stempel des Frachtführers',
);
export const CONSIGNEE_SIGNATURE = labels(
  'Podpis i stempel odbiorcy',
  'Signature and stamp of the consignee',
  'Unterschrift und Stempel des Empfängers',
);
export const REMARKS = labels('Uwagi', 'Remarks', 'Bemerkungen');

/** Cargo columns with declared, loaded and picked-up quantities (WZ, PS). */
export function quantityColumns(widths: [number, number, number, number, number, number]) {
  const [marks, name, declared, loaded, pickedUp, unit] = widths;
  const columns: LayoutColumn[] = [
    { id: 'marks', labels: labels('Cechy i numery', 'Marks and Nos', 'Kennzeichen'), w: marks },
    { id: 'name', labels: labels('Nazwa towaru', 'Goods', 'Ware'), w: name },
    {
      id: 'quantityDeclared',
      labels: labels('Ilość deklarowana', 'Quantity declared', 'Menge angemeldet'),
      w: declared,
      align: 'right',
    },
    {
      id: 'quantityLoaded',
      labels: labels('Ilość załadowana', 'Quantity loaded', 'Menge verladen'),
      w: loaded,
      align: 'right',
    },
    {
      id: 'quantityPickedUp',
      labels: labels('Ilość odebrana', 'Quantity received', 'Menge empfangen'),
      w: pickedUp,
      align: 'right',
    },
    { id: 'unitOfMeasure', labels: labels('J.m.', 'Unit', 'Einheit'), w: unit },
  ];
  return columns;
}

export const PALLET_ROW_LABELS: LayoutRow[] = [
  {
    id: 'euro80120',
    labels: labels('Paleta EUR 80×120', 'EUR pallet 80×120', 'EUR-Palette 80×120'),
  },
  {
    id: 'noneuro80120',
    labels: labels('Paleta 80×120 nie-EUR', 'Non-EUR pallet 80×120', 'Nicht-EUR-Palette 80×120'),
  },
  {
    id: 'defect80120',
    labels: labels('Paleta 80×120 uszkodzona', 'Damaged pallet 80×120', 'Defekte Palette 80×120'),
  },
  {
    id: 'uk100120',
    labels: labels('Paleta UK 100×120', 'UK pallet 100×120', 'UK-Palette 100×120'),
  },
  { id: 'chep', labels: labels('CHEP', 'CHEP', 'CHEP') },
  { id: 'dhp', labels: labels('DHP', 'DHP', 'DHP') },
  { id: 'lpr', labels: labels('LPR', 'LPR', 'LPR') },
  { id: 'disposable', labels: labels('Jednorazowa', 'Disposable', 'Einwegpalette') },
  { id: 'chepdhp', labels: labels('CHEP/DHP', 'CHEP/DHP', 'CHEP/DHP') },
  { id: 'chep14', labels: labels('CHEP 1/4', 'CHEP 1/4', 'CHEP 1/4') },
  { id: 'other', labels: labels('Inne', 'Other', 'Sonstige') },
];
