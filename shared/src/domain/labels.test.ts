import { fieldLabel, formatChangeValue, PAYMENT_STATUS_LABELS, REGISTRATION_STATUS_LABELS } from './labels';

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
