/**
 * Transit report benchmark (spec 3 §7): on a fresh database (as bench/csv-import.ts: SQLite, or
 * PostgreSQL with DATABASE_URL) imports ROWS (10,000) transits of November 2026 through
 * csv/import/ (not timed), names all 20 report columns, then times one POST transits-report/ for
 * the month and checks the XLSX has a row per transit. Target: < 5 s.
 */
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { REPORT_COLUMNS } from '@transitdocs/domain';
import { auth } from '../apps/server/test/factories.ts';
import { ROWS, benchCsv, importFile, startBenchApp } from './csv-import.ts';

const bench = await startBenchApp();
try {
  const imported = await importFile(bench, benchCsv());
  if (imported.result.added_transits.length !== ROWS) {
    throw new Error(`imported ${imported.result.added_transits.length} of ${ROWS}`);
  }
  const headers = auth(bench.owner.token);
  const columns = REPORT_COLUMNS.map((key) => ({ key, name: key.replaceAll('_', ' ') }));
  const settings = await bench.app.inject({
    method: 'PUT',
    url: '/company/api/v1/company-report-settings/',
    headers,
    payload: { columns },
  });
  if (settings.statusCode !== 200) throw new Error(`settings failed: ${settings.body}`);

  const started = performance.now();
  const response = await bench.app.inject({
    method: 'POST',
    url: '/company/api/v1/transits-report/',
    headers,
    payload: { start_date: '2026-11-01', end_date: '2026-11-30' },
  });
  const seconds = (performance.now() - started) / 1000;
  if (response.statusCode !== 200) throw new Error(`report failed: ${response.body}`);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const dataRows = (workbook.worksheets[0]?.rowCount ?? 1) - 1;
  console.log(
    JSON.stringify(
      {
        benchmark: 'transits report',
        database: bench.database,
        transits: ROWS,
        columns: columns.length,
        xlsx_rows: dataRows,
        xlsx_mb: Number((response.rawPayload.byteLength / 1024 / 1024).toFixed(2)),
        import_seconds: Number(imported.seconds.toFixed(2)),
        seconds: Number(seconds.toFixed(2)),
        target_seconds: 5,
        pass: seconds < 5 && dataRows === ROWS,
      },
      null,
      2,
    ),
  );
} finally {
  await bench.close();
}
