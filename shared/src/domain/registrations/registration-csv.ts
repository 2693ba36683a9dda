import { csvLine } from '../common/csv';
import type { Registration } from './registration';

// Every registration CSV the portal writes (the list's Export CSV and the Data tab's export):
// one set of columns, named as the import reads them, dates as ISO 8601, so that a file
// exported can be imported back unchanged.

const COLUMNS: readonly (readonly [string, (r: Registration) => unknown])[] = [
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
  ['createdAt', (r) => r.createdAt],
  ['updatedAt', (r) => r.updatedAt],
  // Added later: at the end, so that older columns keep their places.
  ['email', (r) => r.email],
  ['paymentMethod', (r) => r.payment.method],
];

export const REGISTRATION_CSV_HEADER = csvLine(COLUMNS.map(([name]) => name));

export const registrationCsvLine = (registration: Registration) => csvLine(COLUMNS.map(([, cell]) => cell(registration)));
