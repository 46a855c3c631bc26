let sequence = 0;

/** A unique, valid Polish NIP (weighted checksum mod 11, never 10). */
export function randomNip(): string {
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  for (;;) {
    const digits = Array.from({ length: 9 }, (_, i) =>
      i === 0 ? 1 + Math.floor(Math.random() * 9) : Math.floor(Math.random() * 10),
    );
    const check = weights.reduce((sum, weight, i) => sum + weight * (digits[i] ?? 0), 0) % 11;
    if (check !== 10) return [...digits, check].join('');
  }
}

export function uniqueEmail(prefix: string): string {
  sequence += 1;
  return `${prefix}-${Date.now().toString(36)}${sequence}@example.test`;
}

export function uniquePhone(): string {
  sequence += 1;
  return `+48${String(500_000_000 + ((Date.now() + sequence * 7919) % 99_999_999))}`;
}

export const DEMO = {
  owner: 'demo@transitdocs.test',
  dispatcher: 'dispatcher@transitdocs.test',
  warehouse: 'warehouse@transitdocs.test',
  driver: 'driver@transitdocs.test',
  password: 'Demo123!',
  pin: '1234',
} as const;
