// An import file's check as POST /admin/imports/preview answers it in tests (Settings > Data).
import type { ImportIssue, CheckedRow } from 'shared/domain/imports/registration-import';
import type { ImportReport } from 'shared/domain/imports/registration-import-answers';
import type { PaymentMode, PaymentStatus } from 'shared/domain/common/enums';

/** The row on `line` of the file (the header is line 1), paid `paymentAmount` rupees by `paymentMode`. */
export const previewRow = (line: number, paymentMode: PaymentMode, paymentStatus: PaymentStatus, paymentAmount = 123456): CheckedRow => ({
  line,
  registrationId: `IMP-${line - 1}`,
  name: 'Asha',
  gender: undefined,
  contactNumber: '9876543210',
  email: undefined,
  school: 'S',
  std: '4th',
  cadre: 'Primary Level',
  levelEnrolled: 'BUD',
  centerCode: 'DLH01',
  paymentId: `P-${line - 1}`,
  paymentMode,
  paymentAmount,
  paymentStatus,
});

/** A check of `totalRows` rows, `validRows` of them ready, with `issues` and the first rows as `preview`. */
export const importReport = (totalRows: number, validRows: number, issues: ImportIssue[] = [], preview: CheckedRow[] = []): ImportReport => ({
  totalRows,
  validRows,
  issues,
  preview,
});
