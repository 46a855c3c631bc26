import type { EftiUil } from '@transitdocs/domain';
import type { Config } from '../../config.ts';
import { nowIso, type Executor } from '../../db/index.ts';
import * as repo from './repo.ts';

/** The data set id of a transit, made now if the transit has none yet. */
export async function datasetIdOf(
  db: Executor,
  transit: { id: number },
  companyId: number,
): Promise<string> {
  const found = await repo.findDatasetOfTransit(db, transit.id);
  if (found) return found.dataset_id;
  await repo.insertDatasets(db, [{ id: transit.id, company_id: companyId }], nowIso());
  const made = await repo.findDatasetOfTransit(db, transit.id);
  if (!made) throw new Error(`eFTI data set of transit ${String(transit.id)} not created`);
  return made.dataset_id;
}

/** The UIL of a data set: null when the platform reports to no gate (EFTI_GATE_ID unset). */
export function eftiUilOf(
  efti: Pick<Config['efti'], 'gateId' | 'platformId'>,
  datasetId: string,
): EftiUil | null {
  if (efti.gateId === undefined) return null;
  return { gate_id: efti.gateId, platform_id: efti.platformId, dataset_id: datasetId };
}

/** The UIL of a transit's data set (made if missing), or null without a gate. */
export async function transitUil(
  deps: { db: Executor; config: Pick<Config, 'efti'> },
  transit: { id: number },
  companyId: number,
): Promise<EftiUil | null> {
  if (deps.config.efti.gateId === undefined) return null;
  return eftiUilOf(deps.config.efti, await datasetIdOf(deps.db, transit, companyId));
}
