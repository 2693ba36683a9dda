import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ImportIssue, StatementIssueCode } from 'shared/domain/imports/registration-import';
import { SOURCE_LANGUAGE } from 'shared/i18n/languages';

/**
 * A statement line's problem in the person's language, with the cell as the file has it. Each
 * English message is the API's word for word (lineIssueWords.test.ts checks it). A value the issue
 * lacks reads as empty, never as 'undefined'.
 */
export const STATEMENT_ISSUE_MESSAGES: Record<StatementIssueCode, (values: NonNullable<ImportIssue['values']>) => MessageDescriptor> = {
  'file-empty': () => msg`The file is empty`,
  'not-utf8': () =>
    msg`This line is not UTF-8 text (the file was saved in another encoding, such as Windows-1252). Save the file as "CSV UTF-8 (Comma delimited)" and choose it again.`,
  'statement-missing-columns': ({ columns = '', header = '' }) => msg`Missing columns: ${columns}. The header has: ${header}`,
  'too-many-lines': ({ max = '' }) => msg`At most ${max} lines per statement`,
  'date-not-in-format': ({ format = '', text = '' }) => msg`Date must be ${format}, not "${text}"`,
  'date-unreadable': ({ text = '' }) => msg`Date must be YYYY-MM-DD or DD/MM/YYYY, not "${text}"`,
  'amount-unreadable': ({ text = '' }) => msg`Amount must be money, such as 1500, 1,23,456.00 or 1,500.00 Cr, not "${text}"`,
  'fee-unreadable': ({ text = '' }) => msg`Fee must be rupees, with paise if any, such as 12 or 11.80, not "${text}"`,
  'tax-unreadable': ({ text = '' }) => msg`Tax must be rupees, with paise if any, such as 2 or 1.80, not "${text}"`,
};

/** An issue's words in `i18n`'s language; in English, or for a code this build does not know (a newer API), the API's own. */
export function statementIssueIn(i18n: I18n, issue: ImportIssue): string {
  if (i18n.locale === SOURCE_LANGUAGE || !issue.code || !Object.hasOwn(STATEMENT_ISSUE_MESSAGES, issue.code)) return issue.message;
  return i18n._(STATEMENT_ISSUE_MESSAGES[issue.code as StatementIssueCode](issue.values ?? {}));
}
