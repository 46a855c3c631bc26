import { useQuery } from '@tanstack/react-query';
import {
  REPORT_FILE_NAME_HEADER,
  ReportSettingsResponse,
  reportFileName,
  type ReportColumnSetting,
  type TransitsReportRequest,
} from '@transitdocs/domain';
import type { DocumentFile } from '../../api/documents.ts';
import { apiFile, apiRequest } from '../../api/http.ts';

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
  return apiRequest('PUT', `${API}/company-report-settings/`, {
    body: { columns },
    schema: ReportSettingsResponse,
  });
}

/**
 * POST transits-report/: the XLSX of the transits loaded in the range. The file name comes from
 * the `gt-file-name` header (URL-encoded by the server, like the document downloads).
 */
export function fetchTransitsReport(request: TransitsReportRequest): Promise<DocumentFile> {
  return apiFile(
    'POST',
    `${API}/transits-report/`,
    reportFileName(request.start_date, request.end_date),
    { body: request, nameHeader: REPORT_FILE_NAME_HEADER },
  );
}
