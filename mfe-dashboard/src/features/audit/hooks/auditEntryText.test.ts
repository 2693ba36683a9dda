import { fieldChanges, fieldLabel, formatChangeValue } from './auditEntryText';

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

test('every field in before or after, once', () => {
  expect(fieldChanges({ before: { status: 'active' }, after: { status: 'disqualified', disqualificationNote: 'Too old' } })).toEqual([
    { field: 'status', label: 'Status', before: 'active', after: 'disqualified' },
    { field: 'disqualificationNote', label: 'Disqualification note', before: '(empty)', after: 'Too old' },
  ]);
  expect(fieldChanges({})).toEqual([]);
});
