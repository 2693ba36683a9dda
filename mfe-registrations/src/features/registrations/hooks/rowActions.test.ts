import type { Registration } from 'shared/domain/registration';
import { rowActionsFor } from './rowActions';
import { testRegistration } from 'shared/testing/registration';

const registration = (
  status: Registration['status'],
  paymentStatus: Registration['payment']['status'],
  mode: Registration['payment']['mode'] = 'offline',
): Registration => testRegistration({ status, payment: { mode, status: paymentStatus } });

test.each([
  ['superadmin', 'active', 'pending', ['view', 'edit', 'confirm', 'duplicate', 'disqualify']],
  ['admin', 'active', 'pending', ['view', 'edit', 'confirm', 'duplicate', 'disqualify']],
  ['admin', 'active', 'success', ['view', 'edit', 'duplicate', 'disqualify']],
  ['admin', 'duplicate', 'pending_payment_gateway', ['view', 'edit', 'confirmInPayments', 'clear']],
  ['staff', 'active', 'pending_payment_gateway', ['view', 'edit', 'confirmInPayments']],
  ['admin', 'disqualified', 'failed', ['view', 'edit', 'clear']],
  ['staff', 'active', 'pending', ['view', 'edit', 'confirm']],
  ['staff', 'disqualified', 'success', ['view', 'edit']],
  ['viewer', 'active', 'pending', ['view']],
  ['user', 'active', 'pending', ['view']],
] as const)('%s on a %s registration with a %s payment sees %j', (role, status, paymentStatus, expected) => {
  expect(rowActionsFor(registration(status, paymentStatus), role)).toEqual(expected);
});

test('an online payment pending at the gateway offers no confirmation anywhere in the menu', () => {
  expect(rowActionsFor(registration('active', 'pending_payment_gateway', 'online'), 'admin')).toEqual(['view', 'edit', 'duplicate', 'disqualify']);
});

test('an online payment pending in the portal is confirmed from the list', () => {
  expect(rowActionsFor(registration('active', 'pending', 'online'), 'staff')).toEqual(['view', 'edit', 'confirm']);
});
