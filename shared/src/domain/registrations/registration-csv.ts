import { csvLine } from '../common/csv';
import { localDateTimeIn } from '../common/local-time';
import type { Registration } from './registration';

// Every registration CSV the portal writes (the list's Export CSV and the Data tab's export):
// one set of columns, named as the import reads them, so that a file exported can be imported
// back unchanged. Times are the wall clock of the reader's time zone, named in their headers
// ('createdAt (Asia/Kolkata)'), in a form spreadsheets read as a date and time; the import reads
// no time.

const columnsIn = (timeZone: string): readonly (readonly [string, (r: Registration) => unknown])[] => {
  const local = localDateTimeIn(timeZone);
  return [
    ['registrationId', (r) => r.registrationId],
    ['name', (r) => r.name],
    ['gender', (r) => r.gender],
    ['contactNumber', (r) => r.contactNumber],
    ['school', (r) => r.school.value],
    ['schoolName', (r) => r.school.name],
    ['std', (r) => r.std],
    ['cadre', (r) => r.cadre],
    ['levelEnrolled', (r) => r.levelEnrolled],
    ['centerCode', (r) => r.centerCode],
    ['status', (r) => r.status],
    ['paymentId', (r) => r.payment.paymentId],
    ['paymentMode', (r) => r.payment.mode],
    ['paymentAmount', (r) => r.payment.amount],
    ['paymentStatus', (r) => r.payment.status],
    ['merchantTransactionId', (r) => r.merchantTransactionId],
    ['disqualificationNote', (r) => r.disqualificationNote],
    ['adminNote', (r) => r.adminNote],
    [`createdAt (${timeZone})`, (r) => local(r.createdAt)],
    [`updatedAt (${timeZone})`, (r) => local(r.updatedAt)],
    // Added later: at the end, so that older columns keep their places.
    ['email', (r) => r.email],
    ['paymentMethod', (r) => r.payment.method],
    ['receiptNumber', (r) => r.payment.receipt?.number],
  ];
};

/** The header line and the writer of a row's line, times in `timeZone` (an IANA name). */
export function registrationCsvIn(timeZone: string): { header: string; line: (registration: Registration) => string } {
  const columns = columnsIn(timeZone);
  return {
    header: csvLine(columns.map(([name]) => name)),
    line: (registration) => csvLine(columns.map(([, cell]) => cell(registration))),
  };
}
