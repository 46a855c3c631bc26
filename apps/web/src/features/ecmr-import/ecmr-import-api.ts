import { EcmrImportResponse } from '@transitdocs/domain';
import { apiRequest } from '../../api/http.ts';

/** The eCMR import dialog, a route over the transit list (decision 0132). */
export const ECMR_IMPORT_PATH = '/documents/importEcmr';

/** POST ecmr/import/: the file becomes a transit (or answers the one it made before). */
export function importEcmr(file: File): Promise<EcmrImportResponse> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiRequest('POST', '/company/api/v1/ecmr/import/', {
    body: form,
    schema: EcmrImportResponse,
  });
}
