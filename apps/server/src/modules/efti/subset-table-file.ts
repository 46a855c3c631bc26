import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { subsetTableSource } from './subset-table-source.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

/** The copied eFTI common data set schema (apps/server/schemas/efti-reference/). */
export const CONSIGNMENT_COMMON_XSD = path.join(
  repoRoot,
  'apps/server/schemas/efti-reference/consignment-common.xsd',
);

/** The committed, generated table the domain reads. */
export const SUBSET_TABLE_PATH = path.join(repoRoot, 'packages/domain/src/efti/subset-table.ts');

/** The table's source as the generator writes it: built from the schema, then Prettier. */
export async function formattedSubsetTable(): Promise<string> {
  const source = subsetTableSource(fs.readFileSync(CONSIGNMENT_COMMON_XSD, 'utf8'));
  const options = await prettier.resolveConfig(SUBSET_TABLE_PATH);
  return prettier.format(source, { ...options, filepath: SUBSET_TABLE_PATH });
}
