/**
 * Writes `packages/domain/src/efti/subset-table.ts` from the copied eFTI schema:
 * `node --import tsx apps/server/src/modules/efti/generate-subset-table.ts`. A test regenerates
 * it in memory and fails when the committed file differs.
 */
import fs from 'node:fs';
import { formattedSubsetTable, SUBSET_TABLE_PATH } from './subset-table-file.ts';

const source = await formattedSubsetTable();
fs.writeFileSync(SUBSET_TABLE_PATH, source);
process.stdout.write(`wrote ${SUBSET_TABLE_PATH}\n`);
