import { BillingSummary } from '@transitdocs/domain';
import { apiRequest } from './http.ts';

/** GET generate-document-count/{month}/{year}: what the month cost, in PLN. */
export function getBillingSummary(month: number, year: number): Promise<BillingSummary> {
  return apiRequest('GET', `/company/api/v1/generate-document-count/${month}/${year}`, {
    schema: BillingSummary,
  });
}
