/**
 * The `{id}` of `/login/{id}` (spec 1 §2) names what the user lands on after signing in: a
 * prefix says its kind, then the row's id (0116). Not a secret: the landing is checked against
 * what the signed-in user may see.
 */
export type LandingTarget = { kind: 'invitation' | 'transit'; id: number };

const PREFIXES = { invitation: 'inv-', transit: 'tr-' } as const;

export function landingIdOf(target: LandingTarget): string {
  return `${PREFIXES[target.kind]}${String(target.id)}`;
}

/** The target a landing id names, or null when it is not one. */
export function parseLandingId(value: string): LandingTarget | null {
  const match = /^(inv|tr)-([1-9]\d{0,9})$/.exec(value);
  if (!match?.[2]) return null;
  const id = Number(match[2]);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) return null;
  return { kind: match[1] === 'inv' ? 'invitation' : 'transit', id };
}
