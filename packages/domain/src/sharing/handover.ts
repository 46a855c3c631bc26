import { z } from '../zod-config.ts';

/**
 * The receiver signs on his own phone: at delivery the driver's card
 * shows a QR code and a short code; either opens, on the receiver's phone, a receiver link of the
 * transit acting for that one receiver, for 15 minutes and one opening
 * (docs/decisions/0124-receiver-hand-over.md).
 */
export const HANDOVER_LIFETIME_MS = 15 * 60 * 1000;

/** Letters and digits nobody mixes up when reading a phone aloud or typing (no 0/O, 1/I/L, U/V). */
export const HANDOVER_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
export const HANDOVER_CODE_LENGTH = 8;
const HANDOVER_CODE_PATTERN = new RegExp(`^[${HANDOVER_CODE_ALPHABET}]{${HANDOVER_CODE_LENGTH}}$`);

/** The short address the code is typed at, and the path the QR code opens (`/h/{code}`). */
export const HANDOVER_PATH = '/h';

export function handoverUrl(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${HANDOVER_PATH}/${code}`;
}

/** A typed code as the server compares it: spaces and dashes dropped, upper case. */
export function normalizeHandoverCode(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}

/** Whether a normalized code can be one at all (a malformed one is no guess worth counting). */
export function isHandoverCode(code: string): boolean {
  return HANDOVER_CODE_PATTERN.test(code);
}

/** POST transit-document/{id}/handover/: the receiver whose box the hand-over is for. */
export const HandoverRequest = z.strictObject({
  receiver: z.number().int().positive(),
});
export type HandoverRequest = z.infer<typeof HandoverRequest>;

export const HandoverResponse = z.object({
  /** the short code, shown once, typed at `{PUBLIC_URL}/h` */
  code: z.string(),
  /** the full address the QR code carries */
  url: z.string(),
  expires_at: z.string(),
  document: z.number().int(),
  receiver: z.number().int(),
});
export type HandoverResponse = z.infer<typeof HandoverResponse>;

/** POST handover/: the code opens the link once; the link's token is answered only here. */
export const HandoverClaimRequest = z.strictObject({
  code: z.string().trim().min(1, { message: 'field_required' }).max(40),
});
export type HandoverClaimRequest = z.infer<typeof HandoverClaimRequest>;

export const HandoverClaimResponse = z.object({
  token: z.string(),
  transit: z.number().int(),
  document: z.number().int(),
  receiver: z.number().int(),
  expires_at: z.string(),
});
export type HandoverClaimResponse = z.infer<typeof HandoverClaimResponse>;
