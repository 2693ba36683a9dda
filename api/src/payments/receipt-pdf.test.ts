import { renderReceiptPdf, type ReceiptDocument } from './receipt-pdf';

// Word shapes are kept across receipts (receipt-pdf.ts): a receipt drawn after others must come out
// as it did the first time, with its own words.

const receipt = (participant: string): ReceiptDocument => ({
  organization: {
    name: 'Abacus Academy',
    primaryColor: '#1565c0',
    address: '12 MG Road\nPune 411001',
    phone: '+91 20 4000 1234',
    email: 'office@abacus.example',
  },
  logo: null,
  number: 'RCT/2627/000042',
  issuedAt: new Date('2026-11-28T10:00:00Z'),
  participant,
  registrationId: 'REG-100042',
  school: 'Sunrise Public School',
  amount: 12_345,
  mode: 'offline',
  method: 'cash',
  paymentId: 'pay_42',
  confirmedBy: 'staff@example.org',
  approvedBy: 'admin@example.org',
  duplicate: true,
  cancelled: { at: new Date('2026-11-28T11:00:00Z'), by: 'admin@example.org', reason: 'Entered against the wrong registration by the front desk' },
  timeZone: 'Asia/Kolkata',
});

/** The file without what pdfkit stamps per render (its creation time and file id). */
const withoutStamps = (pdf: Buffer) =>
  pdf
    .toString('latin1')
    .replace(/\(D:\d+Z\)/g, '')
    .replace(/\/ID \[[^\]]*\]/g, '');

it('draws a receipt the same way the second time its words are drawn', async () => {
  const first = withoutStamps(await renderReceiptPdf(receipt('Aarav Sharma')));
  await renderReceiptPdf(receipt('Aarav Sharma Kumar'));
  const again = withoutStamps(await renderReceiptPdf(receipt('Aarav Sharma')));
  expect(again).toBe(first);
});

it('draws each receipt with its own words', async () => {
  const [one, other] = [await renderReceiptPdf(receipt('Aarav Sharma')), await renderReceiptPdf(receipt('Diya Iyer'))];
  expect(withoutStamps(one)).not.toBe(withoutStamps(other));
});
