import { fieldLabel, formatChangeValue } from './labels';

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
