import { englishForTests } from 'shared/testing/renderInPortal';
import { auditTargetText } from './auditEntryText';

const english = englishForTests();

test('what an entry about a centre, a flag, a template, a staff account, settings, an export or a shared view is about', () => {
  expect(auditTargetText({ type: 'center', id: 'c1', label: 'DLH01' }, english)).toBe('Center DLH01');
  expect(auditTargetText({ type: 'feature_flag', id: 'csvExport', label: 'csvExport' }, english)).toBe('Feature flag CSV Export');
  expect(auditTargetText({ type: 'template', id: 't1', label: 'Payment Received' }, english)).toBe('Template Payment Received');
  expect(auditTargetText({ type: 'staff_account', id: 'u1', label: 'a@b.org' }, english)).toBe('Staff account a@b.org');
  expect(auditTargetText({ type: 'settings', id: 'payment', label: 'payment' }, english)).toBe('Payment settings');
  expect(auditTargetText({ type: 'data_export', id: 'e1', label: 'Registrations CSV' }, english)).toBe('Export Registrations CSV');
  expect(auditTargetText({ type: 'saved_view', id: 'v1', label: 'Pending cash' }, english)).toBe('Shared view Pending cash');
});
