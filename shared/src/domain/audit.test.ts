import { fieldLabel } from './audit';

test('known fields read in words; others are spelled out', () => {
  expect(fieldLabel('payment.status')).toBe('Payment status');
  expect(fieldLabel('std')).toBe('Class');
  expect(fieldLabel('organization.primaryColor')).toBe('Organization primary color');
});
