import { auditTargetText } from './auditEntryText';

test('what an entry about a centre, a flag, a template, a staff account or settings is about', () => {
  expect(auditTargetText({ type: 'center', id: 'c1', label: 'DLH01' })).toBe('Center DLH01');
  expect(auditTargetText({ type: 'feature_flag', id: 'csvExport', label: 'csvExport' })).toBe('Feature flag CSV Export');
  expect(auditTargetText({ type: 'template', id: 't1', label: 'Payment Received' })).toBe('Template Payment Received');
  expect(auditTargetText({ type: 'staff_account', id: 'u1', label: 'a@b.org' })).toBe('Staff account a@b.org');
  expect(auditTargetText({ type: 'settings', id: 'payment', label: 'payment' })).toBe('Payment settings');
});
