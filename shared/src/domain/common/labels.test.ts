import { describeAuditAction, fieldLabel, formatChangeValue, messageTemplateLabel, PAYMENT_STATUS_LABELS, REGISTRATION_STATUS_LABELS } from './labels';

test('known fields read in words; others are spelled out', () => {
  expect(fieldLabel('payment.status')).toBe('Payment status');
  expect(fieldLabel('std')).toBe('Class');
  expect(fieldLabel('organization.primaryColor')).toBe('Organization primary color');
});

test('values: empty ones say so, objects as JSON', () => {
  expect(formatChangeValue(null)).toBe('(empty)');
  expect(formatChangeValue('')).toBe('(empty)');
  expect(formatChangeValue(300)).toBe('300');
  expect(formatChangeValue(false)).toBe('false');
  expect(formatChangeValue({ value: 'DPS' })).toBe('{"value":"DPS"}');
});

test("an enumerated field's values read in their labels; other fields and unknown values stay as written", () => {
  expect(formatChangeValue('disqualified', 'status')).toBe(REGISTRATION_STATUS_LABELS.disqualified);
  expect(formatChangeValue('success', 'payment.status')).toBe(PAYMENT_STATUS_LABELS.success);
  expect(formatChangeValue('success', 'adminNote')).toBe('success');
  expect(formatChangeValue('archived', 'status')).toBe('archived');
  expect(formatChangeValue('constructor', 'status')).toBe('constructor');
  expect(formatChangeValue('active', 'toString')).toBe('active');
  expect(formatChangeValue(null, 'status')).toBe('(empty)');
});

test('a receipt shows as its number, cancelled ones say so; an approval as who asked', () => {
  const receipt = { number: 'RCT/2627/000042', issuedAt: '2026-11-26T07:00:00.000Z', issuedBy: 'staff@example.org' };
  expect(formatChangeValue(receipt, 'payment.receipt')).toBe('RCT/2627/000042');
  expect(formatChangeValue({ ...receipt, cancelled: { at: receipt.issuedAt, by: 'admin@example.org', reason: 'Cheque bounced' } }, 'payment.receipt')).toBe(
    'RCT/2627/000042 (cancelled)',
  );
  expect(formatChangeValue({ requestedBy: 'staff@example.org', requestedAt: receipt.issuedAt, note: null }, 'payment.approval')).toBe(
    'Asked by staff@example.org',
  );
  expect(fieldLabel('payment.receipt')).toBe('Receipt');
  expect(describeAuditAction('payment.receipt_cancelled')).toBe('Receipt cancelled');
});

test('message templates read in words; one this build does not know is spelled out', () => {
  expect(messageTemplateLabel('payment-received')).toBe('Payment Received');
  expect(messageTemplateLabel('staff-invitation')).toBe('Staff Invitation');
  expect(messageTemplateLabel('fee-reminder')).toBe('Fee reminder');
  expect(messageTemplateLabel('constructor')).toBe('Constructor');
});
