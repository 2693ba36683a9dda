import { auditTargetText, fieldChanges, formatChangeValue } from './auditEntryText';

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

test('fields whose value stayed as it was are left out', () => {
  expect(fieldChanges({ before: { code: 'DLH01', city: 'Delhi' }, after: { code: 'DLH01', city: 'New Delhi' } }).map((c) => c.label)).toEqual(['City']);
});

test('what an entry about a centre, a flag, a template, a staff account or settings is about', () => {
  expect(auditTargetText({ type: 'center', id: 'c1', label: 'DLH01' })).toBe('Center DLH01');
  expect(auditTargetText({ type: 'feature_flag', id: 'csvExport', label: 'csvExport' })).toBe('Feature flag CSV Export');
  expect(auditTargetText({ type: 'template', id: 't1', label: 'Payment Received' })).toBe('Template Payment Received');
  expect(auditTargetText({ type: 'staff_account', id: 'u1', label: 'a@b.org' })).toBe('Staff account a@b.org');
  expect(auditTargetText({ type: 'settings', id: 'payment', label: 'payment' })).toBe('Payment settings');
});
