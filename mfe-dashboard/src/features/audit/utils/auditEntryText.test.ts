import { auditTargetText } from './auditEntryText';

test('what an entry about a centre, a flag, a template, a staff account, settings, an export or a shared view is about', () => {
  expect(auditTargetText({ type: 'center', id: 'c1', label: 'DLH01' })).toBe('Center DLH01');
  expect(auditTargetText({ type: 'feature_flag', id: 'csvExport', label: 'csvExport' })).toBe('Feature flag CSV Export');
  expect(auditTargetText({ type: 'template', id: 't1', label: 'Payment Received' })).toBe('Template Payment Received');
  expect(auditTargetText({ type: 'staff_account', id: 'u1', label: 'a@b.org' })).toBe('Staff account a@b.org');
  expect(auditTargetText({ type: 'settings', id: 'payment', label: 'payment' })).toBe('Payment settings');
  expect(auditTargetText({ type: 'data_export', id: 'e1', label: 'Registrations CSV' })).toBe('Export Registrations CSV');
  expect(auditTargetText({ type: 'saved_view', id: 'v1', label: 'Pending cash' })).toBe('Shared view Pending cash');
});
