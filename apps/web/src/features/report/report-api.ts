import { useQuery } from '@tanstack/react-query';
import {
  REPORT_FILE_NAME_HEADER,
  ReportSettingsResponse,
  reportFileName,
  type ReportColumnSetting,
  type TransitsReportRequest,
} from '@transitdocs/domain';
import type { DocumentFile } from '../../api/documents.ts';
import { apiRequest } from '../../api/http.ts';
import {
  sendJson,
  sendRequest,
  sessionHeaders,
  throwApiError,
} from '../csv-import/raw-requests.ts';

const API = '/company/api/v1';

export const reportKeys = {
  settings: ['report', 'settings'] as const,
};

/** GET company-report-settings/: the named columns in order, and every column there is. */
export function useReportSettings() {
  return useQuery({
    queryKey: reportKeys.settings,
    queryFn: () =>
      apiRequest('GET', `${API}/company-report-settings/`, { schema: ReportSettingsResponse }),
  });
}

/** PUT company-report-settings/ (primary account only; others get 403). */
export function saveReportSettings(
  columns: readonly ReportColumnSetting[],
): Promise<ReportSettingsResponse> {
  return sendJson('PUT', `${API}/company-report-settings/`, { columns }, ReportSettingsResponse);
}

/**
 * POST transits-report/: the XLSX of the transits loaded in the range. The file name comes from
 * the `gt-file-name` header (URL-encoded by the server, like the document downloads).
 */
export async function fetchTransitsReport(request: TransitsReportRequest): Promise<DocumentFile> {
  const headers = sessionHeaders();
  headers.set('Content-Type', 'application/json');
  const response = await sendRequest(`${API}/transits-report/`, {
    method: 'POST',
    headers,
    body: JSON.stringify(request),
  });
  if (!response.ok) return throwApiError(response);
  const header = response.headers.get(REPORT_FILE_NAME_HEADER);
  let fileName = reportFileName(request.start_date, request.end_date);
  if (header) {
    try {
      fileName = decodeURIComponent(header);
    } catch {
      fileName = header;
    }
  }
  return { blob: await response.blob(), fileName };
}
