import { financialYearOf, formatReceiptNumber, MAX_RECEIPT_NUMBER_LENGTH, RECEIPT_PREFIX_PATTERN, rupeesInWords } from './receipts';
import { paymentSettingsSchema, DEFAULT_PAYMENT_SETTINGS } from '../settings/settings';

test('the Indian financial year turns at midnight starting 1 April, India time', () => {
  expect(financialYearOf(new Date('2027-03-31T23:59:59+05:30'))).toBe('2627');
  expect(financialYearOf(new Date('2027-04-01T00:00:00+05:30'))).toBe('2728');
  // 31 March 20:00 UTC is already 1 April in India.
  expect(financialYearOf(new Date('2027-03-31T20:00:00Z'))).toBe('2728');
  expect(financialYearOf(new Date('2099-12-31T12:00:00Z'))).toBe('9900');
});

test('a number is PREFIX/FFFF/NNNNNN and, with the longest prefix allowed, at most 16 characters', () => {
  expect(formatReceiptNumber('RCT', '2627', 1)).toBe('RCT/2627/000001');
  expect(formatReceiptNumber('ABCD', '2627', 999_999)).toHaveLength(MAX_RECEIPT_NUMBER_LENGTH);
  expect(['R', 'ABCD'].every((prefix) => RECEIPT_PREFIX_PATTERN.test(prefix))).toBe(true);
  expect(['', 'ABCDE', 'rct', 'R1', 'R/T'].some((prefix) => RECEIPT_PREFIX_PATTERN.test(prefix))).toBe(false);
});

test.each([
  [0, 'Rupees Zero Only'],
  [7, 'Rupees Seven Only'],
  [19, 'Rupees Nineteen Only'],
  [300, 'Rupees Three Hundred Only'],
  [1_250, 'Rupees One Thousand Two Hundred Fifty Only'],
  [1_00_000, 'Rupees One Lakh Only'],
  [12_34_567, 'Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven Only'],
  [1_00_00_000, 'Rupees One Crore Only'],
  [2_05_00_10_011, 'Rupees Two Hundred Five Crore Ten Thousand Eleven Only'],
])('%i rupees in words, the Indian way: %s', (amount, words) => {
  expect(rupeesInWords(amount)).toBe(words);
});

test('the payment settings take a receipt prefix of capital letters and a whole-rupee threshold or none', () => {
  expect(paymentSettingsSchema.safeParse(DEFAULT_PAYMENT_SETTINGS).success).toBe(true);
  expect(paymentSettingsSchema.safeParse({ ...DEFAULT_PAYMENT_SETTINGS, approvalThreshold: 5000 }).success).toBe(true);
  for (const bad of [
    { receiptPrefix: 'ABCDE' },
    { receiptPrefix: 'rct' },
    { approvalThreshold: 99.5 },
    { approvalThreshold: 0 },
    { approvalThreshold: undefined },
  ]) {
    expect(paymentSettingsSchema.safeParse({ ...DEFAULT_PAYMENT_SETTINGS, ...bad }).success).toBe(false);
  }
});
