import { z } from 'zod';
import { answer } from '../common/answers';
import { CADRES, CLASSES, GENDERS, LEVELS, PAYMENT_MODES, PAYMENT_STATUSES } from '../common/enums';
import { IMPORT_FILE_ISSUE_CODES, STATEMENT_ISSUE_CODES, type CheckedRow, type ImportIssue } from './registration-import';

// The answers of the import calls. Kept out of registration-import.ts, whose values the screens
// load, so that no answer schema reaches a screen's bundle: screens import these types only with
// `import type`.

/** A problem of a line of a file: an import's or a statement's (reconciliation-answers.ts). */
export const lineIssueSchema = answer<ImportIssue>()(
  z.strictObject({
    line: z.number().int(),
    column: z.string(),
    message: z.string(),
    code: z.union([z.enum(IMPORT_FILE_ISSUE_CODES), z.enum(STATEMENT_ISSUE_CODES)]).optional(),
    values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
);

// The row as an answer carries it: the import row's output, which the row schema (text in, values out) cannot describe.
const checkedRowSchema = answer<CheckedRow>()(
  z.strictObject({
    line: z.number().int(),
    registrationId: z.string(),
    name: z.string(),
    gender: z.enum(GENDERS).or(z.undefined()),
    contactNumber: z.string(),
    email: z.string().or(z.undefined()),
    school: z.string(),
    std: z.enum(CLASSES),
    cadre: z.enum(CADRES),
    levelEnrolled: z.enum(LEVELS),
    centerCode: z.string(),
    paymentId: z.string(),
    paymentMode: z.enum(PAYMENT_MODES),
    paymentAmount: z.number().int(),
    paymentStatus: z.enum(PAYMENT_STATUSES),
  }),
);

/** The answer of a preview (and of a refused commit). */
export const importReportSchema = z.strictObject({
  totalRows: z.number().int(),
  validRows: z.number().int(),
  issues: z.array(lineIssueSchema),
  /** The first rows as they would be imported. */
  preview: z.array(checkedRowSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** The answer of a commit. */
export const importResultSchema = z.strictObject({ imported: z.number().int() });
