import type { PaymentMode, PaymentStatus, RegistrationStatus } from '../common/enums';
import { paymentConfirmationRefusal, statusChangeRefusal } from './transitions';

const payment = (status: PaymentStatus, mode: PaymentMode) => ({ payment: { paymentId: 'P', amount: 300, status, mode } });

test.each([
  ['pending', 'online', true],
  ['pending', 'offline', true],
  ['pending_payment_gateway', 'offline', true],
  ['pending_payment_gateway', 'online', false],
  ['success', 'offline', false],
  ['failed', 'online', false],
] as const)('confirming a %s %s payment allowed: %s', (status, mode, allowed) => {
  expect(paymentConfirmationRefusal(payment(status, mode)) === null).toBe(allowed);
});

test.each([
  ['active', 'duplicate', true],
  ['active', 'disqualified', true],
  ['duplicate', 'active', true],
  ['disqualified', 'active', true],
  ['duplicate', 'disqualified', false],
  ['disqualified', 'duplicate', false],
  ['active', 'active', false],
  ['duplicate', 'duplicate', false],
] as const)('%s to %s allowed: %s', (from, to, allowed) => {
  expect(statusChangeRefusal({ status: from as RegistrationStatus }, to) === null).toBe(allowed);
});

test('a registration merged into another changes status only by unmerging', () => {
  for (const target of ['active', 'disqualified'] as const) {
    expect(statusChangeRefusal({ status: 'duplicate', mergedInto: 'REG-1' }, target)).toEqual({
      code: 'registration-merged',
      message: 'This registration was merged into REG-1: unmerge it to change its status.',
    });
  }
});
