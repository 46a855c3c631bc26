import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  REPORT_CONTENT_TYPE,
  REPORT_FILE_NAME_HEADER,
  ReportSettingsRequest,
  ReportSettingsResponse,
  TransitsReportRequest,
} from '@transitdocs/domain';
import { callerOf, type Authenticate } from '../../platform/auth.ts';
import type { Deps } from '../../platform/context.ts';
import * as service from './service.ts';

const API = '/company/api/v1/';

export function reportsRoutes(app: FastifyInstance, deps: Deps, authenticate: Authenticate): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reports'];

  r.get(
    `${API}company-report-settings/`,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'getReportSettings',
        summary: "The company's report settings",
        tags,
        response: { 200: ReportSettingsResponse },
      },
    },
    async (request) => service.getReportSettings(deps, callerOf(request)),
  );

  r.put(
    `${API}company-report-settings/`,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'updateReportSettings',
        summary: "Change the company's report settings",
        tags,
        body: ReportSettingsRequest,
        response: { 200: ReportSettingsResponse },
      },
    },
    async (request) => service.putReportSettings(deps, callerOf(request), request.body),
  );

  r.post(
    `${API}transits-report/`,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'createTransitsReport',
        summary: 'A report of transits (spreadsheet)',
        tags,
        body: TransitsReportRequest,
      },
    },
    async (request, reply) => {
      const report = await service.buildTransitsReport(deps, callerOf(request), request.body);
      return reply
        .header('content-type', REPORT_CONTENT_TYPE)
        .header(REPORT_FILE_NAME_HEADER, report.fileName)
        .header('content-disposition', `attachment; filename="${report.fileName}"`)
        .header('access-control-expose-headers', REPORT_FILE_NAME_HEADER)
        .send(report.bytes);
    },
  );
}
