import { readFileSync } from 'node:fs';
import { create as parseFont } from 'fontkit';
import PDFDocument from 'pdfkit';
import { formatDateTime } from 'shared/format/dates';
import { formatCount } from 'shared/format/numbers';
import { PAYMENT_MODE_LABELS } from 'shared/domain/common/labels';
import { rupeesInWords } from 'shared/domain/payments/receipts';
import type { PaymentMode } from 'shared/domain/common/enums';

// The receipt a parent is given, as a PDF (pdfkit). Noto Sans carries the rupee sign, which the PDF
// standard fonts lack; each font file is parsed once per process, not per receipt (that cost about 70 ms each).

export interface ReceiptDocument {
  organization: { name: string; primaryColor: string };
  number: string;
  issuedAt: Date;
  participant: string;
  registrationId: string;
  school: string;
  amount: number;
  mode: PaymentMode;
  paymentId: string;
  confirmedBy: string | null;
  approvedBy: string | null;
  /** A second and later download says so. */
  duplicate: boolean;
  cancelled: { at: Date; by: string | null; reason: string } | null;
  /** The person's time zone; receipts are written in en-IN. */
  timeZone: string;
}

const LOCALE = 'en-IN';

let fonts: { regular: unknown; bold: unknown } | null = null;
function loadFonts() {
  fonts ??= {
    regular: parseFont(readFileSync(require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'))),
    bold: parseFont(readFileSync(require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'))),
  };
  return fonts;
}

const WIDTH = 420;
const MARGIN = 36;

export function renderReceiptPdf(receipt: ReceiptDocument): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({ size: 'A5', margin: MARGIN, info: { Title: `Payment Receipt ${receipt.number}`, Author: receipt.organization.name } });
  // pdfkit takes a parsed fontkit font as it takes a file (it checks for `layout`).
  doc.registerFont('regular', regular as Buffer);
  doc.registerFont('bold', bold as Buffer);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const format = { locale: LOCALE, timeZone: receipt.timeZone };
  const inner = WIDTH - 2 * MARGIN;
  doc.rect(0, 0, WIDTH, 64).fill(receipt.organization.primaryColor);
  doc.font('bold').fontSize(16).fillColor('#ffffff').text(receipt.organization.name, MARGIN, 22, { width: inner, lineBreak: false, ellipsis: true });

  doc.fillColor('#111111').font('bold').fontSize(18).text('Payment Receipt', MARGIN, 84);
  if (receipt.duplicate) {
    doc.font('bold').fontSize(11).fillColor('#b45309').text('Duplicate copy', MARGIN, 90, { width: inner, align: 'right' });
  }
  doc.moveDown(0.6);
  if (receipt.cancelled) {
    const top = doc.y;
    const detail = `${formatDateTime(receipt.cancelled.at, format)} by ${receipt.cancelled.by ?? 'N/A'}. Reason: ${receipt.cancelled.reason}`;
    const detailHeight = doc
      .font('regular')
      .fontSize(9)
      .heightOfString(detail, { width: inner - 20 });
    doc
      .rect(MARGIN, top, inner, 34 + detailHeight)
      .lineWidth(1.5)
      .stroke('#b91c1c');
    doc
      .font('bold')
      .fontSize(14)
      .fillColor('#b91c1c')
      .text('Cancelled', MARGIN + 10, top + 8, { width: inner - 20 });
    doc
      .font('regular')
      .fontSize(9)
      .text(detail, MARGIN + 10, top + 28, { width: inner - 20 });
    doc.y = top + 44 + detailHeight;
  }

  const rows: [string, string][] = [
    ['Receipt number', receipt.number],
    ['Date and time', formatDateTime(receipt.issuedAt, format)],
    ['Participant', receipt.participant],
    ['Registration ID', receipt.registrationId],
    ['School', receipt.school],
    ['Amount', `₹${formatCount(receipt.amount, LOCALE)}`],
    ['Amount in words', rupeesInWords(receipt.amount)],
    ['Mode', PAYMENT_MODE_LABELS[receipt.mode]],
    ['Payment ID', receipt.paymentId],
    ['Confirmed by', receipt.confirmedBy ?? 'N/A'],
    ...(receipt.approvedBy ? [['Approved by', receipt.approvedBy] as [string, string]] : []),
  ];
  const labelWidth = 110;
  for (const [label, value] of rows) {
    const top = doc.y;
    doc
      .font('regular')
      .fontSize(9)
      .fillColor('#555555')
      .text(label, MARGIN, top + 1, { width: labelWidth });
    doc
      .font(label === 'Amount' || label === 'Receipt number' ? 'bold' : 'regular')
      .fontSize(11)
      .fillColor('#111111')
      .text(value, MARGIN + labelWidth, top, { width: inner - labelWidth });
    doc.y = Math.max(doc.y, top + 14) + 6;
  }
  doc
    .moveTo(MARGIN, doc.y + 4)
    .lineTo(WIDTH - MARGIN, doc.y + 4)
    .lineWidth(0.5)
    .stroke('#cccccc');
  doc
    .font('regular')
    .fontSize(8)
    .fillColor('#555555')
    .text('A computer-generated receipt: no signature is needed.', MARGIN, doc.y + 12, { width: inner });
  doc.end();
  return done;
}
