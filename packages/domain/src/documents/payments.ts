import { z } from '../zod-config.ts';
import { DEFAULT_CURRENCY } from '../constants.ts';
import { amount, currency } from './data-fields.ts';
import { TRANSPORT_MODE_CODES, defaultTransportMode } from './transport-modes.ts';
import { optionalText } from '../schemas/fields.ts';

/** The seven rows of the payments grid (CMR box 20), in the printed order. */
export const PAYMENT_ROWS = [
  'carriage',
  'deductions',
  'balance',
  'supplementCharges',
  'misc',
  'insurance',
  'total',
] as const;
export type PaymentRowKey = (typeof PAYMENT_ROWS)[number];

export const PaymentRow = z.strictObject({
  sender: amount(),
  senderCurrency: currency(),
  consignee: amount(),
  consigneeCurrency: currency(),
});
export type PaymentRow = z.infer<typeof PaymentRow>;

export const Payments = z.strictObject({
  carriage: PaymentRow.optional(),
  deductions: PaymentRow.optional(),
  balance: PaymentRow.optional(),
  supplementCharges: PaymentRow.optional(),
  misc: PaymentRow.optional(),
  insurance: PaymentRow.optional(),
  total: PaymentRow.optional(),
});
export type Payments = z.infer<typeof Payments>;

export function emptyPaymentRow(): PaymentRow {
  return {
    sender: null,
    senderCurrency: DEFAULT_CURRENCY,
    consignee: null,
    consigneeCurrency: DEFAULT_CURRENCY,
  };
}

/** All seven rows empty, currencies EUR. */
export function emptyPayments(): Required<Payments> {
  return {
    carriage: emptyPaymentRow(),
    deductions: emptyPaymentRow(),
    balance: emptyPaymentRow(),
    supplementCharges: emptyPaymentRow(),
    misc: emptyPaymentRow(),
    insurance: emptyPaymentRow(),
    total: emptyPaymentRow(),
  };
}

/** Cash on delivery (CMR box 15). */
export const PaymentCod = z.strictObject({ value: amount(), currency: currency() });
export type PaymentCod = z.infer<typeof PaymentCod>;

export const TransportMode = z.strictObject({
  code: z
    .number()
    .int()
    .refine((code) => (TRANSPORT_MODE_CODES as readonly number[]).includes(code), {
      message: 'invalid_choice',
    }),
  name: optionalText().nullable().optional(),
});
export type TransportMode = z.infer<typeof TransportMode>;

/** Left out means road transport, code 3 (spec 2 §9). */
export const transportModeField = () => TransportMode.default(defaultTransportMode);
