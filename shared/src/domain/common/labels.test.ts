import {
  describeAuditAction,
  fieldLabel,
  filterValueLabel,
  formatChangeValue,
  messageTemplateLabel,
  PAYMENT_STATUS_LABELS,
  REGISTRATION_STATUS_LABELS,
} from './labels';

test('known fields read in words; others are spelled out', () => {
  expect(fieldLabel('payment.status')).toBe('Payment status');
  expect(fieldLabel('std')).toBe('Class');
  expect(fieldLabel('organization.primaryColor')).toBe('Organization primary color');
});

test("a payment's badge says Pending for both pending statuses; filters and changes, where both stand side by side, tell them apart", () => {
  expect([PAYMENT_STATUS_LABELS.pending, PAYMENT_STATUS_LABELS.pending_payment_gateway]).toEqual(['Pending', 'Pending']);
  expect([filterValueLabel('paymentStatus', 'pending'), filterValueLabel('paymentStatus', 'pending_payment_gateway')]).toEqual([
    'Pending',
    'Pending (gateway)',
  ]);
  expect(formatChangeValue('pending_payment_gateway', 'payment.status')).toBe('Pending (gateway)');
});

test('values: empty ones say so, switches as yes or no, objects as JSON', () => {
  expect(formatChangeValue(null)).toBe('(empty)');
  expect(formatChangeValue('')).toBe('(empty)');
  expect(formatChangeValue(300)).toBe('300');
  expect(formatChangeValue(false)).toBe('No');
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

test("a release's rollout reads as its share of browsers and version; whether it went live at once as yes or no", () => {
  expect(formatChangeValue({ version: 'v1.4.2', percent: 50 }, 'rollout')).toBe('50% of browsers on v1.4.2');
  expect(formatChangeValue(null, 'rollout')).toBe('(empty)');
  expect(formatChangeValue('v1.4.1', 'live')).toBe('v1.4.1');
  expect([formatChangeValue(true, 'live'), formatChangeValue(false, 'live')]).toEqual(['Yes', 'No']);
  expect([fieldLabel('live'), fieldLabel('rollout'), fieldLabel('manifestUrl'), fieldLabel('gitSha')]).toEqual([
    'Live for everyone',
    'Rollout',
    'Manifest address',
    'Commit',
  ]);
  // Another field's object of the same shape is not taken for a rollout.
  expect(formatChangeValue({ version: 'v1', percent: 5 }, 'organization.name')).toBe('{"version":"v1","percent":5}');
});

test('a receipt shows as its number, cancelled ones say so; an approval as who asked; a statement line as its line and statement', () => {
  const receipt = { number: 'RCT/2627/000042', issuedAt: '2026-11-26T07:00:00.000Z', issuedBy: 'staff@example.org' };
  expect(formatChangeValue(receipt, 'payment.receipt')).toBe('RCT/2627/000042');
  expect(formatChangeValue({ ...receipt, cancelled: { at: receipt.issuedAt, by: 'admin@example.org', reason: 'Cheque bounced' } }, 'payment.receipt')).toBe(
    'RCT/2627/000042 (cancelled)',
  );
  expect(formatChangeValue({ requestedBy: 'staff@example.org', requestedAt: receipt.issuedAt, note: null }, 'payment.approval')).toBe(
    'Asked by staff@example.org',
  );
  // A statement line matched to the payment, by its line and statement (the audit trail showed its JSON).
  const line = { statement: 'HDFC April', statementId: 'a4108e33-61a3-4070-b58e-c4f2e508dfdf', line: 3, amount: 900, outcome: 'matched' };
  expect(formatChangeValue(line, 'payment.reconciliation')).toBe('Line 3 of HDFC April');
  expect(formatChangeValue(line, 'organization.name')).toBe(JSON.stringify(line));
  expect(fieldLabel('payment.receipt')).toBe('Receipt');
  expect(describeAuditAction('payment.receipt_cancelled')).toBe('Receipt cancelled');
});

test('message templates read in words; one this build does not know is spelled out', () => {
  expect(messageTemplateLabel('payment-received')).toBe('Payment Received');
  expect(messageTemplateLabel('staff-invitation')).toBe('Staff Invitation');
  expect(messageTemplateLabel('fee-reminder')).toBe('Fee reminder');
  expect(messageTemplateLabel('constructor')).toBe('Constructor');
});
