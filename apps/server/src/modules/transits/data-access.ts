import type { Executor } from '../../db/index.ts';
import type {
  NewTransitCargo,
  NewTransitCarrier,
  NewTransitPlace,
  TransitRow,
} from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { scopeOf } from './guard.ts';
import { visibleTransits as visibleTransitsOf, type TransitVisibility } from './list/visibility.ts';
import * as repo from './repo.ts';

// Data access for other modules (transits are this module's table); they decide nothing.

/**
 * The condition selecting the transits the caller may read (its company's own and those shared
 * in; a driver's own that he drives), as the list decides: for the report's queries.
 */
export function visibleTransits(db: Executor, caller: Caller): Promise<TransitVisibility> {
  return visibleTransitsOf(db, scopeOf(caller));
}

/**
 * A transit row by id alone, whoever owns it: for a caller that holds its own authority over it
 * (a share link names its transit); a user's request goes through `requireTransit` instead.
 */
export function transitRowById(db: Executor, id: number): Promise<TransitRow | undefined> {
  return repo.findTransitById(db, id);
}

/** The contractors a transit names (sender, receivers by their row, carriers), whoever asks. */
export function partiesOfTransit(
  db: Executor,
  transitId: number,
): ReturnType<typeof repo.transitParties> {
  return repo.transitParties(db, transitId);
}

/**
 * Records that a document of the transit is signed (`has_signed_documents`, status running), in
 * the transaction that stores the signature.
 */
export async function markTransitSigned(
  trx: Executor,
  transitId: number,
  now: string,
): Promise<void> {
  await repo.markTransitSigned(trx, transitId, now);
}

/*
 * Place, cargo and carrier rows of transits the CSV import writes, in its transaction (it slices
 * the rows and passes these as the insert).
 */

export async function insertTransitPlaces(trx: Executor, rows: NewTransitPlace[]): Promise<void> {
  await repo.insertPlaces(trx, rows);
}

export async function insertTransitCargo(trx: Executor, rows: NewTransitCargo[]): Promise<void> {
  await repo.insertCargo(trx, rows);
}

export async function insertTransitCarriers(
  trx: Executor,
  rows: NewTransitCarrier[],
): Promise<void> {
  await repo.insertCarriers(trx, rows);
}

/**
 * The companies other than the transit's owner whose people or vehicles its carrier lines name:
 * the connected subcontractors the save let it name (spec 2 §4), which are to read it.
 */
export async function subcontractorsOf(
  db: Executor,
  transitId: number,
): Promise<{ ownerCompanyId: number; companies: number[] } | undefined> {
  const transit = await repo.findTransitById(db, transitId);
  if (!transit) return undefined;
  return {
    ownerCompanyId: transit.company_id,
    companies: await repo.carrierCompanies(db, transit),
  };
}
