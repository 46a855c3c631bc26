import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  mainDocumentOf,
  REPORT_COLUMNS,
  reportColumnsInOrder,
  reportColumnsToSettings,
  reportFileName,
  reportSettingsToColumns,
  slotOf,
  SIGNER_TYPES,
  type ReportColumn,
  type ReportColumnSetting,
  type ReportSettingsRequest,
  type ReportSettingsResponse,
  type SignerType,
  type TransitsReportRequest,
} from '@transitdocs/domain';
import { type Caller, requireAccountAction } from '../../platform/auth.ts';
import type { Deps } from '../../platform/context.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import { stampLines, stampTime, type StampData } from '../../platform/pdf/stamp.ts';
import { getCompany } from '../accounts/index.ts';
import { rowMarks } from '../documents/index.ts';
import { companyReportSettings, updateCompanySettings } from '../settings/index.ts';
import { visibleTransits } from '../transits/index.ts';
import * as repo from './repo.ts';

function parseObject(text: string | null): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function storedColumns(deps: Deps, caller: Caller): Promise<ReportColumnSetting[]> {
  const company = await getCompany(deps.db, caller.companyId);
  if (!company) throw notFound();
  return reportSettingsToColumns(await companyReportSettings(deps.db, company));
}

export async function getReportSettings(
  deps: Deps,
  caller: Caller,
): Promise<ReportSettingsResponse> {
  return { columns: await storedColumns(deps, caller), available: [...REPORT_COLUMNS] };
}

/** Company settings belong to the primary account, as in profile-settings/. */
export async function putReportSettings(
  deps: Deps,
  caller: Caller,
  input: ReportSettingsRequest,
): Promise<ReportSettingsResponse> {
  requireAccountAction(caller, 'company_settings');
  await updateCompanySettings(deps.db, caller.companyId, {
    report_settings: JSON.stringify(reportColumnsToSettings(input.columns)),
  });
  return getReportSettings(deps, caller);
}

// ---------------------------------------------------------------------------------------------
// The report

type Signature = { created_at: string; data: StampData | null };
type SignatureSlot = 'sender' | 'receiver' | 'carrier';

type ReportTransit = {
  id: number;
  mainDocumentId: number | null;
  transit_number: string;
  loading_date: string | null;
  unloading_date: string | null;
  sender: string;
  receivers: string[];
  carriers: string[];
  destinations: string[];
  cargoNames: string[];
  cargoQuantities: string[];
  order: string;
  invoice: string;
  attached: string[];
  signatures: Record<SignatureSlot, Signature[]>;
};

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const id = key(row);
    const group = groups.get(id);
    if (group) group.push(row);
    else groups.set(id, [row]);
  }
  return groups;
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const isSigner = (value: string): value is SignerType =>
  (SIGNER_TYPES as readonly string[]).includes(value);

/** yyyy-MM-dd HH:mm in Polish time, the sign date column. */
const signDate = (iso: string) => stampTime(iso).replaceAll('/', '-');

async function loadReport(
  deps: Deps,
  caller: Caller,
  range: repo.ReportRange,
): Promise<ReportTransit[]> {
  // The transits the caller may read (shared-in ones too), as the transit list decides.
  const visible = await visibleTransits(deps.db, caller);
  const [transits, receivers, carriers, places, cargo, documents, signatures] = await Promise.all([
    repo.loadReportTransits(deps.db, visible, range),
    repo.loadReportReceivers(deps.db, visible, range),
    repo.loadReportCarriers(deps.db, visible, range),
    repo.loadReportDestinations(deps.db, visible, range),
    repo.loadReportCargo(deps.db, visible, range),
    repo.loadReportDocuments(deps.db, visible, range),
    repo.loadReportSignatures(deps.db, visible, range),
  ]);
  const receiversBy = groupBy(receivers, (r) => r.transit_id);
  const carriersBy = groupBy(carriers, (r) => r.transit_id);
  const placesBy = groupBy(places, (r) => r.transit_id);
  const cargoBy = groupBy(cargo, (r) => r.transit_id);
  const documentsBy = groupBy(documents, (r) => r.transit_id);
  const signaturesBy = groupBy(signatures, (r) => r.transit_id);

  return transits.map((transit) => {
    const docs = documentsBy.get(transit.id) ?? [];
    const main = mainDocumentOf(docs, rowMarks);
    const mainData = (main ? parseObject(main.main_data) : undefined) as
      Record<string, unknown> | undefined;
    // Signatures of the main document and its sub-documents; of every document without one.
    const signed = new Set(
      (main ? docs.filter((d) => d.id === main.id || d.parent_document_id === main.id) : docs).map(
        (d) => d.id,
      ),
    );
    const slots: Record<SignatureSlot, Signature[]> = { sender: [], receiver: [], carrier: [] };
    for (const signature of signaturesBy.get(transit.id) ?? []) {
      if (!signed.has(signature.document_id) || !isSigner(signature.signed_by_type)) continue;
      slots[slotOf(signature.signed_by_type)].push({
        created_at: signature.created_at,
        data: (parseObject(signature.signature_data) as StampData | undefined) ?? null,
      });
    }
    const listed = Array.isArray(mainData?.attachedDocuments)
      ? (mainData.attachedDocuments as unknown[]).flatMap((item) => {
          const entry = item as Record<string, unknown>;
          const label = [textOf(entry.type), textOf(entry.id)].filter(Boolean).join(' ');
          return label ? [label] : [];
        })
      : [];
    return {
      id: transit.id,
      mainDocumentId: main?.id ?? null,
      transit_number: transit.transit_number,
      loading_date: transit.loading_date,
      unloading_date: transit.unloading_date,
      sender: transit.sender_name ?? '',
      receivers: (receiversBy.get(transit.id) ?? []).map((r) => r.name),
      carriers: (carriersBy.get(transit.id) ?? []).map((r) => r.name),
      destinations: (placesBy.get(transit.id) ?? []).map((p) =>
        [p.address, [p.zip_code, p.town].filter(Boolean).join(' '), p.country]
          .filter(Boolean)
          .join(', '),
      ),
      cargoNames: (cargoBy.get(transit.id) ?? []).map((c) => c.name).filter(Boolean),
      cargoQuantities: (cargoBy.get(transit.id) ?? []).flatMap((c) =>
        c.quantity === null ? [] : [String(c.quantity)],
      ),
      order: textOf(mainData?.order),
      invoice: textOf(mainData?.invoiceNumberAndDate),
      attached: [
        ...listed,
        ...docs.filter((d) => d !== main && d.parent_document_id === null).map((d) => d.name),
      ],
      signatures: slots,
    };
  });
}

const join = (values: string[]) => values.join('; ');

type Cell = string | number | { text: string; hyperlink: string };

/** The value of one column for one transit. */
function cellOf(
  column: ReportColumn,
  transit: ReportTransit,
  index: number,
  publicUrl: string,
): Cell {
  const stamps = (slot: SignatureSlot) =>
    transit.signatures[slot].map((s) => stampLines(s.data, s.created_at).join('\n')).join('\n\n');
  const dates = (slot: SignatureSlot) =>
    join(transit.signatures[slot].map((s) => signDate(s.created_at)));
  switch (column) {
    case 'row_number':
      return index + 1;
    case 'sender':
      return transit.sender;
    case 'receiver':
      return join(transit.receivers);
    case 'destination':
      return join(transit.destinations);
    case 'invoice':
      return transit.invoice;
    case 'order':
      return transit.order;
    case 'loading_date':
      return transit.loading_date ?? '';
    case 'sender_stamp':
      return stamps('sender');
    case 'sender_sign_date':
      return dates('sender');
    case 'receiver_stamp':
      return stamps('receiver');
    case 'receiver_sign_date':
      return dates('receiver');
    case 'carrier_stamp':
      return stamps('carrier');
    case 'carrier_sign_date':
      return dates('carrier');
    case 'document_number':
      return transit.transit_number;
    case 'carrier':
      return join(transit.carriers);
    case 'unloading_date':
      return transit.unloading_date ?? '';
    case 'document_preview_link': {
      // Routes of the web: the main document's preview, else the transit's document list.
      const url =
        transit.mainDocumentId === null
          ? `${publicUrl}/documents/${transit.id}/documents`
          : `${publicUrl}/documents/${transit.id}/${transit.mainDocumentId}/preview`;
      return { text: url, hyperlink: url };
    }
    case 'attached_documents':
      return join(transit.attached);
    case 'cargo_type':
      return join(transit.cargoNames);
    case 'cargo_quantity':
      return join(transit.cargoQuantities);
  }
}

/** The style of every data cell: exceljs's default font and format. */
const PLAIN_CELL: Partial<ExcelJS.Style> = {};

/**
 * transits-report/: the XLSX of the range, columns in the user's order and named as the user
 * named them. Built with exceljs's streaming writer (rows are committed as they are added).
 */
export async function buildTransitsReport(
  deps: Deps,
  caller: Caller,
  input: TransitsReportRequest,
): Promise<{ fileName: string; bytes: Buffer }> {
  const columns = reportColumnsInOrder(input.columns ?? (await storedColumns(deps, caller)));
  if (columns.length === 0) throw fieldError('columns', 'report_no_columns');
  const transits = await loadReport(deps, caller, {
    startDate: input.start_date,
    endDate: input.end_date,
  });

  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  // No shared strings: each costs a lookup per cell.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  // The header stays in view while scrolling.
  const sheet = workbook.addWorksheet('Report', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.name,
    key: column.key,
    width: column.key === 'document_preview_link' ? 60 : 24,
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  const publicUrl = deps.config.publicUrl;
  transits.forEach((transit, index) => {
    const row = sheet.addRow(
      columns.map((column) => cellOf(column.key, transit, index, publicUrl)),
    );
    // exceljs gives each cell a style object of its own and looks each one up (slow); it caches
    // the id by object, so one shared object is looked up once.
    row.eachCell((cell) => {
      cell.style = PLAIN_CELL;
    });
    row.commit();
  });
  sheet.commit();
  await workbook.commit();
  await finished;
  return {
    fileName: reportFileName(input.start_date, input.end_date),
    bytes: Buffer.concat(chunks),
  };
}
