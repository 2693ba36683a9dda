import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ImportFileIssueCode, ImportIssue } from 'shared/domain/imports/registration-import';
import { formMessageIn } from 'shared/forms/formWords';
import { SOURCE_LANGUAGE } from 'shared/i18n/languages';

type Values = NonNullable<ImportIssue['values']>;

/**
 * An import file's problems in the person's language, by the issue's code and with its specifics.
 * Each English message is the API's (shared/domain/imports/registration-import.ts), word for word:
 * importIssueWords.test.ts checks it. A value the issue lacks reads as empty, never as 'undefined'.
 */
export const IMPORT_ISSUE_MESSAGES: Record<Exclude<ImportFileIssueCode, 'invalid-value'>, (values: Values) => MessageDescriptor> = {
  'file-empty': () => msg`The file is empty`,
  'not-utf8': () =>
    msg`This line is not UTF-8 text (the file was saved in another encoding, such as Windows-1252). Save the file as "CSV UTF-8 (Comma delimited)" and choose it again.`,
  'missing-columns': ({ columns = '' }) => msg`Missing columns: ${columns}`,
  'too-many-rows': ({ max = '' }) => msg`At most ${max} rows per import`,
  'center-unknown': ({ code = '' }) => msg`No center has the code ${code} (Settings > Centers lists them)`,
  'payment-mode-off': ({ mode = '' }) =>
    mode === 'online'
      ? msg`Online payments are switched off in Settings > Payment; a superadmin can switch them on.`
      : msg`Offline payments are switched off in Settings > Payment; a superadmin can switch them on.`,
  'offline-paid': () =>
    msg`An offline payment cannot be imported as paid: import it as pending, then confirm it in Payments, which issues its receipt (and asks a second admin above the approval threshold).`,
  'id-repeated': ({ id = '' }) => msg`${id} appears more than once in the file`,
  'id-repeated-case': ({ id = '', earlier = '', earlierLine = '' }) =>
    msg`${id} appears more than once in the file (as ${earlier} on line ${earlierLine}; ids differ only in letter case)`,
  'id-taken': ({ id = '' }) => msg`${id} is already registered`,
  'id-taken-case': ({ id = '', existing = '' }) => msg`${id} is already registered as ${existing} (ids differ only in letter case)`,
  'payment-id-taken': ({ id = '', registrationId = '' }) => msg`${id} is already used by registration ${registrationId}`,
  'payment-id-taken-case': ({ id = '', registrationId = '', existing = '' }) =>
    msg`${id} is already used by registration ${registrationId} as ${existing} (ids differ only in letter case)`,
};

/**
 * The row schema's refusals (importRowSchema) that no form shares; the others are the forms' messages
 * (shared/forms/formMessages.ts). Keyed by the English word for word, as the forms' are.
 */
export const IMPORT_CELL_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  'Registration ID is required': msg`Registration ID is required`,
  'Registration ID must be at most 64 characters': msg`Registration ID must be at most 64 characters`,
  'Payment ID must be at most 64 characters': msg`Payment ID must be at most 64 characters`,
  'Must not start with =, +, - or @ (a spreadsheet would run it as a formula)': msg`Must not start with =, +, - or @ (a spreadsheet would run it as a formula)`,
  'Gender must be male, female or empty': msg`Gender must be male, female or empty`,
  'Class must be 1st to 12th': msg`Class must be 1st to 12th`,
  'Cadre must be one of Kids Level, Primary Level, Junior Level, Senior Level, Super Senior Level': msg`Cadre must be one of Kids Level, Primary Level, Junior Level, Senior Level, Super Senior Level`,
  'Level must be BUD, INTERIM or LEVEL 1 to LEVEL 8': msg`Level must be BUD, INTERIM or LEVEL 1 to LEVEL 8`,
  'Center code is required': msg`Center code is required`,
  'Center code must be at most 64 characters': msg`Center code must be at most 64 characters`,
  'Payment mode must be online or offline': msg`Payment mode must be online or offline`,
  'Amount must be whole rupees, 0 or more': msg`Amount must be whole rupees, 0 or more`,
  'Payment status must be one of success, pending, failed, pending_payment_gateway': msg`Payment status must be one of success, pending, failed, pending_payment_gateway`,
};

/**
 * An issue's words in `i18n`'s language. English shows the API's own words; so does an issue whose
 * code this build does not know (a newer API). A refused cell speaks the row schema's message.
 */
export function importIssueIn(i18n: I18n, issue: ImportIssue): string {
  if (i18n.locale === SOURCE_LANGUAGE || !issue.code) return issue.message;
  if (issue.code === 'invalid-value') {
    const cell = IMPORT_CELL_MESSAGES[issue.message];
    return cell ? i18n._(cell) : formMessageIn(i18n, issue.message);
  }
  return Object.hasOwn(IMPORT_ISSUE_MESSAGES, issue.code)
    ? i18n._(IMPORT_ISSUE_MESSAGES[issue.code as keyof typeof IMPORT_ISSUE_MESSAGES](issue.values ?? {}))
    : issue.message;
}
