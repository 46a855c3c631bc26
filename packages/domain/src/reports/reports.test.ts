import { describe, expect, it } from 'vitest';
import {
  REPORT_COLUMNS,
  ReportSettingsRequest,
  TransitsReportRequest,
  reportColumnsInOrder,
  reportColumnsToSettings,
  reportFileName,
  reportSettingsToColumns,
} from './contract.ts';
import { ReportSettings } from '../schemas/settings.ts';
import { LANGUAGES } from '../languages.ts';
import { defaultReportColumns, hasReportSettings } from './defaults.ts';

describe('report columns', () => {
  it('has the 20 nameable columns of spec 3 §3', () => {
    expect(REPORT_COLUMNS).toHaveLength(20);
  });

  it('keeps the user order and leaves unnamed columns out', () => {
    const columns = reportColumnsInOrder([
      { key: 'cargo_quantity', name: ' Ilość ' },
      { key: 'sender', name: '' },
      { key: 'row_number', name: 'Lp.' },
      { key: 'cargo_quantity', name: 'Again' },
    ]);
    expect(columns).toEqual([
      { key: 'cargo_quantity', name: 'Ilość' },
      { key: 'row_number', name: 'Lp.' },
    ]);
  });

  it('round-trips through the stored settings object in the same order', () => {
    const columns = [
      { key: 'receiver', name: 'Odbiorca' },
      { key: 'row_number', name: 'Lp.' },
      { key: 'document_preview_link', name: 'Podgląd' },
    ] as const;
    const stored = reportColumnsToSettings([...columns]);
    const reparsed = ReportSettings.parse(JSON.parse(JSON.stringify(stored)));
    expect(reportSettingsToColumns(reparsed)).toEqual(columns);
  });

  it('refuses a column twice in the settings request', () => {
    const result = ReportSettingsRequest.safeParse({
      columns: [
        { key: 'sender', name: 'A' },
        { key: 'sender', name: 'B' },
      ],
    });
    expect(result.success).toBe(false);
  });
});

describe('report request', () => {
  it('takes yyyy-MM-dd dates with the end not before the start', () => {
    expect(
      TransitsReportRequest.safeParse({ start_date: '2026-11-01', end_date: '2026-11-30' }).success,
    ).toBe(true);
    const reversed = TransitsReportRequest.safeParse({
      start_date: '2026-11-30',
      end_date: '2026-11-01',
    });
    expect(reversed.success ? [] : reversed.error.issues.map((i) => i.message)).toEqual([
      'date_range_incorrect',
    ]);
    const wrongFormat = TransitsReportRequest.safeParse({
      start_date: '01.11.2026',
      end_date: '2026-11-31',
    });
    expect(wrongFormat.success ? [] : wrongFormat.error.issues.map((i) => i.path[0])).toEqual([
      'start_date',
      'end_date',
    ]);
    const tooLong = TransitsReportRequest.safeParse({
      start_date: '2025-01-01',
      end_date: '2026-01-02',
    });
    expect(tooLong.success ? [] : tooLong.error.issues.map((i) => i.message)).toEqual([
      'date_range_too_long?max=366',
    ]);
  });

  it('reads columns named as flat fields in the body order, one way at a time', () => {
    const flat = TransitsReportRequest.parse(
      JSON.parse(
        '{"carrier":"Przewoźnik","start_date":"2026-11-01","sender":"Nadawca","end_date":"2026-11-30"}',
      ),
    );
    expect(flat.columns).toEqual([
      { key: 'carrier', name: 'Przewoźnik' },
      { key: 'sender', name: 'Nadawca' },
    ]);
    const both = TransitsReportRequest.safeParse({
      start_date: '2026-11-01',
      end_date: '2026-11-30',
      columns: [],
      sender: 'Nadawca',
    });
    expect(both.success ? [] : both.error.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['sender', 'report_columns_twice'],
    ]);
  });

  it('names the file after the range', () => {
    expect(reportFileName('2026-11-01', '2026-11-30')).toBe('raport_2026-11-01_2026-11-30.xlsx');
  });
});

describe('default report columns (spec 3 §3)', () => {
  it('names all 20 columns in every language', () => {
    for (const language of LANGUAGES) {
      const columns = defaultReportColumns(language);
      expect(columns.map((column) => column.key)).toEqual([...REPORT_COLUMNS]);
      expect(columns.every((column) => column.name.trim() !== '')).toBe(true);
    }
    expect(defaultReportColumns('pl')[1]).toEqual({ key: 'sender', name: 'Nadawca' });
  });

  it('applies only while no column was ever saved: a cleared column stays cleared', () => {
    expect(hasReportSettings(null)).toBe(false);
    expect(hasReportSettings({})).toBe(false);
    const cleared = reportColumnsToSettings([]);
    expect(Object.keys(cleared)).toEqual([...REPORT_COLUMNS]);
    expect(hasReportSettings(cleared)).toBe(true);
    expect(reportSettingsToColumns(cleared)).toEqual([]);
    const one = reportColumnsToSettings([{ key: 'carrier', name: 'Firma' }]);
    expect(Object.keys(one)[0]).toBe('carrier');
    expect(reportSettingsToColumns(one)).toEqual([{ key: 'carrier', name: 'Firma' }]);
  });
});
