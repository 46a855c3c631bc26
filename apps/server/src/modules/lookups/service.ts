import {
  validateTaxNumber,
  viesPrefixToCountry,
  type ValidateNipResponse,
  type ValidateViesResponse,
} from '@transitdocs/domain';
import type { Deps } from '../../platform/context.ts';
import { fieldError, nonFieldError } from '../../platform/errors.ts';
import { companyIdByNip, companyIdByVies } from './repo.ts';

const unavailable = () => nonFieldError('vies_unable_retriving_from_database');

/** Polish white list by NIP; company_gt_id is our company with that NIP, if any. */
export async function validateNip(deps: Deps, rawNip: string): Promise<ValidateNipResponse> {
  const nip = rawNip.replace(/[\s-]/g, '');
  const facts = await deps.lookups.byNip(nip);
  if (!facts) throw unavailable();
  return { ...facts, company_gt_id: await companyIdByNip(deps.db, nip) };
}

/** EU VIES by prefix and number; company_gt_id is our company with that VIES id, if any. */
export async function validateVies(deps: Deps, rawVies: string): Promise<ValidateViesResponse> {
  const vies = rawVies.replace(/[\s-]/g, '').toUpperCase();
  const prefix = vies.slice(0, 2);
  const number = vies.slice(2);
  const error = validateTaxNumber(prefix, number);
  if (error) throw fieldError('vies', error);
  const facts = await deps.lookups.byVies(prefix, number);
  if (!facts) throw unavailable();
  return {
    ...facts,
    company_gt_id: await companyIdByVies(deps.db, vies),
    country: viesPrefixToCountry(prefix),
  };
}
