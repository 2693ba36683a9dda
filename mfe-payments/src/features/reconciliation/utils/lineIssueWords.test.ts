import type { ImportIssue } from 'shared/domain/imports/registration-import';
import { readStatementRows } from 'shared/domain/payments/reconciliation';
import type { StatementLayout } from 'shared/domain/payments/statement-layouts';
import { englishForTests, i18nIn } from 'shared/testing/renderInPortal';
import { moduleCatalogues } from '../../../locales/catalogues';
import { STATEMENT_ISSUE_MESSAGES, statementIssueIn } from './lineIssueWords';

// Reconciliation words a statement's unreadable lines from their codes: the English must be the API's, word for word.

const HEADER = ['Date', 'Ref', 'Credit', 'Fee', 'Tax'];
const LAYOUT: StatementLayout = {
  columns: { date: 'Date', reference: 'Ref', credit: 'Credit', fee: 'Fee', tax: 'Tax' },
  dateFormat: 'dd/MM/yyyy',
  referencePatterns: [],
};
const GOOD = ['21/11/2026', 'UTR1', '1500', '12', '2'];

/** Every problem a statement can have, as readStatementRows (the API's reading and the browser's) writes it. */
function everyIssue() {
  const read = (rows: string[][], layout = LAYOUT) => readStatementRows(rows, layout).issues;
  return [
    ...read([]),
    ...read([['Date\uFFFD', 'Ref', 'Credit']]),
    ...read([['Date', 'Narration']]),
    ...read([HEADER, ...Array.from({ length: 20_001 }, () => GOOD)]),
    ...read([HEADER, ['yesterday', 'UTR2', 'lots', 'x', 'y'], ['21/11/2026', 'UTR\uFFFD', '1500', '12', '2']]),
    ...read([HEADER, ['tomorrow', 'UTR3', '1500', '12', '2']], { ...LAYOUT, dateFormat: undefined }),
  ];
}

test('every kind of problem is met above, and each reads in English as the API wrote it', () => {
  const issues = everyIssue();
  expect(new Set(issues.map((issue) => issue.code))).toEqual(new Set(Object.keys(STATEMENT_ISSUE_MESSAGES)));
  const english = englishForTests();
  for (const issue of issues) {
    expect(english._(STATEMENT_ISSUE_MESSAGES[issue.code as keyof typeof STATEMENT_ISSUE_MESSAGES](issue.values ?? {}))).toBe(issue.message);
    expect(statementIssueIn(english, issue)).toBe(issue.message);
  }
});

test('in Hindi and Tamil: the problem in the language, with the cell as the file has it; a code this build does not know keeps the English', async () => {
  const [hindi, tamil] = await Promise.all([i18nIn(moduleCatalogues, 'hi-IN'), i18nIn(moduleCatalogues, 'ta-IN')]);
  const [date, amount] = readStatementRows([HEADER, ['yesterday', 'UTR2', 'lots', '12', '2']], LAYOUT).issues;
  expect(statementIssueIn(hindi, date!)).toBe('तारीख dd/MM/yyyy में होनी चाहिए; "yesterday" नहीं');
  expect(statementIssueIn(tamil, amount!)).toBe('தொகை பணமாக இருக்க வேண்டும், எ.கா. 1500, 1,23,456.00 அல்லது 1,500.00 Cr; "lots" அல்ல');
  const newer = { line: 2, column: 'Date', message: 'A problem a newer API knows', code: 'some-new-code' } as unknown as ImportIssue;
  expect(statementIssueIn(hindi, newer)).toBe('A problem a newer API knows');
});
