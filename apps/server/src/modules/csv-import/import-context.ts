// What one csv/import/ request carries through validating and writing its rows.

import type { CsvImportResponse, TransitSubmitRequest } from '@transitdocs/domain';
import type { CompanyRow } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import type { Deps, RequestMeta } from '../../platform/context.ts';
import type { ContractorRegistry } from './contractors.ts';

export type AcceptedRow = { row: number; transit: TransitSubmitRequest };

export type ImportContext = {
  deps: Deps;
  caller: Caller;
  meta: RequestMeta;
  company: CompanyRow;
  registry: ContractorRegistry;
  linkedCompanies: Map<string, number>;
  addedClients: CsvImportResponse['added_clients'];
};
