import { CADRES } from 'shared/domain/common/enums';
import {
  checkImportCsv,
  IMPORT_COLUMNS,
  IMPORT_FILE_ISSUE_CODES,
  idTakenIssue,
  importRowSchema,
  paymentIdTakenIssue,
  type ImportIssue,
} from 'shared/domain/imports/registration-import';
import { DEFAULT_PAYMENT_SETTINGS } from 'shared/domain/settings/settings';
import { FORM_MESSAGES } from 'shared/forms/formMessages';
import { englishForTests, i18nIn } from 'shared/testing/renderInPortal';
import { moduleCatalogues } from '../../locales/catalogues';
import { IMPORT_CELL_MESSAGES, IMPORT_ISSUE_MESSAGES, importIssueIn } from './importIssueWords';

// The Data tab words an import file's problems from their codes: the English must be the API's, word for word.

const ROW: Record<(typeof IMPORT_COLUMNS)[number], string> = {
  registrationId: 'IMP-1',
  name: 'Asha Rao',
  gender: 'female',
  contactNumber: '9876543210',
  school: 'DPS',
  std: '5th',
  cadre: 'Kids Level',
  levelEnrolled: 'BUD',
  centerCode: 'CHN01',
  paymentId: 'PAY-1',
  paymentMode: 'offline',
  paymentAmount: '500',
  paymentStatus: 'pending',
};
const csvOf = (rows: Partial<typeof ROW>[]) =>
  [IMPORT_COLUMNS.join(','), ...rows.map((row) => IMPORT_COLUMNS.map((column) => ({ ...ROW, ...row })[column]).join(','))].join('\n');
const check = (csv: string) =>
  checkImportCsv(csv, { payment: { ...DEFAULT_PAYMENT_SETTINGS, onlineEnabled: false }, nextPaymentIdNumber: 1, centerCodes: ['CHN01'] });

/** Every kind of problem a file can have, as the API writes it (the database's two through the helpers the API calls). */
async function everyIssue(): Promise<ImportIssue[]> {
  const files = [
    '',
    'registrationId,na\uFFFDme\n',
    'registrationId,name\nIMP-1,Asha\n',
    csvOf(Array.from({ length: 5001 }, (_, n) => ({ registrationId: `IMP-${n}`, paymentId: `PAY-${n}` }))),
    csvOf([
      {},
      { registrationId: 'IMP-1', paymentId: 'PAY-2' },
      { registrationId: 'imp-1', paymentId: 'PAY-3' },
      { registrationId: 'IMP-4', paymentId: 'PAY-4', centerCode: 'XYZ99', paymentMode: 'online' },
      { registrationId: 'IMP-5', paymentId: 'PAY-5', paymentStatus: 'success' },
      { registrationId: 'IMP-6', paymentId: 'PAY-6', std: '13th', name: 'Jos\uFFFD' },
      { registrationId: 'IMP-7', paymentId: 'PAY-7', cadre: 'Masters' },
    ]),
  ];
  const checked = await Promise.all(files.map(check));
  return [
    ...checked.flatMap((file) => file.issues),
    idTakenIssue(2, 'IMP-1', 'IMP-1'),
    idTakenIssue(2, 'imp-1', 'IMP-1'),
    paymentIdTakenIssue(2, 'PAY-1', { registrationId: 'REG-9', existing: 'PAY-1' }),
    paymentIdTakenIssue(2, 'pay-1', { registrationId: 'REG-9', existing: 'PAY-1' }),
  ];
}

test('every kind of problem is met above, and each reads in English as the API wrote it', async () => {
  const issues = await everyIssue();
  expect(new Set(issues.map((issue) => issue.code))).toEqual(new Set(IMPORT_FILE_ISSUE_CODES));
  const english = englishForTests();
  for (const issue of issues.filter((each) => each.code !== 'invalid-value')) {
    const words = IMPORT_ISSUE_MESSAGES[issue.code as keyof typeof IMPORT_ISSUE_MESSAGES];
    expect(english._(words(issue.values ?? {}))).toBe(issue.message);
    expect(importIssueIn(english, issue)).toBe(issue.message);
  }
});

test("every refusal of a row's cell has words (this table's or the forms'), and this table holds only those", () => {
  const long = 'x'.repeat(201);
  const inputs: Partial<typeof ROW & { email: string }>[] = [
    { registrationId: '', name: 'A', gender: 'other', contactNumber: '12', email: 'x', school: '', std: '13th', cadre: 'Master', centerCode: '' },
    { levelEnrolled: 'LEVEL 9', paymentMode: 'card', paymentAmount: '1.5', paymentStatus: 'paid' },
    { registrationId: long, name: long, school: long, centerCode: long, paymentId: long },
    { registrationId: '=1', name: '@Asha', school: '+School', email: '-a@example.org', paymentId: '=HYPERLINK()' },
  ];
  const refused = new Set(
    inputs.flatMap((input) => importRowSchema.safeParse({ ...ROW, email: '', ...input }).error?.issues.map((issue) => issue.message) ?? []),
  );
  expect([...refused].filter((message) => !Object.hasOwn(IMPORT_CELL_MESSAGES, message) && !Object.hasOwn(FORM_MESSAGES, message))).toEqual([]);
  expect(Object.keys(IMPORT_CELL_MESSAGES).filter((message) => !refused.has(message) || Object.hasOwn(FORM_MESSAGES, message))).toEqual([]);
  const english = englishForTests();
  for (const [message, descriptor] of Object.entries(IMPORT_CELL_MESSAGES)) expect(english._(descriptor)).toBe(message);
  expect(refused).toContain(`Cadre must be one of ${CADRES.join(', ')}`);
});

test('in Hindi and Tamil: the problems in the language with their ids and lines; a code this build does not know keeps the English', async () => {
  const [hindi, tamil] = await Promise.all([i18nIn(moduleCatalogues, 'hi-IN'), i18nIn(moduleCatalogues, 'ta-IN')]);
  const twice = idTakenIssue(3, 'imp-1', 'IMP-1');
  expect(importIssueIn(hindi, twice)).toBe('imp-1 पहले से IMP-1 के रूप में पंजीकृत है (ID केवल छोटे-बड़े अक्षरों में अलग हैं)');
  expect(importIssueIn(tamil, twice)).toBe('imp-1 ஏற்கெனவே IMP-1 ஆகப் பதிவு செய்யப்பட்டுள்ளது (ID-கள் எழுத்துகளின் பெரிய/சிறிய வடிவத்தில் மட்டுமே வேறுபடுகின்றன)');
  const [first] = (await check(csvOf([{ std: '13th' }]))).issues;
  expect(importIssueIn(hindi, first!)).toBe('कक्षा 1st से 12th तक होनी चाहिए');
  const [name] = (await check(csvOf([{ name: 'A' }]))).issues;
  expect(importIssueIn(tamil, name!)).toBe(tamil._(FORM_MESSAGES[name!.message]!));
  expect(importIssueIn(tamil, name!)).not.toBe(name!.message);
  const newer = { line: 2, column: 'name', message: 'A problem a newer API knows', code: 'some-new-code' } as unknown as ImportIssue;
  expect(importIssueIn(hindi, newer)).toBe('A problem a newer API knows');
});
