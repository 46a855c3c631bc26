import { z } from 'zod';

/**
 * The eFTI gates the platform reports to and answers (docs/decisions/0134-efti-gate-families.md,
 * docs/decisions/0135-efti-gate-authentication.md): each with its id, its API family, the base
 * URL identifiers are sent to (none: the gate only reads), how we authenticate to it and the
 * credentials it may present to us (a list, so that an old and a new one are valid together).
 */

/** A gate id: part of the UIL `gate/platform/dataset`, so never a '/'. */
export const GATE_ID = /^[A-Za-z0-9._-]{1,100}$/;

/** Secrets short enough to guess are refused. */
export const MIN_GATE_SECRET_LENGTH = 16;

const secret = z.string().min(MIN_GATE_SECRET_LENGTH);

/**
 * The API shapes: the EU reference gate (`/v0/consignments/…`) and the national gates
 * (`/platforms/v1/consignments/…` for identifiers, `/v1/dataset/…` for reads and follow-ups).
 */
export const GATE_FAMILIES = ['reference', 'national'] as const;
export type GateFamily = (typeof GATE_FAMILIES)[number];

/** A credential a gate presents to us; `mtls` names its client certificate's SHA-256 fingerprint. */
const GateCredential = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bearer'), token: secret }),
  z.object({ type: z.literal('api_key'), key: secret }),
  z.object({ type: z.literal('basic'), username: z.string().min(1).max(200), password: secret }),
  z.object({
    type: z.literal('mtls'),
    fingerprint256: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .pipe(z.string().regex(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/)),
  }),
]);
export type GateCredential = z.infer<typeof GateCredential>;

/** How we authenticate to a gate; `mtls` names files (PEM), read when a request is made. */
const GateClientAuth = z.discriminatedUnion('type', [
  z.object({ type: z.literal('none') }),
  z.object({ type: z.literal('bearer'), token: secret }),
  z.object({ type: z.literal('api_key'), key: secret }),
  z.object({ type: z.literal('basic'), username: z.string().min(1).max(200), password: secret }),
  z.object({
    type: z.literal('mtls'),
    certFile: z.string().min(1),
    keyFile: z.string().min(1),
    caFile: z.string().min(1).optional(),
  }),
]);
export type GateClientAuth = z.infer<typeof GateClientAuth>;

export const GateDefinition = z.object({
  id: z.string().regex(GATE_ID),
  family: z.enum(GATE_FAMILIES),
  url: z
    .url()
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  send: GateClientAuth.default({ type: 'none' }),
  accept: z.array(GateCredential).max(20).default([]),
});
export type GateDefinition = z.infer<typeof GateDefinition>;

const GateList = z.array(GateDefinition).max(100);

/** Gate definitions from JSON text (EFTI_GATES or the file EFTI_GATES_FILE names); throws when invalid. */
export function parseGateList(text: string, source: string): GateDefinition[] {
  let raw: unknown;
  try {
    raw = JSON.parse(text) as unknown;
  } catch {
    throw new Error(`Invalid configuration: ${source}: not JSON`);
  }
  const parsed = GateList.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `Invalid configuration: ${source}: ${issue ? `${issue.path.join('.')}: ${issue.message}` : 'invalid'}`,
    );
  }
  return parsed.data;
}

/**
 * The single gate of the older settings as definitions of the reference family: each
 * `gateId:key` of EFTI_GATE_API_KEYS reads with a bearer key, and EFTI_GATE_URL is where the
 * gate EFTI_GATE_ID (or `gate` without one) takes identifiers.
 */
export function legacyGates(
  keys: readonly { gateId: string; key: string }[],
  url: string | undefined,
  gateId: string | undefined,
): GateDefinition[] {
  const gates: GateDefinition[] = keys.map(({ gateId: id, key }) => ({
    id,
    family: 'reference',
    send: { type: 'none' },
    accept: [{ type: 'bearer', token: key }],
  }));
  if (url) {
    const id = gateId ?? 'gate';
    const reader = gates.find((gate) => gate.id === id);
    if (reader) reader.url = url;
    else gates.push({ id, family: 'reference', url, send: { type: 'none' }, accept: [] });
  }
  return gates;
}

/** Both lists together; a gate id named twice is refused. */
export function mergeGates(...lists: readonly (readonly GateDefinition[])[]): GateDefinition[] {
  const gates = lists.flat();
  const ids = new Set<string>();
  for (const gate of gates) {
    if (ids.has(gate.id)) {
      throw new Error(`Invalid configuration: eFTI gate ${gate.id} is defined twice`);
    }
    ids.add(gate.id);
  }
  return gates;
}
