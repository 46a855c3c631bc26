import type { Executor } from '../../db/index.ts';
import type { UserRow } from '../../db/schema.ts';
import { verifySecret } from '../../platform/crypto.ts';
import { fieldError } from '../../platform/errors.ts';

/**
 * Wrong PINs in a row before the PIN is locked. A 4-digit PIN has 10 000 values: five guesses are
 * a 1 in 2 000 chance, and then only the password or an Admin opens it again.
 */
export const PIN_MAX_FAILURES = 5;

/**
 * Checks a user's PIN against the count on his row. A try is reserved first (one conditional
 * update), so parallel guesses cannot all pass a count read before any of them wrote it. The
 * right PIN clears the count; a wrong one keeps the reserved try. `field` names the form field
 * the answer blames (`pin` when signing, `old_pin` when changing it).
 */
export async function checkUserPin(
  db: Executor,
  user: Pick<UserRow, 'id' | 'pin_hash'>,
  pin: string,
  field: string,
): Promise<void> {
  const reserved = await db
    .updateTable('users')
    .set((eb) => ({ pin_failures: eb('pin_failures', '+', 1) }))
    .where('id', '=', user.id)
    .where('pin_failures', '<', PIN_MAX_FAILURES)
    .executeTakeFirst();
  if (reserved.numUpdatedRows === 0n) throw fieldError(field, 'pin_locked');
  if (!(await verifySecret(pin, user.pin_hash))) {
    const row = await db
      .selectFrom('users')
      .select('pin_failures')
      .where('id', '=', user.id)
      .executeTakeFirst();
    // The try that locks it says so at once.
    const locked = (row?.pin_failures ?? PIN_MAX_FAILURES) >= PIN_MAX_FAILURES;
    throw fieldError(field, locked ? 'pin_locked' : 'wrong_pin');
  }
  await clearPinFailures(db, user.id);
}

/** The user proved himself (right PIN, his password, an Admin's reset): the count starts again. */
export async function clearPinFailures(db: Executor, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ pin_failures: 0 })
    .where('id', '=', userId)
    .where('pin_failures', '>', 0)
    .execute();
}
