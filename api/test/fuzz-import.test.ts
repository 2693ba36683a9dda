import fc from 'fast-check';
import { CADRES, CLASSES, LEVELS, PAYMENT_MODES, PAYMENT_STATUSES } from 'shared/domain/common/enums';
import { IMPORT_COLUMNS, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, OPTIONAL_IMPORT_COLUMNS, type ImportColumn } from 'shared/domain/imports/registration-import';
import type { Registration } from 'shared/domain/registrations/registration';
import { expectClearError } from './support/clear-error';
import { dumpSettled, type DatabaseDump } from './support/database-dump';
import { fuzzParameters } from './support/fuzz-inputs';
import { testEngines } from './support/environment';
import { allRegistrations, call, useTestApp } from './support/test-app';
import { tokenFor } from './support/tokens';

// Fuzzed CSV import files: columns in any order, extra columns, BOM, CRLF, quoting, Unicode,
// and at least one bad row (wrong value, formula, duplicate or taken id, missing cells, broken
// quote, an offline payment marked paid). The preview reports the bad line, the import refuses the whole file with its report,
// and the database, audit log included, is unchanged. Replay: see api/test/README.md.

const RUNS = 20;

type Row = Record<ImportColumn, string>;
/** Every column the import reads, the optional e-mail too (files without it: the other import tests). */
const COLUMNS = [...IMPORT_COLUMNS, ...OPTIONAL_IMPORT_COLUMNS];

const validRow = (index: number): fc.Arbitrary<Row> =>
  fc.record({
    registrationId: fc.stringMatching(/^[A-Z0-9]{1,8}$/).map((tag) => `FZ-${index}-${tag}`),
    name: fc.constantFrom('Asha Rao', 'Ravi Kumar', 'Zoë Ñúñez', 'Ana "Ani" Lopes, Jr', 'अनन्या शर्मा', 'محمد علي', '李 小龙', "D'Souza 😀", '  Meera Iyer  '),
    gender: fc.constantFrom('', 'male', 'female'),
    contactNumber: fc
      .tuple(fc.integer({ min: 6, max: 9 }), fc.stringMatching(/^[0-9]{9}$/), fc.constantFrom('', '+91 ', '0', '91'))
      .map(([first, rest, prefix]) => `${prefix}${first}${rest}`),
    email: fc.constantFrom('', 'parent@example.org', ' Asha.Rao+1@Example.co.in '),
    school: fc.constantFrom('Sunrise Public School', "St. Mary's, Pune", 'Vidya "New" Mandir', 'Délhi Públic', 'स्कूल'),
    std: fc.constantFrom(...CLASSES),
    cadre: fc.constantFrom(...CADRES),
    levelEnrolled: fc.constantFrom(...LEVELS),
    // Any letter case names the centre.
    centerCode: fc.constantFrom('DLH01', 'MUM01', 'blr01', 'Chn01'),
    paymentId: fc.stringMatching(/^[A-Z0-9]{1,8}$/).map((tag) => `PAY-FZ-${index}-${tag}`),
    paymentMode: fc.constantFrom(...PAYMENT_MODES),
    paymentAmount: fc.integer({ min: 0, max: 9_999_999 }).map(String),
    paymentStatus: fc.constantFrom(...PAYMENT_STATUSES),
  });

/** Values each column must refuse, whatever the rest of the row holds. */
const BAD_VALUES: Record<ImportColumn, string[]> = {
  registrationId: ['', ' ', 'x'.repeat(65), '=cmd|"/C calc"!A0', '@SUM(1)'],
  name: ['A', 'x'.repeat(81), '=HYPERLINK("http://evil.example","click")', '+cmd', '-2+3', '@SUM(A1)', '   '],
  gender: ['M', 'other', 'Male', '0'],
  contactNumber: ['', '12345', 'abc', '+1 555 0100', '98765432101', '5876543210', '٩٨٧٦٥٤٣٢١٠'],
  email: ['x', 'parent@', 'parent@example', '=cmd@example.org', `${'x'.repeat(250)}@example.org`],
  school: ['', 'x'.repeat(201), '=1+1', '-1+1'],
  std: ['', '13th', '0th', '4', 'Fourth'],
  cadre: ['', 'Expert Level', 'kids level'],
  levelEnrolled: ['', 'LEVEL 9', 'level 1', 'LEVEL1'],
  centerCode: ['', 'XYZ99', 'DLH 01', 'x'.repeat(65)],
  paymentId: ['', 'x'.repeat(65), '=1'],
  paymentMode: ['', 'cash', 'ONLINE'],
  paymentAmount: ['', '-1', '1.5', '1e3', 'NaN', '12345678', '٣٠٠', '0x10', 'Infinity'],
  paymentStatus: ['', 'paid', 'SUCCESS'],
};

type Spoil =
  | { kind: 'value'; column: ImportColumn; value: string }
  | { kind: 'taken'; column: 'registrationId' | 'paymentId' }
  | { kind: 'repeated'; column: 'registrationId' | 'paymentId' }
  | { kind: 'missingCells'; count: number }
  | { kind: 'openQuote' }
  | { kind: 'offlinePaid' };

const spoil: fc.Arbitrary<Spoil> = fc.oneof(
  fc.constantFrom(...COLUMNS).chain((column) => fc.constantFrom(...BAD_VALUES[column]).map((value): Spoil => ({ kind: 'value', column, value }))),
  fc.constantFrom('registrationId', 'paymentId').map((column): Spoil => ({ kind: 'taken', column })),
  fc.constantFrom('registrationId', 'paymentId').map((column): Spoil => ({ kind: 'repeated', column })),
  // Only gender and email may be blank, so three missing cells always leave a required one empty.
  fc.integer({ min: 3, max: COLUMNS.length }).map((count): Spoil => ({ kind: 'missingCells', count })),
  fc.constant<Spoil>({ kind: 'openQuote' }),
  fc.constant<Spoil>({ kind: 'offlinePaid' }),
);

/** How a file is written: column order, extra columns, byte-order mark, line ends, which cells are quoted. */
const layout = fc.record({
  columns: fc.shuffledSubarray([...COLUMNS], { minLength: COLUMNS.length }),
  extraColumns: fc.array(fc.constantFrom('notes', 'e-mail', '', 'registrationId ', '=cmd'), { maxLength: 2 }),
  bom: fc.boolean(),
  lineEnd: fc.constantFrom('\n', '\r\n'),
  finalLineEnd: fc.boolean(),
  quoteAll: fc.boolean(),
});

const quoted = (cell: string, always: boolean) => (always || /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

interface FuzzFile {
  csv: string;
  rows: number;
  /** File line of the spoiled row (the header is line 1). */
  badLine: number | null;
}

type Layout = typeof layout extends fc.Arbitrary<infer L> ? L : never;

function writeFile(rows: Row[], format: Layout, spoilAt: number | null, how: Spoil | null, taken: Registration): FuzzFile {
  const header = [...format.columns, ...format.extraColumns];
  const lines = rows.map((original, index) => {
    const row = { ...original };
    if (index === spoilAt && how) {
      if (how.kind === 'value') row[how.column] = how.value;
      if (how.kind === 'taken') row[how.column] = how.column === 'registrationId' ? taken.registrationId : taken.payment.paymentId;
      if (how.kind === 'repeated') row[how.column] = rows[index - 1]![how.column];
      if (how.kind === 'offlinePaid') Object.assign(row, { paymentMode: 'offline', paymentStatus: 'success' });
    }
    const cells = [...format.columns.map((column) => quoted(row[column], format.quoteAll)), ...format.extraColumns.map(() => 'x')];
    if (index === spoilAt && how?.kind === 'missingCells') return cells.slice(0, Math.max(0, cells.length - format.extraColumns.length - how.count)).join(',');
    return cells.join(',');
  });
  // A quote opened on the last line and never closed: that line is one cell, every other column empty.
  if (how?.kind === 'openQuote') lines.push(`"${rows[0]!.registrationId}X,Asha Rao,female`);
  const text = [header.map((name) => quoted(name, format.quoteAll)).join(','), ...lines].join(format.lineEnd);
  return {
    csv: `${format.bom ? '\uFEFF' : ''}${text}${format.finalLineEnd ? format.lineEnd : ''}`,
    rows: lines.length,
    badLine: how?.kind === 'openQuote' ? lines.length + 1 : spoilAt === null ? null : spoilAt + 2,
  };
}

/** A valid row's offline payment is never paid: an import refuses that (a spoil below). */
const unpaidOffline = (row: Row): Row => (row.paymentMode === 'offline' && row.paymentStatus === 'success' ? { ...row, paymentStatus: 'pending' } : row);

const rowsOf = (count: number) => fc.tuple(...Array.from({ length: count }, (_, index) => validRow(index).map(unpaidOffline)));

describe.each(testEngines())('fuzzed CSV imports on %s', (engine) => {
  const target = useTestApp(engine, { registrations: 30 });
  let token: string;
  let taken: Registration;
  let before: DatabaseDump;

  beforeAll(async () => {
    token = await tokenFor('superadmin');
    [taken] = (await allRegistrations(target, token)) as [Registration];
    before = await dumpSettled(target);
  });

  const post = (path: string, csv: string) => call(target, 'POST', path, { token, body: { csv } });

  test('a well-formed file of valid rows previews clean, whatever its layout', async () => {
    const files = fc
      .integer({ min: 1, max: 6 })
      .chain(rowsOf)
      .chain((rows) => layout.map((format) => writeFile(rows, format, null, null, taken)));
    await fc.assert(
      fc.asyncProperty(files, async (file) => {
        const preview = await post('/admin/imports/preview', file.csv);
        expect({ status: preview.status, issues: preview.body.issues }).toEqual({ status: 200, issues: [] });
        expect(preview.body).toMatchObject({ totalRows: file.rows, validRows: file.rows });
        expect(await dumpSettled(target)).toEqual(before);
      }),
      fuzzParameters('valid import files', RUNS),
    );
  });

  test('a file with a bad row is reported on that line and nothing of it is imported', async () => {
    const files = fc
      .integer({ min: 1, max: 6 })
      .chain(rowsOf)
      .chain((rows) =>
        fc
          .tuple(layout, fc.integer({ min: 0, max: rows.length - 1 }), spoil)
          // A repeated id needs an earlier row to repeat.
          .map(([format, at, how]) => writeFile(rows, format, at, how.kind === 'repeated' && at === 0 ? { kind: 'taken', column: how.column } : how, taken)),
      );
    await fc.assert(
      fc.asyncProperty(files, async (file) => {
        const preview = await post('/admin/imports/preview', file.csv);
        expect(preview.status).toBe(200);
        expect(preview.body.validRows).toBeLessThan(preview.body.totalRows);
        const lines = preview.body.issues.map((issue: { line: number }) => issue.line);
        expect(lines).toContain(file.badLine);
        for (const issue of preview.body.issues) {
          expect(issue.message.trim()).not.toBe('');
          expect(['', ...COLUMNS]).toContain(issue.column);
        }

        const refused = await post('/admin/imports', file.csv);
        expect(refused.status).toBe(400);
        expectClearError(refused);
        expect(refused.body.report.issues).toEqual(preview.body.issues);
        expect(await dumpSettled(target)).toEqual(before);
      }),
      fuzzParameters('import files with a bad row', RUNS),
    );
  });

  test('files too big, too long, or not text answer a clear refusal and import nothing', async () => {
    const header = IMPORT_COLUMNS.join(',');
    const row = (n: number) => `FZ-${n},Asha Rao,female,9876500000,Sunrise Public School,4th,Kids Level,BUD,PAY-FZ-${n},offline,300,pending`;
    const cases = [
      { name: 'over 2 MB', csv: `${header}\n${row(1)},${'x'.repeat(MAX_IMPORT_BYTES)}\n` },
      { name: `over ${MAX_IMPORT_ROWS} rows`, csv: [header, ...Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, n) => row(n))].join('\n') },
      { name: 'a header only', csv: `${header}\r\n` },
      { name: 'no header', csv: `${row(1)}\n${row(2)}\n` },
      { name: 'blank lines only', csv: '\n\r\n\n' },
      { name: 'a NUL byte', csv: `${header}\n${row(1).replace('Asha', 'As\u0000ha')}\n` },
      { name: 'binary bytes', csv: '\u0089PNG\r\n\u001a\n\u0000\u0000' },
    ];
    for (const { name, csv } of cases) {
      for (const path of ['/admin/imports/preview', '/admin/imports']) {
        const reply = await post(path, csv);
        const context = `${name} to ${path} answered ${reply.status} ${JSON.stringify(reply.body).slice(0, 300)}`;
        expect({
          context,
          refusedOrReported: reply.status === 400 || reply.status === 413 || (path.endsWith('preview') && reply.status === 200 && reply.body.validRows === 0),
        }).toEqual({ context, refusedOrReported: true });
        if (reply.status >= 400) expectClearError(reply);
        expect(await dumpSettled(target)).toEqual(before);
      }
    }
  });
});
