import { IMPORT_COLUMNS, checkImportCsv } from '../imports/registration-import';
import { registrationCsvIn } from './registration-csv';
import type { Registration } from './registration';
import { parseCsv } from '../common/csv';
import { DEFAULT_PAYMENT_SETTINGS } from '../settings/settings';
import { expectedImportRow } from 'shared/testing/importRow';

const CENTER_CODES = ['BLR01', 'CHN01', 'DLH01', 'MUM01'];

const exported: Registration[] = [
  {
    registrationId: 'REG-1',
    name: 'Asha "Ash" Rao, Jr',
    gender: 'female',
    contactNumber: '+91 98765 43210',
    school: { value: 'DPS', name: 'Delhi Public School' },
    std: '5th',
    cadre: 'Junior Level',
    levelEnrolled: 'LEVEL 1',
    centerCode: 'DLH01',
    status: 'active',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    version: 2,
    payment: { paymentId: 'PAY-ABACUS-000001', mode: 'online', amount: 300, status: 'pending_payment_gateway' },
    merchantTransactionId: 'MT1',
    adminNote: 'two\nlines',
  },
  {
    registrationId: 'REG-2',
    name: 'Ravi',
    contactNumber: '09876543210',
    school: { value: 'KV' },
    std: '12th',
    cadre: 'Kids Level',
    levelEnrolled: 'BUD',
    centerCode: 'CHN01',
    status: 'disqualified',
    disqualificationNote: 'Forged age proof',
    createdAt: '2026-11-03T10:00:00.000Z',
    updatedAt: '2026-11-03T10:00:00.000Z',
    version: 1,
    // Paid online: an offline payment marked paid is refused by the import (it is confirmed in Payments, which issues the receipt).
    payment: { paymentId: 'PAY-ABACUS-000002', mode: 'online', amount: 0, status: 'success' },
  },
];

const { header: REGISTRATION_CSV_HEADER, line: registrationCsvLine } = registrationCsvIn('Asia/Kolkata');

test('every column the import reads is written, in its name', () => {
  expect(parseCsv(REGISTRATION_CSV_HEADER)[0]).toEqual(expect.arrayContaining([...IMPORT_COLUMNS]));
});

test('an export is imported back unchanged', async () => {
  const file = `\uFEFF${REGISTRATION_CSV_HEADER}${exported.map(registrationCsvLine).join('')}`;
  const checked = await checkImportCsv(file, { payment: DEFAULT_PAYMENT_SETTINGS, nextPaymentIdNumber: 1, centerCodes: CENTER_CODES });
  expect(checked.issues).toEqual([]);
  expect(checked.rows).toEqual(exported.map((r, index) => expectedImportRow(r, index + 2)));
});

test("a row's centre must be one of the centres, in any letter case, and takes the centre's own spelling", async () => {
  const file = `${REGISTRATION_CSV_HEADER}${exported.map((r, index) => registrationCsvLine({ ...r, centerCode: ['chn01', 'XYZ99'][index]! })).join('')}`;
  const checked = await checkImportCsv(file, { payment: DEFAULT_PAYMENT_SETTINGS, nextPaymentIdNumber: 1, centerCodes: CENTER_CODES });
  expect(checked.rows.map((row) => [row.registrationId, row.centerCode])).toEqual([['REG-1', 'CHN01']]);
  expect(checked.issues).toEqual([
    {
      line: 3,
      column: 'centerCode',
      code: 'center-unknown',
      values: { code: 'XYZ99' },
      message: 'No center has the code XYZ99 (Settings > Centers lists them)',
    },
  ]);
  const blank = await checkImportCsv(`${REGISTRATION_CSV_HEADER}${registrationCsvLine({ ...exported[0]!, centerCode: '' })}`, {
    payment: DEFAULT_PAYMENT_SETTINGS,
    nextPaymentIdNumber: 1,
    centerCodes: CENTER_CODES,
  });
  expect(blank.issues).toEqual([{ line: 2, column: 'centerCode', code: 'invalid-value', message: 'Center code is required' }]);
});

test("times are the zone's wall clock, named in their headers, and a confirmed payment's receipt number is written", () => {
  const receipt = { number: 'ABACUS/2627/000042', issuedAt: '2026-11-03T10:05:00.000Z', issuedBy: 'admin@example.org' };
  const paid = { ...exported[1]!, payment: { ...exported[1]!.payment, receipt } };
  const [header, first, second] = parseCsv(`${REGISTRATION_CSV_HEADER}${registrationCsvLine(exported[0]!)}${registrationCsvLine(paid)}`);
  const at = (name: string) => header!.indexOf(name);
  expect(header).toEqual(expect.arrayContaining(['createdAt (Asia/Kolkata)', 'updatedAt (Asia/Kolkata)', 'receiptNumber']));
  expect([first![at('createdAt (Asia/Kolkata)')], first![at('updatedAt (Asia/Kolkata)')]]).toEqual(['2026-11-01 15:30:00', '2026-11-02 15:30:00']);
  expect([first![at('receiptNumber')], second![at('receiptNumber')]]).toEqual(['', 'ABACUS/2627/000042']);
  const [newYorkHeader, inNewYork] = parseCsv(`${registrationCsvIn('America/New_York').header}${registrationCsvIn('America/New_York').line(exported[0]!)}`);
  expect(inNewYork![newYorkHeader!.indexOf('createdAt (America/New_York)')]).toBe('2026-11-01 05:00:00');
});
