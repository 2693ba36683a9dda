import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { parseCsv } from 'shared/domain/common/csv';
import { NOT_UTF8 } from 'shared/domain/imports/registration-import';
import {
  creditLines,
  GENERIC_LAYOUTS,
  layoutOfMapping,
  readStatementRows,
  type StatementReading,
  type StatementUploadQuery,
} from 'shared/domain/payments/reconciliation';
import type { PresetAnswer, StatementPreview } from 'shared/domain/payments/reconciliation-answers';
import { BUILT_IN_PRESETS, type PresetBody, type StatementLayout, type StatementPreset } from 'shared/domain/payments/statement-layouts';
import type { AuditActor } from 'shared/domain/registrations/registration';
import { writeAuditEntry } from '../audit/audit-log';
import type { Database, Queryable } from '../db/database';
import { conflict, HttpError } from '../http-error';

// A statement file as a bank or gateway sends it (CSV in UTF-8, or an Excel workbook's first sheet)
// turned into rows of text cells, and the layout it is read with: a preset's, a mapping, or the
// portal's own header.

/** The media types an Excel workbook is sent as. */
export const EXCEL_MEDIA_TYPES = ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/vnd.ms-excel'] as const;

/** An OLE compound file: an .xls of Excel 97-2003, or an .xlsx encrypted with a password. */
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** The stream an encrypted workbook's compound file holds, its name in UTF-16. */
const ENCRYPTION_INFO = Buffer.from('EncryptionInfo', 'utf16le');
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const PASSWORD_PROTECTED =
  'The Excel file is protected by a password; open it, remove the password (File > Info > Protect Workbook), save and upload it again. Nothing was stored.';
const OLD_EXCEL =
  'This is an Excel 97-2003 (.xls) workbook, which the portal does not read; open it and save it as .xlsx or CSV (UTF-8), then upload that. Nothing was stored.';
const NOT_EXCEL = 'The file is not an Excel workbook (.xlsx) that can be read; save it again as .xlsx or CSV (UTF-8). Nothing was stored.';

/** A cell of an Excel sheet as text: a date cell as YYYY-MM-DD, a formula's result, rich text's words. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('error' in value) return String(value.error);
    return '';
  }
  return String(value);
}

/** The first sheet of an .xlsx workbook as rows of text; refused in words when it is not one that can be read. */
async function excelRows(bytes: Buffer): Promise<string[][]> {
  if (bytes.subarray(0, 8).equals(OLE_MAGIC))
    throw bytes.includes(ENCRYPTION_INFO)
      ? new HttpError(400, 'statement-password-protected', PASSWORD_PROTECTED)
      : new HttpError(400, 'statement-old-excel', OLD_EXCEL);
  if (!bytes.subarray(0, 4).equals(ZIP_MAGIC)) throw new HttpError(400, 'statement-not-excel', NOT_EXCEL);
  // Read as a stream, row by row, keeping only the cells' text: the whole workbook's model (every
  // cell an object with its style) took three to four times the memory for a 10,000-line statement.
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    sharedStrings: 'cache',
    styles: 'cache', // a date cell is a number in a date format: the styles say which
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let rows: string[][] | null = null;
  try {
    for await (const sheet of reader) {
      rows = [];
      for await (const row of sheet) {
        // Rows with no cells are not in the file: blank lines, kept so that line numbers are the sheet's.
        while (rows.length < row.number - 1) rows.push([]);
        const values = row.values as ExcelJS.CellValue[];
        rows.push(Array.from({ length: Math.max(values.length - 1, 0) }, (_, index) => cellText(values[index + 1])));
      }
      break;
    }
  } catch {
    throw new HttpError(400, 'statement-not-excel', NOT_EXCEL);
  }
  if (!rows) throw new HttpError(400, 'statement-no-sheet', 'The workbook has no sheet. Nothing was stored.');
  return rows;
}

/** The body of an upload: CSV text, or an Excel workbook's bytes. */
export type StatementBody = string | Buffer;

/** A statement's rows of text and the hash that tells the same file uploaded twice. */
export async function rowsOf(body: StatementBody): Promise<{ rows: string[][]; sha256: string }> {
  const sha256 = createHash('sha256').update(body).digest('hex');
  return { rows: typeof body === 'string' ? parseCsv(body) : await excelRows(body), sha256 };
}

interface PresetRow {
  id: string;
  name: string;
  source: 'bank' | 'gateway';
  columns: StatementPreset['columns'];
  date_format: StatementPreset['dateFormat'];
  reference_patterns: StatementPreset['referencePatterns'];
  [column: string]: unknown;
}

const toPreset = (row: PresetRow): PresetAnswer => ({
  id: row.id,
  name: row.name,
  source: row.source,
  builtIn: false,
  columns: row.columns,
  dateFormat: row.date_format,
  referencePatterns: row.reference_patterns,
});

/** The built-in presets, then the organisation's own by name. */
export async function listPresets(db: Queryable): Promise<{ data: PresetAnswer[] }> {
  const rows = await db.query<PresetRow>(
    'SELECT id, name, source, columns, date_format, reference_patterns FROM reconciliation_presets ORDER BY lower(name), id',
  );
  return { data: [...BUILT_IN_PRESETS, ...rows.map(toPreset)] };
}

/** A preset by id; 400 naming the ids there are when there is none. */
export async function presetOf(db: Queryable, id: string): Promise<PresetAnswer> {
  const builtIn = BUILT_IN_PRESETS.find((preset) => preset.id === id);
  if (builtIn) return builtIn;
  const [row] = await db.query<PresetRow>('SELECT id, name, source, columns, date_format, reference_patterns FROM reconciliation_presets WHERE id = $1', [id]);
  if (row) return toPreset(row);
  throw new HttpError(
    400,
    'preset-not-found',
    `No preset "${id}"; the built-in ones are ${BUILT_IN_PRESETS.map((preset) => preset.id).join(', ')}, and GET /admin/reconciliation/presets lists the organisation's own.`,
  );
}

/** An id from a preset's name: its words in lower case joined by hyphens, never a built-in one's. */
const presetId = (name: string) =>
  `own-${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 50) || 'preset'
  }`;

/** Saves an organisation's own preset, audited in the same transaction; 409 when its name is taken. */
export async function savePreset(db: Database, body: PresetBody, actor: AuditActor): Promise<PresetAnswer> {
  return db.transaction(async (tx) => {
    const [taken] = await tx.query<{ id: string }>('SELECT id FROM reconciliation_presets WHERE lower(name) = lower($1) OR id = $2', [
      body.name,
      presetId(body.name),
    ]);
    if (taken || BUILT_IN_PRESETS.some((preset) => preset.name.toLowerCase() === body.name.toLowerCase()))
      throw conflict('preset-name-taken', `A preset is already named "${body.name}"; choose another name.`);
    const [row] = (await tx.query<PresetRow>(
      `INSERT INTO reconciliation_presets (id, name, source, columns, date_format, reference_patterns, created_by)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6::jsonb, $7) RETURNING id, name, source, columns, date_format, reference_patterns`,
      [presetId(body.name), body.name, body.source, JSON.stringify(body.columns), body.dateFormat, JSON.stringify(body.referencePatterns), actor.email],
    )) as [PresetRow];
    const preset = toPreset(row);
    await writeAuditEntry(tx, {
      actor,
      action: 'reconciliation_preset.saved',
      target: { type: 'reconciliation_preset', id: preset.id, label: preset.name },
      before: {},
      after: { source: preset.source, columns: preset.columns, dateFormat: preset.dateFormat, referencePatterns: preset.referencePatterns },
      note: null,
    });
    return preset;
  });
}

/** The layout of an upload: its preset's (which must be of the upload's source), its mapping, or the source's own header. */
async function layoutOf(db: Queryable, query: StatementUploadQuery): Promise<{ layout: StatementLayout; preset: PresetAnswer | null }> {
  if (query.preset) {
    const preset = await presetOf(db, query.preset);
    if (preset.source !== query.source)
      throw new HttpError(
        400,
        'preset-source-mismatch',
        `The preset "${preset.name}" reads ${preset.source === 'bank' ? 'bank statements' : 'gateway reports'}, not source=${query.source}.`,
      );
    return { layout: preset, preset };
  }
  return { layout: layoutOfMapping(query.mapping ?? GENERIC_LAYOUTS[query.source]), preset: null };
}

/** Issues of a reading, refused whole: the file's lines and columns named, nothing stored. */
function refuseIssues(reading: StatementReading, preset: PresetAnswer | null): never {
  const lines = new Set(reading.issues.map((issue) => issue.line)).size;
  const first = reading.issues[0]!;
  const about = preset && first.code === 'statement-missing-columns' ? `Not a ${preset.name} file as downloaded: ` : '';
  throw new HttpError(
    400,
    'statement-unreadable',
    `${about}${lines} line${lines === 1 ? '' : 's'} of the file cannot be read (line ${first.line}${first.column ? `, ${first.column}` : ''}: ${first.message}); nothing was stored.`,
    { lineIssues: reading.issues },
  );
}

/** A statement file read through its layout, ready to store: refused here, with every problem on its line, when it cannot be. */
export async function readUpload(db: Queryable, body: StatementBody, query: StatementUploadQuery) {
  const { rows, sha256 } = await rowsOf(body);
  const { layout, preset } = await layoutOf(db, query);
  const reading = readStatementRows(rows, layout);
  if (reading.issues.length > 0) refuseIssues(reading, preset);
  const credits = creditLines(reading);
  if (credits.length === 0) throw new HttpError(400, 'statement-no-credits', 'The file has no credit lines to match; nothing was stored.');
  const days = reading.lines.map((line) => line.date).sort();
  return { query, mapping: layout.columns, preset: preset?.id ?? null, reading, credits: credits.length, days, sha256 };
}
export type StatementFile = Awaited<ReturnType<typeof readUpload>>;

const PREVIEW_LINES = 20;

/** The first lines of a file as read, through a preset or as they are (for a mapping to be chosen), and its problems; nothing written. */
export async function previewStatement(db: Queryable, body: StatementBody, presetIdOrNone: string | undefined): Promise<StatementPreview> {
  const { rows } = await rowsOf(body);
  if (!rows.some((cells) => cells.some((cell) => cell.trim())))
    throw new HttpError(400, 'statement-empty', 'The file has no lines to read: every cell of it is empty.');
  // Shown as it is, a file that is not UTF-8 would only show garbled cells.
  if (rows.some((cells) => cells.some((cell) => cell.includes('\uFFFD')))) throw new HttpError(400, 'statement-not-utf8', NOT_UTF8);
  const preset = presetIdOrNone ? await presetOf(db, presetIdOrNone) : null;
  const reading = preset ? readStatementRows(rows, preset) : null;
  // A file the preset cannot even find its header in has no lines to show as read: refused, as its upload would be.
  if (reading?.issues.some((issue) => issue.message.startsWith('Missing columns'))) refuseIssues(reading, preset);
  const headerIndex = reading
    ? reading.headerLine - 1
    : Math.max(
        0,
        rows.findIndex((cells) => cells.filter((cell) => cell.trim()).length >= 3),
      );
  const lines = reading?.lines ?? [];
  return {
    headerLine: headerIndex + 1,
    header: rows[headerIndex] ?? [],
    rows: rows.slice(headerIndex + 1, headerIndex + 1 + PREVIEW_LINES),
    lines: lines.slice(0, PREVIEW_LINES),
    credits: lines.filter((line) => !line.outgoing).length,
    outgoing: lines.filter((line) => line.outgoing).length,
    problems: reading?.issues ?? [],
  };
}
